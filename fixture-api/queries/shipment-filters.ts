import { HttpError } from '#fixture-api/http/errors'
import { type Comparable, contains, type ListQuery, orderList, sortRows } from '#fixture-api/http/list-query'
import type { ShipmentRecord, StopRecord } from '#fixture-api/model'
import { isoAt } from '#fixture-api/zurich-clock'
import { parseDate } from '#fixture-api/zurich-time'

export const SHIPMENT_FILTER_KEYS = [
  'transportTypeId',
  'from',
  'to',
  'sender',
  'senderZip',
  'senderLocation',
  'receiver',
  'receiverZip',
  'receiverLocation',
  'orderNumber',
  'state',
  'reference',
  'orderList',
] as const

/** Sortable fields of spec section 2 (active: empfangsdatum, status; archive: reference, sender, receiver, visier_datum). */
export const SHIPMENT_SORT_FIELDS = [
  'default',
  'empfangsdatum',
  'status',
  'reference',
  'sender',
  'receiver',
  'visier_datum',
  'id',
] as const

// Native Date parsing and the fast Zurich clock: these run once per row on 50,000-row benchmark lists.
function zurichDate(iso: string): string {
  return isoAt(Date.parse(iso)).slice(0, 10)
}

/** The day a row belongs to: delivery for the archive (pickup when cancelled), pickup for active ones. */
/** YYYY-MM-DD in Zurich. */
export function shipmentDay(row: ShipmentRecord): string {
  return zurichDate(row.list === 'archive' && row.visier_datetime ? row.visier_datetime : row.start)
}

function dateFilter(filter: Record<string, string>, key: 'from' | 'to'): string | undefined {
  const raw = filter[key]
  if (raw === undefined) return undefined
  const date = parseDate(raw)
  if (!date)
    throw new HttpError(400, `filter[${key}] must be a date (YYYY-MM-DD or DD.MM.YYYY)`, {
      field: `filter[${key}]`,
    })
  return date.toString()
}

function matchesState(row: ShipmentRecord, wanted: string): boolean {
  switch (wanted) {
    case 'readyForPickup':
      return !row.cancelled && row.state < 300
    case 'inTransit':
    case 'inDelivery':
      return !row.cancelled && row.state >= 300 && row.state < 1000
    case 'delivered':
      return !row.cancelled && row.state >= 1000
    case 'cancelled':
      return row.cancelled
    default:
      return String(row.state) === wanted
  }
}

const anyStop = (stops: StopRecord[], pick: (stop: StopRecord) => string, needle: string) =>
  stops.some((stop) => contains(pick(stop), needle))

export function filterShipments(rows: ShipmentRecord[], filter: Record<string, string>): ShipmentRecord[] {
  for (const key of Object.keys(filter)) {
    if (!(SHIPMENT_FILTER_KEYS as readonly string[]).includes(key)) {
      throw new HttpError(400, `filter[${key}] is not a shipment filter`, { field: `filter[${key}]` })
    }
  }
  const from = dateFilter(filter, 'from')
  const to = dateFilter(filter, 'to')
  const selected = orderList(filter)
  const type = filter.transportTypeId
  if (type !== undefined && !['0', '1', '3', '4'].includes(type)) {
    throw new HttpError(400, 'filter[transportTypeId] must be 0, 1, 3 or 4', {
      field: 'filter[transportTypeId]',
    })
  }
  const {
    sender,
    senderZip,
    senderLocation,
    receiver,
    receiverZip,
    receiverLocation,
    orderNumber,
    state,
    reference,
  } = filter
  return rows.filter((row) => {
    if (selected && !selected.has(row.id)) return false
    if (type && type !== '0' && String(row.transportart_id) !== type) return false
    if (from || to) {
      const day = shipmentDay(row)
      if (from && day < from) return false
      if (to && day > to) return false
    }
    if (sender && !anyStop(row.from, (stop) => `${stop.firma} ${stop.kontakt}`, sender)) return false
    if (senderZip && !row.from.some((stop) => stop.plz.startsWith(senderZip))) return false
    if (senderLocation && !anyStop(row.from, (stop) => stop.ort, senderLocation)) return false
    if (receiver && !anyStop(row.to, (stop) => `${stop.firma} ${stop.kontakt}`, receiver)) return false
    if (receiverZip && !row.to.some((stop) => stop.plz.startsWith(receiverZip))) return false
    if (receiverLocation && !anyStop(row.to, (stop) => stop.ort, receiverLocation)) return false
    if (orderNumber && !contains(row.formatted_number, orderNumber) && !contains(String(row.id), orderNumber))
      return false
    if (state && !matchesState(row, state)) return false
    if (reference && !contains(row.rechnungsbeschreibung_offiziell, reference)) return false
    return true
  })
}

function sortKey(field: string, list: 'active' | 'archive'): (row: ShipmentRecord) => Comparable {
  switch (field) {
    case 'status':
      return (row) => (row.cancelled ? -1 : row.state)
    case 'reference':
      return (row) => row.rechnungsbeschreibung_offiziell
    case 'sender':
      return (row) => row.from[0]?.firma
    case 'receiver':
      return (row) => row.to[0]?.firma
    case 'visier_datum':
      return (row) => (row.visier_datetime ? Date.parse(row.visier_datetime) : null)
    case 'id':
      return (row) => row.id
    default:
      // 'default' and 'empfangsdatum': the archive by delivery, active shipments by pickup.
      if (field === 'default' && list === 'archive') return sortKey('visier_datum', list)
      return (row) => Date.parse(row.start)
  }
}

export function queryShipments(rows: ShipmentRecord[], query: ListQuery, list: 'active' | 'archive') {
  const sorting = query.sorting ?? { field: 'default', direction: 'desc' as const }
  return sortRows(filterShipments(rows, query.filter), sortKey(sorting.field, list), sorting.direction)
}
