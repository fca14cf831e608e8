import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { SearchApi } from '#db/location-search'
import { getAddress, getAddresses } from '#db/queries/addresses'
import { getBatchDiscards, getPendingChanges } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'
import { inputForChoice } from '#domain/address-import/apply-choice'
import type { CheckContext } from '#domain/address-import/check-context'
import { placePairs, recheckRow, recheckRows } from '#domain/address-import/check-rows'
import type { ImportRow } from '#domain/address-import/contract'
import { proposeMapping } from '#domain/address-import/mapping'
import { importReportCsv, type ReportWords } from '#domain/address-import/report'
import type { Address } from '#domain/entities/address'
import type { Locale } from '#domain/entities/basics'
import type { Organization } from '#domain/entities/organization'
import { useLocale } from '#i18n/use-locale'
import type { SyncClient } from '#services/sync-client'
import { useProfileState } from '#services/use-profile-state'
import { useServices } from '#services/use-services'
import { checkRowsInChunks } from './check/check-in-chunks'
import { buildPlaceLookup } from './check/place-lookup'
import { rememberedMapping, rememberMapping } from './check/remembered-mapping'
import type { AddressImportApi } from './import-api'
import { withOtherLanguageNames } from './other-language-places'
import { IMPORT_LIMITS, readImportFile } from './read/read-import-file'

type Rights = Pick<
  Organization,
  'change_default_invoice_address_allowed' | 'select_or_create_invoice_address_allowed'
>

interface ImportDeps {
  account: AccountId
  sync: Pick<SyncClient, 'queueBatch'>
  /** The place search of the API (online); the lookup keeps its answers in the replica's cache. */
  search: SearchApi
  locale: Locale
  organization: Rights | undefined
  /** The report's words in the user's language. */
  reportWords: ReportWords
  online?: () => boolean
  replica?: PortalDatabase
}

/**
 * The import screen's outside world: the reader's worker, the row checks against the replica's
 * address book and the place search (its offline cache first), the remembered mappings and the
 * change queue. Pure parts come from #domain/address-import; this only gathers what they need.
 */
export function createAddressImportApi({
  account,
  sync,
  search,
  locale,
  organization,
  reportWords,
  online = () => navigator.onLine,
  replica = db,
}: ImportDeps): AddressImportApi {
  /** The place lookup of the rows' pairs, knowing a place's name in any of the four languages. */
  const placesFor = async (
    pairs: { zip: string; location: string }[],
    onSearched?: (searched: number, total: number) => void,
  ) => {
    const options = { online: online(), search, locale }
    const lookup = await buildPlaceLookup(pairs, {
      ...options,
      replica,
      ...(onSearched ? { onProgress: onSearched } : {}),
    })
    return withOtherLanguageNames(lookup, pairs, options)
  }
  /** The address book as the last check read it: an update keeps what the file has no column for. */
  let bookById = new Map<number, Address>()
  const contextFor = async (
    pairs: { zip: string; location: string }[],
    onSearched?: (searched: number, total: number) => void,
  ): Promise<CheckContext> => {
    const [rows, places] = await Promise.all([getAddresses(account, replica), placesFor(pairs, onSearched)])
    bookById = new Map(rows.map((row) => [row.id, row.address]))
    const book = rows.map((row) => ({
      id: row.id,
      name: row.address.name,
      street: row.address.street,
      zip: row.address.zip,
      location: row.address.location,
    }))
    return { places, book, ...(organization ? { organization } : {}) }
  }
  /** The distinct zip and place pairs of rows as they are now (fixed cells included). */
  const pairsOf = (rows: readonly ImportRow[]) => {
    const pairs = new Map<string, { zip: string; location: string }>()
    for (const row of rows) {
      const zip = (row.cells.zip ?? '').trim()
      const location = (row.cells.location ?? '').trim()
      if (zip !== '') pairs.set(`${zip}\u0000${location}`, { zip, location })
    }
    return [...pairs.values()]
  }

  return {
    account,
    limits: IMPORT_LIMITS,
    readFile: (file, onProgress) => readImportFile(file, onProgress),
    initialMapping(headers) {
      const remembered = rememberedMapping(headers)
      return remembered
        ? { mapping: remembered, remembered: true }
        : { mapping: proposeMapping(headers), remembered: false }
    },
    rememberMapping: (headers, mapping) => rememberMapping(headers, mapping),
    async checkRows(sheet, mapping, onProgress) {
      // New places are searched online first (a file of many new zips takes a while): the first
      // half of the progress then, the rows' checks the rest.
      let searching = false
      let context = await contextFor(placePairs(sheet, mapping), (searched, total) => {
        searching = true
        onProgress(searched / total / 2)
      })
      const rows = await checkRowsInChunks(sheet, mapping, context, (fraction) =>
        onProgress(searching ? 0.5 + fraction / 2 : fraction),
      )
      return {
        rows,
        session: {
          // A fixed cell may name a place not looked up yet: that one place is looked up first.
          async recheck(current, index, cells) {
            const pair = { zip: (cells.zip ?? '').trim(), location: (cells.location ?? '').trim() }
            const known = context.places(pair.zip, pair.location)
            if (pair.zip !== '' && known.kind !== 'found') {
              const extra = await placesFor([pair])
              const before = context.places
              context = {
                ...context,
                places: (zip, location) => {
                  const found = before(zip, location)
                  return found.kind === 'found' ? found : extra(zip, location)
                },
              }
            }
            return recheckRow(current, index, cells, context)
          },
          async checkAgain(current) {
            context = await contextFor(pairsOf(current))
            return recheckRows(current, context)
          },
        },
      }
    },
    async bookAddress(id) {
      return (await getAddress(account, id, replica))?.address ?? null
    },
    inputFor(row, choice) {
      if (row.status !== 'duplicate') return row.input ?? null
      const match = row.duplicateOf
      const existing = match?.kind === 'book' ? bookById.get(match.address) : undefined
      return inputForChoice(row, choice ?? 'skip', existing)
    },
    queueImport: (inputs, label) =>
      sync.queueBatch(
        inputs.map((input) => ({ kind: 'saveAddress' as const, input })),
        { label },
      ),
    async batchRefusals(batch) {
      const entries = await getPendingChanges(account, replica)
      return new Map(
        entries
          .filter((entry) => entry.batch?.id === batch && entry.status === 'needsAttention')
          .map((entry) => [entry.seq, entry.lastError ?? '']),
      )
    },
    batchDiscards: (batch) => getBatchDiscards(account, batch, replica),
    reportCsv: (entries) => importReportCsv(entries, reportWords),
  }
}

/** The import's port for the session, in the portal's language: the route provides it. */
export function useAddressImportAdapter(): AddressImportApi {
  const { t } = useLingui()
  const services = useServices()
  const locale = useLocale()
  const profile = useProfileState()
  const account = services.account()
  const organization = profile.status === 'ready' ? profile.profile.organization : undefined
  const reportWords = useMemo<ReportWords>(
    () => ({
      headers: { row: t`Line`, outcome: t`Outcome`, name: t`Name`, reason: t`Reason` },
      outcomes: {
        imported: t`Imported`,
        updated: t`Updated`,
        skipped: t`Skipped`,
        failed: t`Failed`,
        discarded: t`Discarded`,
      },
    }),
    [t],
  )
  return useMemo(
    () =>
      createAddressImportApi({
        account,
        sync: services.sync,
        search: (text, options) => services.api.locations.search(text, options),
        locale,
        organization,
        reportWords,
      }),
    [account, services, locale, organization, reportWords],
  )
}
