import { useEffect, useSyncExternalStore } from 'react'
import { getArchivePagesVersion, useArchivePagesVersion } from '#db/queries/archive-pages'
import { getShipmentsAfter } from '#db/queries/shipments'
import type { AccountId, ShipmentRow } from '#db/rows'
import { finishInSlices, IndexBuilder, type PaletteIndex } from './palette-index'
import { ReorderCandidates, shipmentEntry } from './record-entries'

/** Rows read per page: a few tens of milliseconds each, so the page stays responsive meanwhile. */
const READ_PAGE = 500

export interface KeptArchive {
  index: PaletteIndex
  /** The newest archived shipments that can be re-ordered. */
  reorder: readonly ShipmentRow[]
}

interface State {
  account: AccountId
  /** The archive pages' version the index was read at (or is being read at). */
  version: string | null
  kept: KeptArchive | null
  reading: AbortController | null
}

/**
 * The kept archived shipments as a palette index, one per page load, for the signed-in account.
 *
 * Why apart from the live queries: at 50,000 rows, one read of them takes seconds in Chromium
 * (structured clone on the page's thread), and a live query would read them all again on every
 * change. Here they are read a page at a time at idle after login (or when the palette first opens),
 * indexed as they come, and read again only when an archive page was fetched since: archived rows
 * come and go only with a page (worker/mirror/archive.ts). The old index answers meanwhile.
 */
let state: State | null = null
const listeners = new Set<() => void>()

function publish() {
  for (const listener of listeners) listener()
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function readKeptArchive(account: AccountId, previous: PaletteIndex | undefined, signal: AbortSignal) {
  const builder = new IndexBuilder(previous)
  const reorder = new ReorderCandidates()
  let after = Number.NEGATIVE_INFINITY
  for (;;) {
    const rows = await getShipmentsAfter(account, after, READ_PAGE)
    if (signal.aborted) return null
    for (const row of rows) {
      if (row.list !== 'archive') continue
      builder.add(shipmentEntry(row))
      reorder.consider(row)
    }
    const last = rows.at(-1)
    if (!last || rows.length < READ_PAGE) break
    after = last.key
    await nextTask()
  }
  const index = await finishInSlices(builder, signal)
  return index ? { index, reorder: reorder.rows } : null
}

/**
 * Reads the account's kept archive into the index unless it is read (or being read) at `version`
 * already; a newer version stops an older read.
 */
export function refreshKeptArchive(account: AccountId, version: string) {
  if (state && state.account !== account) {
    state.reading?.abort()
    state = null
  }
  if (state && state.version === version) return
  state?.reading?.abort()
  const reading = new AbortController()
  const previous = state?.kept ?? null
  state = { account, version, kept: previous, reading }
  const current = state
  void readKeptArchive(account, previous?.index, reading.signal)
    .then((kept) => {
      if (!kept || state !== current) return
      current.kept = kept
      current.reading = null
      performance.mark('palette:archive-indexed')
      publish()
    })
    .catch(() => {
      // An unreadable replica: the palette goes on with what it has, and reads again on the next change.
      if (state === current) {
        current.version = null
        current.reading = null
      }
    })
}

/** The idle start after login: the kept archive read at its current version, once. */
export async function prefetchKeptArchive(account: AccountId) {
  refreshKeptArchive(account, await getArchivePagesVersion(account))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The account's kept archive while a palette is open (null until first read), read again on change. */
export function useKeptArchive(account: AccountId): KeptArchive | null {
  const version = useArchivePagesVersion(account)
  useEffect(() => {
    if (version !== undefined) refreshKeptArchive(account, version)
  }, [account, version])
  return useSyncExternalStore(subscribe, () => (state?.account === account ? state.kept : null))
}
