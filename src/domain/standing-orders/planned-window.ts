import type { Stop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'

/** A planned pickup or delivery window as clock times ('HH:mm'); either end may be unknown. */
export interface PlannedWindow {
  from: string | null
  to: string | null
}

type OrderTimes = Pick<StandingOrder, 'pickupFrom' | 'pickupTo' | 'deliveryFrom' | 'deliveryTo'>

/** 'HH:mm:ss' is shown as 'HH:mm'; anything else as the server sent it. */
function clock(value: string | null): string | null {
  if (value === null || value.trim() === '') return null
  return /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : value
}

function windowOf(from: string | null, to: string | null): PlannedWindow | null {
  const window = { from: clock(from), to: clock(to) }
  return window.from === null && window.to === null ? null : window
}

/**
 * Spec section 2: a sender address is picked up in its own window (timeStart/timeEnd), else in the
 * order's pickupFrom/pickupTo; a receiver address likewise with deliveryFrom/deliveryTo. Null when
 * neither has a time.
 */
export function plannedWindow(
  order: OrderTimes,
  stop: Pick<Stop, 'type' | 'timeStart' | 'timeEnd'>,
): PlannedWindow | null {
  const own = windowOf(stop.timeStart, stop.timeEnd)
  if (own) return own
  return stop.type === 'from'
    ? windowOf(order.pickupFrom, order.pickupTo)
    : windowOf(order.deliveryFrom, order.deliveryTo)
}
