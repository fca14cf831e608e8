import { Temporal } from 'temporal-polyfill'
import { charMaskOf } from '#domain/char-mask'
import type { SortDirection } from '#domain/entities/basics'
import type { ShipmentListItem } from '#domain/entities/shipment'
import { type Comparable, sortByValue } from '#domain/sort-by-value'
import { ZURICH } from '#domain/zurich-time'
import type { ShipmentQueryFilter } from './shipment-filter'
import { shipmentFilterTest } from './shipment-filter-match'

/** A list row as the replica keeps it: the delivery instant as its ISO string. */
export type StoredListItem = Omit<ShipmentListItem, 'delivered'> & { delivered: string | null }

export type ShipmentSortField =
  | 'default'
  | 'empfangsdatum'
  | 'status'
  | 'reference'
  | 'sender'
  | 'receiver'
  | 'visier_datum'
export interface ShipmentSorting {
  field: ShipmentSortField
  direction: SortDirection
}

/** Spec sections 2 and 9. */
export const ACTIVE_DEFAULT_SORTING: ShipmentSorting = { field: 'default', direction: 'desc' }
export const ARCHIVE_DEFAULT_SORTING: ShipmentSorting = { field: 'visier_datum', direction: 'desc' }
export const ACTIVE_SORT_FIELDS = ['empfangsdatum', 'status'] as const
export const ARCHIVE_SORT_FIELDS = ['reference', 'sender', 'receiver', 'visier_datum'] as const

/** The Zurich day of an ISO date-time ('YYYY-MM-DD'); null when it cannot be read. */
function zurichDay(iso: string): string | null {
  try {
    return Temporal.Instant.from(iso).toZonedDateTimeISO(ZURICH).toPlainDate().toString()
  } catch {
    return null
  }
}

export interface Indexed {
  item: StoredListItem
  day: string | null
  senders: string[]
  receivers: string[]
  /** charMask of the senders and of the receivers: most rows are ruled out by a number. */
  senderChars: number
  receiverChars: number
}

/**
 * Rows prepared once for filtering: the day a row belongs to (delivery for the archive, pickup
 * otherwise, as the server does) and lower-cased stop names, so each keystroke only compares strings.
 */
export function indexShipments(items: readonly StoredListItem[], list: 'active' | 'archive'): Indexed[] {
  return items.map((item) => indexShipment(item, list))
}

export function indexShipment(item: StoredListItem, list: 'active' | 'archive'): Indexed {
  const senders = item.from.map((stop) => `${stop.name} ${stop.contact}`.toLowerCase())
  const receivers = item.to.map((stop) => `${stop.name} ${stop.contact}`.toLowerCase())
  return {
    item,
    day: zurichDay(dayInstant(item, list)),
    senders,
    receivers,
    senderChars: charMaskOf(senders),
    receiverChars: charMaskOf(receivers),
  }
}

const dayInstant = (item: StoredListItem, list: 'active' | 'archive') =>
  list === 'archive' && item.delivered ? item.delivered : item.start

/** What indexShipment prepares a row from: a row read again with the same keeps its entry. */
export function shipmentIndexSource(item: StoredListItem, list: 'active' | 'archive'): string {
  const stops = (stop: StoredListItem['from'][number]) => `${stop.name}\u0002${stop.contact}`
  return `${dayInstant(item, list)}\u0001${item.from.map(stops).join('\u0003')}\u0001${item.to.map(stops).join('\u0003')}`
}

const PREFIX_FIELDS = new Set(['senderZip', 'receiverZip'])

/**
 * Whether every row `next` finds, `previous` found too (typing on in a text field): then `next`
 * needs to look only at `previous`'s matches. Text is compared as typed (the number search also
 * reads the key's digits as they are); zips by prefix; every other key must stay as it was.
 */
export function filterNarrows(previous: ShipmentQueryFilter, next: ShipmentQueryFilter): boolean {
  for (const [key, before] of Object.entries(previous) as [keyof ShipmentQueryFilter, unknown][]) {
    if (before === undefined) continue
    const after = next[key]
    if (after === undefined) return false
    if (
      typeof before !== 'string' ||
      typeof after !== 'string' ||
      key === 'state' ||
      key === 'from' ||
      key === 'to'
    ) {
      if (after !== before) return false
    } else if (PREFIX_FIELDS.has(key) ? !after.startsWith(before) : !after.includes(before)) return false
  }
  return true
}

function sortValue(
  field: ShipmentSortField,
  list: 'active' | 'archive',
): (item: StoredListItem) => Comparable {
  switch (field) {
    case 'status':
      return (item) => (item.cancelled ? -1 : item.state)
    case 'reference':
      return (item) => item.reference
    case 'sender':
      return (item) => item.from[0]?.name ?? null
    case 'receiver':
      return (item) => item.to[0]?.name ?? null
    case 'visier_datum':
      return (item) => (item.delivered ? Date.parse(item.delivered) : null)
    default:
      if (field === 'default' && list === 'archive') return sortValue('visier_datum', list)
      return (item) => Date.parse(item.start)
  }
}

/** The server's order: missing values last, ties by key, both in the chosen direction. */
export function sortShipments<T extends { item: StoredListItem }>(
  entries: readonly T[],
  sorting: ShipmentSorting,
  list: 'active' | 'archive',
): T[] {
  const value = sortValue(sorting.field, list)
  return sortByValue(
    entries,
    (entry) => value(entry.item),
    (entry) => entry.item.key,
    sorting.direction,
  )
}

/** Filter and sort rows on this device; answers the items in list order. */
export function queryShipments(
  items: readonly StoredListItem[],
  filter: ShipmentQueryFilter,
  sorting: ShipmentSorting,
  list: 'active' | 'archive',
): StoredListItem[] {
  const indexed = indexShipments(items, list).filter(shipmentFilterTest(filter))
  return sortShipments(indexed, sorting, list).map((entry) => entry.item)
}
