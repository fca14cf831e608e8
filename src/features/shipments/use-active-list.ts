import { useMemo } from 'react'
import { useShipmentList } from '#db/queries/shipments'
import type { AccountId, ShipmentRow } from '#db/rows'
import { offsetOf } from '#domain/pagination'
import type { ShipmentQueryFilter } from '#domain/shipments/shipment-filter'
import { shipmentFilterTest } from '#domain/shipments/shipment-filter-match'
import {
  indexShipments,
  type ShipmentSorting,
  type StoredListItem,
  sortShipments,
} from '#domain/shipments/shipment-query'

export interface ListView {
  loading: boolean
  total: number
  rows: StoredListItem[]
  pendingKeys: Set<number>
}

/**
 * Active shipments are mirrored in full, so filter, sort and paging run on this device, with the
 * server's semantics (#domain/shipments/shipment-query), live across tabs.
 */
export function useActiveList(
  account: AccountId,
  filter: ShipmentQueryFilter,
  sorting: ShipmentSorting,
  page: number,
  perPage: number,
): ListView {
  const rows = useShipmentList(account, 'active')
  const index = useMemo(
    () =>
      indexShipments(
        (rows ?? []).map((row: ShipmentRow) => row.item),
        'active',
      ),
    [rows],
  )
  const pendingKeys = useMemo(
    () => new Set((rows ?? []).filter((row) => row.pendingSeq !== null).map((row) => row.key)),
    [rows],
  )
  const sorted = useMemo(
    () => sortShipments(index.filter(shipmentFilterTest(filter)), sorting, 'active'),
    [index, filter, sorting],
  )
  return useMemo(() => {
    if (!rows) return { loading: true, total: 0, rows: [], pendingKeys }
    const start = offsetOf(page, perPage)
    return {
      loading: false,
      total: sorted.length,
      rows: sorted.slice(start, start + perPage).map((entry) => entry.item),
      pendingKeys,
    }
  }, [rows, sorted, page, perPage, pendingKeys])
}
