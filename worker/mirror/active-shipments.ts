import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'
import { fetchAll } from './fetch-all'
import { keepDetail, shipmentKeyOf, toShipmentRow } from './shipment-rows'

/**
 * The whole active list (a few dozen rows). A shipment that left it is deleted here; once archived it
 * comes back through the archive page that shows it.
 */
export async function mirrorActiveShipments(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const items = await fetchAll((offset, count) =>
    api.shipments.listActive({ offset, count, sorting: { field: 'id', direction: 'asc' } }, { signal }),
  )
  const rows = items.map((item) => toShipmentRow(account, 'active', item))
  return commitScope(context, 'activeShipments', [db.shipments], () =>
    diffApply(tableRows(db.shipments), {
      account,
      rows,
      keyOf: shipmentKeyOf,
      scopeFilter: (row) => row.list === 'active',
      merge: keepDetail,
    }),
  )
}
