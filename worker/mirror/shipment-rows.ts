import type { ShipmentRow } from '#db/rows'
import type { ShipmentListItem } from '#domain/entities/shipment'

type StoredItem = ShipmentRow['item']

/** IndexedDB keeps structured-clone data: the Temporal.Instant becomes its ISO string (rows.ts). */
export function toStoredItem(item: ShipmentListItem): StoredItem {
  return { ...item, delivered: item.delivered?.toString() ?? null }
}

export function toShipmentRow(
  account: string,
  list: ShipmentRow['list'],
  item: ShipmentListItem,
): ShipmentRow {
  return { account, key: item.key, list, item: toStoredItem(item), detail: null, pendingSeq: null }
}

/**
 * A list refresh does not fetch details, so a detail opened before is kept for offline reading, with
 * the list's newer fields laid over it so the two never disagree on state, stops or delivery.
 */
export function keepDetail(incoming: ShipmentRow, existing: ShipmentRow): ShipmentRow {
  if (!existing.detail) return incoming
  return { ...incoming, detail: { ...existing.detail, ...incoming.item } }
}

export const shipmentKeyOf = (row: ShipmentRow): [string, number] => [row.account, row.key]
/** A shipment among the account's rows (a diff's idOf). */
export const shipmentIdOf = (row: ShipmentRow) => row.key
