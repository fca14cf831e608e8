import type { NotificationRow, ShipmentRow } from '#db/rows'
import { type DisplayState, displayState } from '#domain/shipment-state'

/** An event before it is stored: what the bell shows of it, without account, time or read mark. */
export type StatusEvent = Omit<NotificationRow, 'account' | 'id' | 'at' | 'read'>

export interface Detection {
  events: StatusEvent[]
  /**
   * Shipments that left the active list while live: delivered or cancelled, which the active list
   * no longer says (departed.ts finds out).
   */
  departed: ShipmentRow[]
}

export interface DetectInput {
  /** The account's active rows as stored before this mirror. */
  before: readonly ShipmentRow[]
  /** The active rows the server sent now. */
  after: readonly ShipmentRow[]
  /** The previous successful mirror (epoch ms): a delivery window that ended since then is overdue now. */
  previousCheck: number
  now: number
  /** Shipments a change of the user's own waits on in the outbox: what happens to them is theirs. */
  ownChanges: ReadonlySet<number>
}

const stateOf = (row: ShipmentRow): DisplayState =>
  row.item.delivered ? 'delivered' : displayState(row.item.state, row.item.cancelled)

/** Waiting for pickup or on the road: a shipment whose leaving the active list is news. */
export function isLive(row: ShipmentRow): boolean {
  const state = stateOf(row)
  return state === 'readyForPickup' || state === 'inDelivery'
}

/** A shipment the user's own change waits on (its pending mark, or an outbox entry on it). */
export function isOwn(row: ShipmentRow, ownChanges: ReadonlySet<number>): boolean {
  return row.pendingSeq !== null || ownChanges.has(row.key)
}

/** The line the bell shows for a shipment, from what its list row carries. */
export function describe(
  row: ShipmentRow,
  kind: StatusEvent['kind'],
  list: StatusEvent['list'],
): StatusEvent {
  const { externalNumber, reference, to } = row.item
  const place = to[0]?.location
  return {
    kind,
    shipmentKey: row.key,
    list,
    number: externalNumber,
    ...(reference ? { reference } : {}),
    ...(place ? { place } : {}),
  }
}

/** The step a shipment took between two copies of the active list, if it is one the desk is told. */
function transition(before: DisplayState, after: DisplayState): StatusEvent['kind'] | null {
  if (before === after || before === 'cancelled' || before === 'delivered') return null
  if (after === 'cancelled') return 'cancelled'
  if (after === 'delivered') return 'delivered'
  if (before === 'readyForPickup' && after === 'inDelivery') return 'pickedUp'
  return null
}

function deliveryEnd(row: ShipmentRow): number {
  return Date.parse(row.item.deliveryTo ?? row.item.end)
}

/**
 * The status changes between the active list as stored and as the server sends it now. Rows with a
 * change of the user's waiting (pendingSeq, or an outbox entry on the shipment) are left out: the
 * user made that change and needs no telling, and the mirror leaves those rows as they are anyway.
 */
export function detectStatusEvents(input: DetectInput): Detection {
  const { before, after, previousCheck, now, ownChanges } = input
  const own = (row: ShipmentRow) => isOwn(row, ownChanges)
  const stored = new Map(before.map((row) => [row.key, row]))
  const listed = new Set(after.map((row) => row.key))
  const events: StatusEvent[] = []

  for (const row of after) {
    const previous = stored.get(row.key)
    if (previous && own(previous)) continue
    if (ownChanges.has(row.key)) continue
    const state = stateOf(row)
    const kind = previous ? transition(stateOf(previous), state) : null
    if (kind) events.push(describe(row, kind, 'active'))
    // Once, when the window's end falls between two checks: a shipment already late when the
    // replica first saw it, or at the last check, was told then (or predates the desk's notice).
    const end = deliveryEnd(row)
    const live = state === 'readyForPickup' || state === 'inDelivery'
    if (live && end > previousCheck && end <= now) events.push(describe(row, 'overdue', 'active'))
  }

  const departed = before.filter((row) => {
    if (listed.has(row.key) || own(row)) return false
    return isLive(row)
  })
  return { events, departed }
}
