import { useEffect, useMemo, useState } from 'react'
import { useAddresses } from '#db/queries/addresses'
import { usePaletteUsage } from '#db/queries/palette-usage'
import { useShipmentList } from '#db/queries/shipments'
import { useStandingOrders } from '#db/queries/standing-orders'
import type { AccountId, ShipmentRow } from '#db/rows'
import type { Locale } from '#i18n/locales'
import { useCommandEntries } from './command-entries'
import { useKeptArchive } from './kept-archive'
import { buildPaletteIndex, buildPaletteIndexInSlices, type PaletteIndex } from './palette-index'
import type { UsageMap } from './palette-search'
import { recordEntries } from './record-entries'

export interface PaletteIndexes {
  /** The screens and actions, then the replica's records (once read). */
  indexes: readonly PaletteIndex[]
  /** True while the records are first read and indexed: results then hold what is read so far. */
  loading: boolean
  usage: UsageMap
}

/**
 * The last records index built, per account: a palette opened again searches it at once while the
 * replica is read anew behind it (and a rebuild reuses its folded words). Gone with the page.
 */
let lastBuilt: { account: AccountId; index: PaletteIndex } | null = null

const NO_USAGE: UsageMap = new Map()
const NO_ROWS: readonly ShipmentRow[] = []

/**
 * The palette's indexes while it is open: the replica's addresses, standing orders and active
 * shipments as live queries, so a row the sync worker writes while the palette is open is found at
 * once (the index is rebuilt in slices behind the open palette); and every kept archived shipment,
 * read apart (kept-archive.ts).
 */
export function usePaletteIndexes(account: AccountId, locale: Locale, online: boolean): PaletteIndexes {
  const addresses = useAddresses(account)
  const standingOrders = useStandingOrders(account)
  const active = useShipmentList(account, 'active')
  const archive = useKeptArchive(account)
  const usage = usePaletteUsage(account) ?? NO_USAGE
  const reorder = archive?.reorder ?? NO_ROWS
  const commandEntries = useCommandEntries({ locale, online, reorder })
  const commands = useMemo(() => buildPaletteIndex(commandEntries), [commandEntries])
  const [records, setRecords] = useState(() => (lastBuilt?.account === account ? lastBuilt.index : null))

  useEffect(() => {
    if (!addresses || !standingOrders || !active) return
    // Marks for the benchmark (tests/benchmarks/palette.ts): the records read, then indexed.
    performance.mark('palette:records-read')
    const abort = new AbortController()
    const previous = lastBuilt?.account === account ? lastBuilt.index : undefined
    const entries = recordEntries({ addresses, standingOrders, active })
    void buildPaletteIndexInSlices(entries, previous, abort.signal).then((index) => {
      if (!index) return
      performance.mark('palette:records-indexed')
      lastBuilt = { account, index }
      setRecords(index)
    })
    return () => abort.abort()
  }, [account, addresses, standingOrders, active])

  const indexes = useMemo(
    () => [commands, ...(records ? [records] : []), ...(archive ? [archive.index] : [])],
    [commands, records, archive],
  )
  return { indexes, loading: records === null || archive === null, usage }
}
