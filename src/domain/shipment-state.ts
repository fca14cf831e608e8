export type DisplayState = 'cancelled' | 'readyForPickup' | 'inDelivery' | 'delivered'

/** Numeric server states below this are waiting for the courier. */
export const READY_FOR_PICKUP_BELOW = 300
/** Numeric server states below this (and not below 300) are on the road. */
export const IN_DELIVERY_BELOW = 1000

export function displayState(state: number, cancelled: boolean): DisplayState {
  // The cancelled flag wins over any numeric state: a cancelled shipment may carry any number.
  if (cancelled) return 'cancelled'
  if (state < READY_FOR_PICKUP_BELOW) return 'readyForPickup'
  if (state < IN_DELIVERY_BELOW) return 'inDelivery'
  return 'delivered'
}

/** Decisions: reference and colis may change only before the courier has the shipment. */
export function isEditable(state: number, cancelled: boolean): boolean {
  return displayState(state, cancelled) === 'readyForPickup'
}

export type StateLabelKey =
  | 'created'
  | 'readyForPickup'
  | 'pickedUp'
  | 'inDelivery'
  | 'delivered'
  | 'cancelled'

// A Record so that a new display state cannot be added without choosing its label.
const LABEL_KEY: Record<DisplayState, StateLabelKey> = {
  cancelled: 'cancelled',
  readyForPickup: 'readyForPickup',
  inDelivery: 'inDelivery',
  delivered: 'delivered',
}

export function stateLabelKey(display: DisplayState): StateLabelKey {
  return LABEL_KEY[display]
}
