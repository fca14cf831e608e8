import { Temporal } from 'temporal-polyfill'
import type { LocalityRecord, TransportTypeId } from './model'
import { isWeekend, swissHoliday } from './swiss-holidays'
import {
  chooseTransportType,
  durationMinutes,
  formatDuration,
  priceInclVat,
  roadKm,
  savedCo2Grams,
  TARIFF,
} from './tariff'
import { hhmm, ZONE } from './zurich-time'

export type PriceErrorCode =
  | 'max_weight'
  | 'delivery_time_train'
  | 'delivery_time_direct'
  | 'weekend'
  | 'holiday'
  | 'time'

export interface PriceResult {
  totalduration: string
  estimated_time_of_arrival: string
  price_inkl_mwst: number
  transportart_id: TransportTypeId
  saved_co2: number
}

export interface PriceError {
  error: PriceErrorCode
  message: string
  max_delivery_time_direct?: string
}

export type PriceOutcome =
  | { kind: 'result'; result: PriceResult }
  | { kind: 'noresult' }
  | { kind: 'error'; error: PriceError }

export interface PriceQuery {
  from: LocalityRecord | undefined
  to: LocalityRecord | undefined
  date: Temporal.PlainDate
  time: Temporal.PlainTime
  /** Chargeable weight in kg, computed by the client. */
  weight: number
  colis: number
}

// The catalogue texts of spec section 8, in English; the portal shows its own translation by code.
const MESSAGES: Record<PriceErrorCode, string> = {
  max_weight:
    'Due to weight or dimensions an online price calculation is not possible. Please fill in the offer form.',
  delivery_time_train: 'Delivery time is expected after 18:00. Please fill in the offer form.',
  delivery_time_direct: 'Delivery expected after {max_delivery_time_direct}. Please fill in the offer form.',
  weekend: 'Pickup time is on a weekend. Please fill in the offer form.',
  holiday: 'Pickup time falls on a national holiday. Please fill in the offer form.',
  time: 'The pickup time is in the past.',
}

/** How far in the past a pickup may lie and still be accepted (spec section 5, validPickupTime). */
const PICKUP_TOLERANCE = Temporal.Duration.from({ minutes: 10 })

function fail(error: PriceErrorCode, extra: Partial<PriceError> = {}): PriceOutcome {
  let message = MESSAGES[error]
  if (extra.max_delivery_time_direct) {
    message = message.replace('{max_delivery_time_direct}', extra.max_delivery_time_direct)
  }
  return { kind: 'error', error: { error, message, ...extra } }
}

export function quotePrice(query: PriceQuery, now: Temporal.Instant): PriceOutcome {
  const { from, to, date, time } = query
  if (!from || !to || !from.is_active || !to.is_active) return { kind: 'noresult' }

  const pickup = date.toZonedDateTime({ timeZone: ZONE, plainTime: time })
  if (Temporal.Instant.compare(pickup.toInstant(), now.subtract(PICKUP_TOLERANCE)) < 0) return fail('time')
  if (isWeekend(date)) return fail('weekend')
  if (swissHoliday(date)) return fail('holiday')
  if (query.weight > TARIFF.maxChargeableWeightKg) return fail('max_weight')
  if (Temporal.PlainTime.compare(time, TARIFF.serviceStart) < 0) return { kind: 'noresult' }

  const km = roadKm(from, to)
  const type = chooseTransportType(km, time)
  const minutes = durationMinutes(type, km, time)
  const arrival = pickup.add({ minutes })
  const sameDay = Temporal.PlainDate.compare(arrival.toPlainDate(), date) === 0
  if (type === 1 && (!sameDay || Temporal.PlainTime.compare(arrival.toPlainTime(), TARIFF.trainCutoff) > 0)) {
    return fail('delivery_time_train')
  }
  if (
    type === 3 &&
    (!sameDay || Temporal.PlainTime.compare(arrival.toPlainTime(), TARIFF.maxDeliveryTimeDirect) > 0)
  ) {
    return fail('delivery_time_direct', { max_delivery_time_direct: hhmm(TARIFF.maxDeliveryTimeDirect) })
  }

  return {
    kind: 'result',
    result: {
      totalduration: formatDuration(minutes),
      estimated_time_of_arrival: hhmm(arrival),
      price_inkl_mwst: priceInclVat(type, km, query.weight, query.colis),
      transportart_id: type,
      saved_co2: savedCo2Grams(type, km, query.weight),
    },
  }
}
