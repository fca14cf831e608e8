import type { AddressRow, ShipmentRow, StandingOrderRow } from '#db/rows'
import type { Stop } from '#domain/entities/shipment'
import { canReorder } from '#domain/reorder'
import type { PaletteEntry } from './palette-entry'

/**
 * The replica's rows the palette follows live; the kept archive (up to 50,000 rows) is read apart,
 * a page at a time (kept-archive.ts).
 */
export interface PaletteRecords {
  addresses: readonly AddressRow[]
  standingOrders: readonly StandingOrderRow[]
  active: readonly ShipmentRow[]
}

/** How many recently delivered shipments the palette offers to re-order. */
export const REORDER_OFFERS = 8

const place = (stop: Pick<Stop, 'zip' | 'location'>) => [stop.zip, stop.location].filter(Boolean).join(' ')
const party = (stop: Stop | undefined) => (stop ? [stop.name, stop.location].filter(Boolean).join(', ') : '')
/** 'Muster AG, Zürich → Beispiel GmbH, Bern': a shipment's first pickup and first delivery. */
export const routeOf = (from: readonly Stop[], to: readonly Stop[]) =>
  [party(from[0]), party(to[0])].filter(Boolean).join(' → ')
/** Every stop's company, contact, street and place: a shipment is found by any of them. */
const stopWords = (stops: readonly Stop[]) =>
  stops.map((stop) => `${stop.name} ${stop.contact} ${stop.address} ${place(stop)}`).join(' ')
/** 'VK-100234' is also found typed as '100234' or 'vk100234'. */
const numberWords = (number: string) => `${number.replace(/[^\p{L}\p{N}]/gu, '')}`

function addressEntry({ id, address }: AddressRow): PaletteEntry {
  return {
    id: `address:${id}`,
    kind: 'address',
    title: address.name || address.contact,
    detail: [address.street, place(address)].filter(Boolean).join(', '),
    keywords: address.contact,
    target: { type: 'address', id },
  }
}

export function shipmentEntry({ key, list, item }: ShipmentRow): PaletteEntry {
  const number = item.externalNumber || String(key)
  return {
    id: `${list}:${key}`,
    kind: 'shipment',
    title: item.reference ? `${number} · ${item.reference}` : number,
    detail: routeOf(item.from, item.to),
    keywords: `${numberWords(number)} ${stopWords(item.from)} ${stopWords(item.to)}`,
    target: { type: 'shipment', list, key },
  }
}

function standingOrderEntry({ key, order }: StandingOrderRow): PaletteEntry {
  return {
    id: `standingOrder:${key}`,
    kind: 'standingOrder',
    title: order.customerName || order.number,
    detail: [order.customerName ? order.number : '', routeOf(order.from, order.to)]
      .filter(Boolean)
      .join(' · '),
    keywords: `${numberWords(order.number)} ${order.reference} ${stopWords(order.from)} ${stopWords(order.to)}`,
    target: { type: 'standingOrder', key },
  }
}

/** The replica's records as palette entries; rows of an order still unsent (negative keys) open in Active too. */
export function recordEntries(records: PaletteRecords): PaletteEntry[] {
  const entries: PaletteEntry[] = []
  for (const row of records.active) entries.push(shipmentEntry(row))
  for (const row of records.addresses) entries.push(addressEntry(row))
  for (const row of records.standingOrders) entries.push(standingOrderEntry(row))
  return entries
}

/**
 * The archived shipments the order form can repeat (one sender, one receiver, no night transport;
 * src/domain/reorder.ts), newest delivery first, kept as rows go by: the palette's "Re-order …".
 */
export class ReorderCandidates {
  readonly rows: ShipmentRow[] = []

  constructor(private readonly count = REORDER_OFFERS) {}

  consider(row: ShipmentRow) {
    if (row.key <= 0 || row.item.cancelled || !canReorder(row.item)) return
    const stamp = (of: ShipmentRow) => of.item.delivered ?? of.item.end ?? ''
    let at = this.rows.length
    while (at > 0 && stamp(this.rows[at - 1] as ShipmentRow) < stamp(row)) at--
    if (at >= this.count) return
    this.rows.splice(at, 0, row)
    if (this.rows.length > this.count) this.rows.pop()
  }
}
