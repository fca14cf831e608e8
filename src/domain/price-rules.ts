import { Temporal } from 'temporal-polyfill'
import { round2 } from './rounding'
import { formatHhColonMm } from './zurich-time'

/** Order defaults and the offer form's fallback when no price can be found. */
export const DEFAULT_TRANSPORT_TYPE = 3
export const DEFAULT_OFFER_AMOUNT = 0
export const RECHNUNGSSTELLER = 3

/** Same-day delivery promise: 'Today 18:00 if ready by …'. */
export const SAME_DAY_DEADLINE_MINUTES = 18 * 60
export const LAST_ORDER_STEP_MINUTES = 15
export const DELIVERY_WINDOW_HOURS = 1

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The latest pickup time that still reaches the receiver by 18:00: 18:00 minus the price
 * result's totalduration ('HH:MM', seconds tolerated), rounded up to the next quarter hour
 * (03:20 → 14:40 → 14:45). Null when the duration leaves no time today or cannot be read.
 */
export function lastOrderTime(totalduration: string): string | null {
  const match = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(totalduration.trim())
  if (!match) return null
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? '0')
  const left = SAME_DAY_DEADLINE_MINUTES * 60 - seconds
  if (left <= 0) return null
  const step = LAST_ORDER_STEP_MINUTES * 60
  const minutes = (Math.ceil(left / step) * step) / 60
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

export interface DeliveryWindow {
  /** 'HH:mm' */
  from: string
  /** 'HH:mm' */
  to: string
}

/** 'ETA minus one hour to ETA' from estimated_time_of_arrival ('HH:mm', seconds tolerated). */
export function deliveryWindow(eta: string): DeliveryWindow | null {
  const match = /^(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec(eta.trim())
  if (!match || Number(match[1]) > 23) return null
  const to = new Temporal.PlainTime(Number(match[1]), Number(match[2]))
  // PlainTime wraps at midnight: an ETA of 00:30 opens the window at 23:30.
  const from = to.subtract({ hours: DELIVERY_WINDOW_HOURS })
  return { from: formatHhColonMm(from), to: formatHhColonMm(to) }
}

/** The price result's saved_co2 is in grams; it is shown in kg with 2 decimals. */
export function co2Kg(grams: number): number {
  return round2(grams / 1000)
}

export function roundChf(amount: number): number {
  return round2(amount)
}
