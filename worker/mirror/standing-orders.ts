import type { StandingOrderRow } from '#db/rows'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'
import { fetchAll } from './fetch-all'
import { keepLocalName } from './standing-order-names'

export async function mirrorStandingOrders(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const orders = await fetchAll((offset, count) =>
    api.standingOrders.list({ offset, count, sorting: { field: 'id', direction: 'asc' } }, { signal }),
  )
  const rows: StandingOrderRow[] = orders.map((order) => ({
    account,
    key: order.key,
    order,
    pendingSeq: null,
  }))
  return commitScope(context, 'standingOrders', [db.standingOrders], () =>
    diffApply(tableRows(db.standingOrders), {
      account,
      rows,
      keyOf: (row): [string, number] => [row.account, row.key],
      idOf: (row) => row.key,
      merge: keepLocalName,
    }),
  )
}
