import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useArchivePage, useArchivePageKeys } from '#db/queries/archive-pages'
import { useShipmentList } from '#db/queries/shipments'
import type { ShipmentRow } from '#db/rows'
import { offsetOf } from '#domain/pagination'
import { createNarrowingFilter, type RowIndexSpec } from '#domain/row-index'
import { shipmentFilterTest, shipmentMasks } from '#domain/shipments/shipment-filter-match'
import {
  filterNarrows,
  type Indexed,
  indexShipment,
  type StoredListItem,
  shipmentIndexSource,
  sortShipments,
} from '#domain/shipments/shipment-query'
import { useRowIndex } from '#ui/use-row-index'
import { archiveQueryKey } from '#worker/contract'
import type { ArchiveQuery } from './shipments-api'
import { useShipmentsApi } from './shipments-api'

export interface ArchiveListView {
  /** 'page': the server's page (kept or fresh); 'partial': rows kept on this device; 'loading'. */
  source: 'page' | 'partial' | 'loading'
  total: number
  rows: StoredListItem[]
  /** When the page shown was fetched (ISO), for "data as of". */
  fetchedAt: string | null
  /**
   * 1-based numbers of the pages kept on this device for this filter, sorting and page size; null
   * until the device's kept pages are read (not "none kept", which the offline notice would say).
   */
  keptPages: number[] | null
  /** The last refresh failed: offline, or the server's answer could not be used. */
  failure: 'offline' | 'error' | null
}

/** A query's key without its offset: pages of the same list share it. */
function listKey(key: string): { list: string; offset: number } {
  const params = new URLSearchParams(key)
  const offset = Number(params.get('offset') ?? 0)
  params.delete('offset')
  return { list: params.toString(), offset }
}

/** The kept archived rows prepared for the offline filter, each row's Zurich day worked out once. */
const KEPT_ARCHIVE_INDEX: RowIndexSpec<ShipmentRow, Indexed> = {
  keyOf: (row) => row.key,
  sourceOf: (row) => shipmentIndexSource(row.item, 'archive'),
  prepare: (row) => indexShipment(row.item, 'archive'),
  refresh: (entry, row) => ({ ...entry, item: row.item }),
}

/**
 * One archive page: the replica's copy at once, refreshed by the sync worker. When the page was
 * never kept and the refresh cannot be had, the rows kept on this device are filtered and sorted
 * here instead, and marked partial.
 */
export function useArchiveList(query: ArchiveQuery): ArchiveListView {
  const api = useShipmentsApi()
  const key = archiveQueryKey(query)
  const read = useArchivePage(api.account, key)
  // While the new query is being read, the live query still answers the previous page: never show
  // (or let the user select in) rows of another page under this page's numbers.
  const page = read && read.queryKey === key ? read : read === null ? null : undefined
  const pageKeys = useArchivePageKeys(api.account)
  const kept = useShipmentList(api.account, 'archive')
  const status = useSyncExternalStore(api.subscribeSync, api.syncStatus)

  // Leaving the page (or the archive) hands the polls back to the default page: a desk's tabs that
  // once showed different pages would otherwise each keep theirs polled all day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    api.refreshArchive(query)
    return () => api.releaseArchive()
  }, [api, key])

  const failure =
    status?.type === 'offline' || (typeof navigator !== 'undefined' && !navigator.onLine)
      ? 'offline'
      : status?.type === 'error' && status.scope === 'archive'
        ? 'error'
        : null

  const keptPages = useMemo(() => {
    if (pageKeys === undefined) return null
    const own = listKey(key)
    return pageKeys
      .map(listKey)
      .filter((other) => other.list === own.list)
      .map((other) => Math.floor(other.offset / query.count) + 1)
      .sort((a, b) => a - b)
  }, [pageKeys, key, query.count])

  // Indexed once per change of the kept rows, not per filter keystroke (their Zurich days cost the
  // most), in slices (50,000 kept rows), and only while the partial view may be needed. Sorted once
  // per sorting, so a keystroke filters rows already in order; typing on narrows the last matches.
  const fallback = failure !== null
  const index = useRowIndex(fallback ? kept : undefined, KEPT_ARCHIVE_INDEX)
  const sorted = useMemo(() => {
    if (!index) return null
    const rows = sortShipments(index.entries, query.sorting, 'archive')
    // Their character masks side by side now, not on the first keystroke.
    shipmentMasks(rows)
    return rows
  }, [index, query.sorting])
  const [search] = useState(() => createNarrowingFilter(shipmentFilterTest, filterNarrows))
  const partial = useMemo(() => {
    if (page || !fallback || !sorted) return null
    const all = search(sorted, query.filter)
    const start = offsetOf(query.offset / query.count, query.count)
    return { total: all.length, rows: all.slice(start, start + query.count).map((entry) => entry.item) }
  }, [page, fallback, sorted, search, query])

  if (page) {
    return {
      source: 'page',
      total: page.total,
      rows: page.shipments.map((row) => row.item),
      fetchedAt: page.fetchedAt,
      keptPages,
      failure,
    }
  }
  if (partial) return { source: 'partial', ...partial, fetchedAt: null, keptPages, failure }
  return { source: 'loading', total: 0, rows: [], fetchedAt: null, keptPages, failure }
}
