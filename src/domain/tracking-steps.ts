import { displayState } from './shipment-state'

/** Decisions: the stepper shows these four steps, in this order. */
export const TRACKING_STEPS = ['created', 'pickedUp', 'inDelivery', 'delivered'] as const
export type TrackingStep = (typeof TRACKING_STEPS)[number]

/** The dashboard widget's stepper leaves out created. */
export const REDUCED_TRACKING_STEPS = ['pickedUp', 'inDelivery', 'delivered'] as const
export type ReducedTrackingStep = (typeof REDUCED_TRACKING_STEPS)[number]

export interface TrackingProgress {
  state: number
  cancelled: boolean
  /** True once the shipment has a pickup time (pickup_datetime). */
  pickedUp: boolean
}

/** The step the shipment has reached, or null when cancelled (a cancelled shipment marks none). */
export function currentStep({ state, cancelled, pickedUp }: TrackingProgress): TrackingStep | null {
  switch (displayState(state, cancelled)) {
    case 'cancelled':
      return null
    case 'delivered':
      return 'delivered'
    case 'inDelivery':
      return 'inDelivery'
    case 'readyForPickup':
      // The numeric state lags behind the courier's scan: a pickup time is proof enough.
      return pickedUp ? 'pickedUp' : 'created'
  }
}

/** Every step up to and including the current one. */
export function activeSteps(progress: TrackingProgress): Set<TrackingStep> {
  const current = currentStep(progress)
  if (current === null) return new Set()
  return new Set(TRACKING_STEPS.slice(0, TRACKING_STEPS.indexOf(current) + 1))
}

export function reducedSteps(progress: TrackingProgress): Set<ReducedTrackingStep> {
  const active = activeSteps(progress)
  return new Set(REDUCED_TRACKING_STEPS.filter((step) => active.has(step)))
}
