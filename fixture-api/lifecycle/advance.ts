import { HttpError } from '#fixture-api/http/errors'
import type { ShipmentRecord } from '#fixture-api/model'
import type { Store } from '#fixture-api/store'
import { isoAt } from '#fixture-api/zurich-clock'

/**
 * A shipment's life after it was ordered (spec section 7, `state`): below 300 it waits for the
 * courier, 300–999 it is on the road, 1000 delivered (and then listed in the archive); `cancelled`
 * wins over any state. The test control /__fixture/shipments/advance moves one shipment a step, so
 * the portal's notifications can be tested end to end against a pinned clock.
 */
export type AdvanceTarget = 'pickedUp' | 'delivered' | 'cancelled'

export const PICKED_UP_STATE = 300
export const DELIVERED_STATE = 1000

const isLive = (row: ShipmentRecord) => row.list === 'active' && !row.cancelled

/** The step a live shipment takes next: picked up while it waits, delivered once on the road. */
function nextStep(row: ShipmentRecord): AdvanceTarget {
  return row.state < PICKED_UP_STATE ? 'pickedUp' : 'delivered'
}

/** When the shipment's next step is due: its pickup window's start, or its delivery window's end. */
function dueAt(row: ShipmentRecord): string {
  return nextStep(row) === 'pickedUp' ? row.pickup_from : row.drop_to
}

/**
 * The live shipment (of `owner`, when named) whose next step is due first; ties go to the lower id,
 * so the same data always answers the same shipment.
 */
export function nextDue(store: Store, owner?: string): ShipmentRecord | undefined {
  const rows = owner ? store.shipments.of(owner) : [...store.shipments.all()]
  return rows.filter(isLive).sort((a, b) => Date.parse(dueAt(a)) - Date.parse(dueAt(b)) || a.id - b.id)[0]
}

function pickUp(row: ShipmentRecord, at: string): ShipmentRecord {
  return {
    ...row,
    state: Math.max(row.state, PICKED_UP_STATE),
    pickup_datetime: at,
    from: row.from.map((stop) => ({ ...stop, datetime: stop.datetime ?? at })),
  }
}

function deliver(row: ShipmentRecord, at: string): ShipmentRecord {
  const picked = row.state < PICKED_UP_STATE ? pickUp(row, at) : row
  return {
    ...picked,
    list: 'archive',
    state: DELIVERED_STATE,
    visier_datetime: at,
    visiert_von: row.to[0]?.kontakt || 'Empfang',
    to: picked.to.map((stop) => ({ ...stop, datetime: stop.datetime ?? at })),
  }
}

/**
 * Moves one shipment on now: to `to`, or to its next step. Picked up stays in the active list (now
 * in transit), delivered moves to the archive, cancelled stays listed as cancelled (as the seeded
 * cancelled shipments are). Refused: an unknown shipment (404), one already archived or cancelled,
 * or a step backwards (409).
 */
export function advanceShipment(
  store: Store,
  nowMs: number,
  request: { key?: number | undefined; to?: AdvanceTarget | undefined; owner?: string | undefined },
): ShipmentRecord {
  const row = request.key === undefined ? nextDue(store, request.owner) : store.shipments.get(request.key)
  if (!row) {
    throw new HttpError(
      404,
      request.key === undefined
        ? 'No active shipment is left to advance'
        : `Shipment ${request.key} not found`,
    )
  }
  if (!isLive(row)) {
    throw new HttpError(
      409,
      `Shipment ${row.formatted_number} is ${row.cancelled ? 'cancelled' : 'archived'}`,
    )
  }
  const to = request.to ?? nextStep(row)
  if (to === 'pickedUp' && row.state >= PICKED_UP_STATE) {
    throw new HttpError(409, `Shipment ${row.formatted_number} was picked up already`)
  }
  const at = isoAt(nowMs)
  const next =
    to === 'pickedUp' ? pickUp(row, at) : to === 'delivered' ? deliver(row, at) : { ...row, cancelled: true }
  store.saveShipment(next)
  return next
}
