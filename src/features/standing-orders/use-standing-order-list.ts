import { useMemo } from 'react'
import { useStandingOrders } from '#db/queries/standing-orders'
import type { AccountId, StandingOrderRow } from '#db/rows'
import { offsetOf } from '#domain/pagination'
import {
  queryStandingOrders,
  type StandingOrderQueryFilter,
  type StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'

export interface StandingOrderListView {
  loading: boolean
  /** How many orders the filter finds. */
  total: number
  /** How many the device holds, filter or not: none means never loaded here. */
  stored: number
  rows: StandingOrderRow[]
}

/**
 * The sync worker mirrors every standing order, so filter, sort and paging run on this device with
 * the server's semantics (#domain/standing-orders/standing-order-query): each change of them is a
 * new query of the replica, live across tabs, and works offline.
 */
export function useStandingOrderList(
  account: AccountId,
  filter: StandingOrderQueryFilter,
  sorting: StandingOrderSorting,
  page: number,
  perPage: number,
): StandingOrderListView {
  const stored = useStandingOrders(account)
  const sorted = useMemo(() => {
    if (!stored) return null
    const byKey = new Map(stored.map((row) => [row.key, row]))
    return queryStandingOrders(
      stored.map((row) => row.order),
      filter,
      sorting,
    ).flatMap((order) => byKey.get(order.key) ?? [])
  }, [stored, filter, sorting])
  return useMemo(() => {
    if (!sorted) return { loading: true, total: 0, stored: 0, rows: [] }
    const start = offsetOf(page, perPage)
    return {
      loading: false,
      total: sorted.length,
      stored: stored?.length ?? 0,
      rows: sorted.slice(start, start + perPage),
    }
  }, [sorted, stored, page, perPage])
}
