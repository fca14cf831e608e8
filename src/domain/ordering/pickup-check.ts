import type { Temporal } from 'temporal-polyfill'
import { correctedPickup } from '#domain/pickup-time'
import type { OrderForm } from './order-form'
import { pickupInTime } from './order-form-schema'

export type PickupCheck = { ok: true } | { ok: false; date: string; time: string; shown: string }

/**
 * Spec section 4, order flow step 3: on confirm, a pickup more than 10 minutes in the past is set
 * to now (time as HHmm) and must be confirmed again; `shown` is the corrected time as HH:mm.
 */
export function checkPickupAtConfirm(
  form: Pick<OrderForm, 'date' | 'time'>,
  now: Temporal.Instant,
): PickupCheck {
  if (pickupInTime(form.date, form.time, now)) return { ok: true }
  const corrected = correctedPickup(now)
  return {
    ok: false,
    date: corrected.date.toString(),
    time: corrected.time,
    shown: `${corrected.time.slice(0, 2)}:${corrected.time.slice(2)}`,
  }
}
