import type { ShipmentListItem, ShipmentStop } from '#domain/entities/shipment'

/**
 * A time note of a list row or a carousel address: when it happened, or the planned window.
 * Values are as the server sends them: ISO date-times, or 'HH:mm' for a tour stop's window.
 */
export type TimeNote =
  | { kind: 'done'; at: string }
  | { kind: 'planned'; from: string | null; to: string | null }

type NoteSource = Pick<
  ShipmentListItem,
  'isTour' | 'from' | 'to' | 'pickedUp' | 'pickupFrom' | 'pickupTo' | 'deliveryFrom' | 'deliveryTo'
> & { delivered: { toString(): string } | string | null }

function stopNote(stop: ShipmentStop | undefined): TimeNote | null {
  if (!stop) return null
  if (stop.datetime) return { kind: 'done', at: stop.datetime }
  if (!stop.timeStart && !stop.timeEnd) return null
  return { kind: 'planned', from: stop.timeStart, to: stop.timeEnd }
}

function windowNote(done: string | null, from: string | null, to: string | null): TimeNote | null {
  if (done) return { kind: 'done', at: done }
  if (!from && !to) return null
  return { kind: 'planned', from, to }
}

/** Spec section 2: a tour's notes come from its first stop; any other shipment's from its own times. */
export function pickupNote(item: NoteSource): TimeNote | null {
  if (item.isTour) return stopNote(item.from[0])
  return windowNote(item.pickedUp, item.pickupFrom, item.pickupTo)
}

export function deliveryNote(item: NoteSource): TimeNote | null {
  if (item.isTour) return stopNote(item.to[0])
  const delivered = item.delivered === null ? null : String(item.delivered)
  return windowNote(delivered, item.deliveryFrom, item.deliveryTo)
}

/**
 * A carousel address (archive detail, spec section 2): tours use the address's own times, other
 * shipments the shipment's pickup or delivery times.
 */
export function stopTimeNote(item: NoteSource, stop: ShipmentStop): TimeNote | null {
  if (item.isTour) return stopNote(stop)
  return stop.type === 'from' ? pickupNote(item) : deliveryNote(item)
}

export interface StopSummary {
  name: string
  location: string
  /** The '+N' badge: how many stops follow the first; 0 shows none. */
  more: number
}

/** The first stop's name and location, and how many further stops there are. */
export function stopSummary(stops: readonly ShipmentStop[]): StopSummary | null {
  const first = stops[0]
  if (!first) return null
  return { name: first.name || first.contact, location: first.location, more: stops.length - 1 }
}

/** A clock time of a tour window ('HH:mm') rather than a date-time. */
export function isClockTime(value: string): boolean {
  return /^\d{2}:\d{2}(:\d{2})?$/.test(value)
}
