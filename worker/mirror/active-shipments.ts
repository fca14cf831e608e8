import type { NotificationRow } from '#db/rows'
import {
  noticeActiveChanges,
  notificationTables,
  settleDepartedShipments,
} from '#worker/notifications/watch-active'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'
import { fetchAll } from './fetch-all'
import { keepDetail, shipmentIdOf, shipmentKeyOf, toShipmentRow } from './shipment-rows'

/**
 * The whole active list (a few dozen rows). A shipment that left it is deleted here; once archived it
 * comes back through the archive page that shows it. The same transaction stores the status changes
 * it saw as notifications (worker/notifications/), and afterwards what became of shipments that left.
 */
export async function mirrorActiveShipments(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const items = await fetchAll((offset, count) =>
    api.shipments.listActive({ offset, count, sorting: { field: 'id', direction: 'asc' } }, { signal }),
  )
  const rows = items.map((item) => toShipmentRow(account, 'active', item))
  let noticed: NotificationRow[] = []
  const result = await commitScope(
    context,
    'activeShipments',
    [db.shipments, ...notificationTables(context)],
    async () => {
      noticed = await noticeActiveChanges(context, rows)
      return diffApply(tableRows(db.shipments), {
        account,
        rows,
        keyOf: shipmentKeyOf,
        idOf: shipmentIdOf,
        scopeFilter: (row) => row.list === 'active',
        merge: keepDetail,
      })
    },
  )
  // The list is stored whatever the lookups of departed shipments meet (offline, a logout).
  const settled = await settleDepartedShipments(context).catch((): NotificationRow[] => [])
  const told = [...noticed, ...settled]
  if (told.length > 0) context.notify?.(told)
  return result
}
