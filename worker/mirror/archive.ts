import type { ShipmentListQuery } from '#api/list-query'
import type { ArchivePageRow, NotificationRow } from '#db/rows'
import { isoAt } from '#worker/clock'
import { archiveQueryKey } from '#worker/contract'
import { notificationTables, settleDepartedShipments } from '#worker/notifications/watch-active'
import { noticeArchivedDepartures } from '#worker/notifications/watch-archive'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'
import { keepDetail, shipmentIdOf, shipmentKeyOf, toShipmentRow } from './shipment-rows'

/** Archive pages kept per account: enough for the pages a user pages and filters through offline. */
export const MAX_ARCHIVE_PAGES = 50

export interface ArchiveMirrorResult extends DiffApplyResult {
  queryKey: string
}

/**
 * One archive query's page: its rows, and its entry in archivePages (keys in server order and the
 * total), so a page seen before renders offline in the same order. Archived rows are shared between
 * pages: one is deleted only when no kept page lists it any more.
 */
export async function mirrorArchivePage(
  context: MirrorContext,
  query: ShipmentListQuery,
): Promise<ArchiveMirrorResult> {
  const { api, db, account, signal } = context
  const page = await api.shipments.listArchive(query, { signal })
  const queryKey = archiveQueryKey(query)
  const rows = page.items.map((item) => toShipmentRow(account, 'archive', item))
  const entry: ArchivePageRow = {
    account,
    queryKey,
    keys: rows.map((row) => row.key),
    total: page.total,
    fetchedAt: isoAt(context.now),
  }

  let handedOver = 0
  const result = await commitScope(
    context,
    'archive',
    [db.shipments, db.archivePages, ...notificationTables(context)],
    async () => {
      handedOver = await noticeArchivedDepartures(context, rows)
      await db.archivePages.put(entry)
      const kept = await keepNewestPages(context)
      const elsewhere = new Set(
        kept.filter((other) => other.queryKey !== queryKey).flatMap((other) => other.keys),
      )
      const result = await diffApply(tableRows(db.shipments), {
        account,
        rows,
        keyOf: shipmentKeyOf,
        idOf: shipmentIdOf,
        scopeFilter: (row) => row.list === 'archive' && !elsewhere.has(row.key),
        merge: keepDetail,
      })
      return { ...result, queryKey }
    },
  )
  // A shipment this page took over from the active list is told now, from its archive row. Only
  // then: a settle may ask the server about other departed shipments, and pages are many.
  if (handedOver > 0) {
    const settled = await settleDepartedShipments(context).catch((): NotificationRow[] => [])
    if (settled.length > 0) context.notify?.(settled)
  }
  return result
}

/** Drops the account's oldest pages beyond the limit; answers the pages that stay. */
async function keepNewestPages({ db, account }: MirrorContext): Promise<ArchivePageRow[]> {
  const pages = await db.archivePages.where('account').equals(account).toArray()
  pages.sort((a, b) => b.fetchedAt.localeCompare(a.fetchedAt))
  const dropped = pages.slice(MAX_ARCHIVE_PAGES)
  if (dropped.length > 0)
    await db.archivePages.bulkDelete(dropped.map((page) => [page.account, page.queryKey]))
  return pages.slice(0, MAX_ARCHIVE_PAGES)
}
