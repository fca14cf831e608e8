import { useEffect, useMemo, useState } from 'react'
import { useAddresses } from '#db/queries/addresses'
import { usePaletteUsage } from '#db/queries/palette-usage'
import { useShipmentList } from '#db/queries/shipments'
import { useStandingOrders } from '#db/queries/standing-orders'
import type { AccountId } from '#db/rows'
import type { Locale } from '#i18n/locales'
import { useCommandEntries } from './command-entries'
import {
  buildPaletteIndex,
  buildPaletteIndexInSlices,
  type PaletteIndex,
  type UsageMap,
} from './palette-index'
import { recordEntries, reorderCandidates } from './record-entries'

export interface PaletteIndexes {
  /** The screens and actions, then the replica's records (once read). */
  indexes: readonly PaletteIndex[]
  /** True while the records are first read and indexed: results then hold screens and actions only. */
  loading: boolean
  usage: UsageMap
}

/**
 * The last records index built, per account: a palette opened again searches it at once while the
 * replica is read anew behind it (and a rebuild reuses its folded words). Gone with the page.
 */
let lastBuilt: { account: AccountId; index: PaletteIndex } | null = null

const NO_USAGE: UsageMap = new Map()

/**
 * The palette's indexes while it is open: the replica's addresses, standing orders and shipments
 * (active, and every archived one kept) as live queries, so a row the sync worker writes while the
 * palette is open is found at once; the index is rebuilt in slices behind the open palette.
 */
export function usePaletteIndexes(account: AccountId, locale: Locale, online: boolean): PaletteIndexes {
  const addresses = useAddresses(account)
  const standingOrders = useStandingOrders(account)
  const active = useShipmentList(account, 'active')
  const archive = useShipmentList(account, 'archive')
  const usage = usePaletteUsage(account) ?? NO_USAGE
  const reorder = useMemo(() => reorderCandidates(archive ?? []), [archive])
  const commandEntries = useCommandEntries({ locale, online, reorder })
  const commands = useMemo(() => buildPaletteIndex(commandEntries), [commandEntries])
  const [records, setRecords] = useState(() => (lastBuilt?.account === account ? lastBuilt.index : null))

  useEffect(() => {
    if (!addresses || !standingOrders || !active || !archive) return
    const abort = new AbortController()
    const previous = lastBuilt?.account === account ? lastBuilt.index : undefined
    const entries = recordEntries({ addresses, standingOrders, active, archive })
    void buildPaletteIndexInSlices(entries, previous, abort.signal).then((index) => {
      if (!index) return
      lastBuilt = { account, index }
      setRecords(index)
    })
    return () => abort.abort()
  }, [account, addresses, standingOrders, active, archive])

  const indexes = useMemo(() => (records ? [commands, records] : [commands]), [commands, records])
  return { indexes, loading: records === null, usage }
}
