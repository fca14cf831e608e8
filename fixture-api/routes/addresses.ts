import { Hono } from 'hono'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError, notFound } from '#fixture-api/http/errors'
import { contains, page, parseListQuery, sortRows } from '#fixture-api/http/list-query'
import { parseBody } from '#fixture-api/http/validation'
import type { AddressRecord, ContactAddress } from '#fixture-api/model'
import { AddressSave, type AddressSaveInput } from '#fixture-api/schemas/account-payloads'
import { addressView } from '#fixture-api/views/account-views'
import { resolveLocation, saveWithUniqueDefaults } from './address-rules'

const TEXT_FILTERS = ['kontaktadresseId', 'firma', 'adresse', 'plz', 'ort'] as const
const FLAG_FILTERS = [
  'default_empfaenger',
  'default_absender',
  'default_rechnungsadresse',
  'ist_rechnungsadresse',
] as const
const SORT_FIELDS = ['id', 'firma', 'adresse', 'plz', 'ort', 'kontakt'] as const

function isTrue(raw: string | undefined): boolean {
  return raw === '1' || raw === 'true'
}

function filterAddresses(rows: AddressRecord[], filter: Record<string, string>): AddressRecord[] {
  for (const key of Object.keys(filter)) {
    if (
      !(TEXT_FILTERS as readonly string[]).includes(key) &&
      !(FLAG_FILTERS as readonly string[]).includes(key)
    ) {
      throw new HttpError(400, `filter[${key}] is not an address filter`, { field: `filter[${key}]` })
    }
  }
  return rows.filter((row) => {
    const contact = row.kontaktadresse
    if (filter.kontaktadresseId && String(contact.id) !== filter.kontaktadresseId) return false
    if (filter.firma && !contains(contact.firma, filter.firma)) return false
    if (filter.adresse && !contains(contact.addresse, filter.adresse)) return false
    if (filter.plz && !contact.postleitzahl.startsWith(filter.plz)) return false
    if (filter.ort && !contains(contact.ort, filter.ort)) return false
    if (isTrue(filter.default_empfaenger) && !row.default_empfaenger) return false
    if (isTrue(filter.default_absender) && !row.default_absender) return false
    if (isTrue(filter.default_rechnungsadresse) && !row.default_rechnungsadresse) return false
    if (isTrue(filter.ist_rechnungsadresse) && !row.istRechnungsadresse) return false
    return true
  })
}

function sortAddresses(
  rows: AddressRecord[],
  sorting: { field: string; direction: 'asc' | 'desc' },
): AddressRecord[] {
  const key = (row: AddressRecord) =>
    sorting.field === 'id'
      ? row.kontaktadresse.id
      : sorting.field === 'plz'
        ? row.kontaktadresse.postleitzahl
        : sorting.field === 'adresse'
          ? row.kontaktadresse.addresse
          : row.kontaktadresse[sorting.field as 'firma' | 'ort' | 'kontakt']
  return sortRows(
    rows.map((row) => ({ id: row.kontaktadresse.id, row })),
    (entry) => key(entry.row),
    sorting.direction,
  ).map((entry) => entry.row)
}

export function addressRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store } = deps

  // The sorted lists of the last few queries, until the table changes: at scale 100 a sort of
  // 100,000 rows per page request made the mirror's hundred pages cost the server half a minute.
  const sortedLists = new Map<string, AddressRecord[]>()
  const KEPT_LISTS = 8

  routes.get('/addresses', (c) => {
    const query = parseListQuery(new URL(c.req.url), SORT_FIELDS)
    const sorting = query.sorting ?? { field: 'id', direction: 'desc' as const }
    const owner = c.get('user').username
    const memo = JSON.stringify([owner, store.addresses.version, sorting, query.filter])
    let sorted = sortedLists.get(memo)
    if (!sorted) {
      sorted = sortAddresses(filterAddresses(store.addresses.of(owner), query.filter), sorting)
      if (sortedLists.size >= KEPT_LISTS) sortedLists.delete(sortedLists.keys().next().value ?? '')
      sortedLists.set(memo, sorted)
    }
    const result = page(sorted, query)
    return c.json({ pagination: result.pagination, data: result.data.map(addressView) })
  })

  const ownAddress = (owner: string, raw: string): AddressRecord => {
    const id = Number(raw)
    const row = Number.isInteger(id) ? store.addresses.getOwned(owner, id) : undefined
    if (!row) throw notFound('Address', raw)
    return row
  }

  routes.get('/address/:id', (c) =>
    c.json(addressView(ownAddress(c.get('user').username, c.req.param('id')))),
  )

  const save = (
    owner: string,
    body: AddressSaveInput,
    existing: AddressRecord | undefined,
  ): AddressRecord => {
    const user = store.users.get(owner)
    const organization = user?.organization
    const isBilling = body.ist_rechnungsadresse || body.default_rechnungsadresse
    const billingOnly = isBilling && !body.default_absender && !body.default_empfaenger
    if (existing?.readonly && body.kontaktadresse.anrede !== existing.kontaktadresse.anrede) {
      throw new HttpError(
        422,
        'Invalid value for field "kontaktadresse.anrede": a readonly address keeps its type',
        {
          field: 'kontaktadresse.anrede',
        },
      )
    }
    if (organization && !organization.select_or_create_invoice_address_allowed) {
      // A standard billing address is a billing address, whichever of the two flags says so.
      const wasBilling = (existing?.istRechnungsadresse || existing?.default_rechnungsadresse) ?? false
      if (isBilling !== wasBilling && !existing?.default_rechnungsadresse) {
        throw new HttpError(403, 'Your organisation may not create or select invoice addresses', {
          field: 'ist_rechnungsadresse',
        })
      }
    }
    const contact = resolveLocation(
      store,
      {
        id: existing?.kontaktadresse.id ?? 0,
        firma: body.kontaktadresse.firma,
        kontakt: body.kontaktadresse.kontakt ?? '',
        addresse: body.kontaktadresse.addresse,
        postleitzahl: body.kontaktadresse.postleitzahl ?? '',
        ort: body.kontaktadresse.ort ?? '',
        phone: body.kontaktadresse.phone ?? '',
        anrede: body.kontaktadresse.anrede,
        plz: body.kontaktadresse.plz ?? null,
      },
      billingOnly,
      'kontaktadresse',
    )
    if (organization && !organization.change_default_invoice_address_allowed) {
      const wasDefault = existing?.default_rechnungsadresse ?? false
      if (
        body.default_rechnungsadresse !== wasDefault ||
        (wasDefault && existing && contactChanged(existing.kontaktadresse, contact))
      ) {
        throw new HttpError(403, 'Your organisation may not change the standard invoice address', {
          field: 'default_rechnungsadresse',
        })
      }
    }
    const row: AddressRecord = {
      owner,
      kontaktadresse: { ...contact, id: existing?.kontaktadresse.id ?? store.allocate('address') },
      default_absender: body.default_absender,
      default_empfaenger: body.default_empfaenger,
      default_rechnungsadresse: body.default_rechnungsadresse,
      // A standard billing address is always a billing address (spec section 4, address form).
      istRechnungsadresse: body.ist_rechnungsadresse || body.default_rechnungsadresse,
      readonly: existing?.readonly ?? false,
    }
    saveWithUniqueDefaults(store, row)
    return row
  }

  routes.post('/address', async (c) => {
    const body = await parseBody(c, AddressSave)
    return c.json(addressView(save(c.get('user').username, body, undefined)), 201)
  })

  routes.post('/address/:id', async (c) => {
    const owner = c.get('user').username
    const existing = ownAddress(owner, c.req.param('id'))
    const body = await parseBody(c, AddressSave)
    if (body.kontaktadresse.id != null && body.kontaktadresse.id !== existing.kontaktadresse.id) {
      throw new HttpError(
        422,
        'Invalid value for field "kontaktadresse.id": it does not match the address in the path',
        {
          field: 'kontaktadresse.id',
        },
      )
    }
    return c.json(addressView(save(owner, body, existing)))
  })

  return routes
}

/** Compares the stored contact with the resolved new one: its type and every field (spec section 6). */
function contactChanged(before: ContactAddress, after: ContactAddress): boolean {
  const fields = ['firma', 'kontakt', 'addresse', 'postleitzahl', 'ort', 'phone', 'anrede', 'plz'] as const
  return fields.some((field) => before[field] !== after[field])
}
