import { Temporal } from 'temporal-polyfill'
import { REFERENCES } from '#fixture-api/data/name-pools'
import type {
  AddressRecord,
  LocalityRecord,
  ShipmentRecord,
  StopRecord,
  TransportTypeId,
  UserRecord,
} from '#fixture-api/model'
import type { Random } from '#fixture-api/random'
import { durationMinutes, priceExclVat, priceInclVat, roadKm, savedCo2Grams } from '#fixture-api/tariff'
import {
  atLocalTime,
  DAY_MS,
  HOUR_MS,
  hhmmAt,
  isoAt,
  MINUTE_MS,
  zurichMidnight,
  zurichOffsetMs,
} from '#fixture-api/zurich-clock'
import { generateColis, totals } from './colis'

export interface RoutableAddress {
  address: AddressRecord
  locality: LocalityRecord
}

export interface ShipmentContext {
  user: UserRecord
  routable: readonly RoutableAddress[]
  billing: AddressRecord | undefined
  random: Random
  nextId: () => number
  nextStopId: () => number
}

export function stopFrom(
  address: AddressRecord,
  nextStopId: () => number,
  window?: { start: string; end: string },
): StopRecord {
  const contact = address.kontaktadresse
  return {
    id: nextStopId(),
    kontaktadresse_id: contact.id,
    firma: contact.firma,
    kontakt: contact.kontakt,
    adresse: contact.addresse,
    plz: contact.postleitzahl,
    ort: contact.ort,
    phone: contact.phone,
    datetime: null,
    time_start: window?.start ?? null,
    time_end: window?.end ?? null,
  }
}

interface Plan {
  list: 'active' | 'archive'
  /** Planned pickup, epoch milliseconds. */
  pickup: number
  /** Pins the delivery moment instead; the pickup is then worked back from the duration. */
  deliverAt?: number
  type: TransportTypeId
  state: number
  cancelled: boolean
  pickedUp: boolean
  delivered: boolean
}

const TOUR_SHARE = 0.15
const STOP_SPACING_MS = 25 * MINUTE_MS
// Only night runs depend on the pickup's wall clock; the others take any fixed time.
const DAYTIME = new Temporal.PlainTime(12)

export function pickTransportType(random: Random): TransportTypeId {
  const roll = random.next()
  return roll < 0.35 ? 1 : roll < 0.85 ? 3 : 4
}

/** A pickup hour that suits the transport type: night runs leave in the evening. */
export function pickupHour(type: TransportTypeId, random: Random): number {
  return type === 4 ? random.int(17, 20) : random.int(7, 13)
}

function wallClock(epochMs: number): Temporal.PlainTime {
  const local = new Date(epochMs + zurichOffsetMs(epochMs))
  return new Temporal.PlainTime(local.getUTCHours(), local.getUTCMinutes())
}

export function buildShipment(context: ShipmentContext, plan: Plan): ShipmentRecord {
  const { random, user } = context
  const isTour = random.chance(TOUR_SHARE)
  const fromCount = isTour ? random.int(1, 2) : 1
  const toCount = isTour ? random.int(2, 4) : 1
  const fromStops = Array.from({ length: fromCount }, () => random.pick(context.routable))
  const toStops = Array.from({ length: toCount }, () => random.pick(context.routable))
  const first = fromStops[0]
  const last = toStops[0]
  if (!first || !last) throw new Error('no routable address')

  const km = roadKm(first.locality, last.locality)
  const pickupClock = plan.type === 4 ? wallClock(plan.pickup) : DAYTIME
  const minutes = Math.min(durationMinutes(plan.type, km, pickupClock), 14 * 60)
  const colis = generateColis(random)
  const sums = totals(colis)
  const gross = priceInclVat(plan.type, km, sums.chargeable, sums.count)
  const pickupDelay = random.int(0, 4) * 5 * MINUTE_MS
  const pickup = plan.deliverAt ? plan.deliverAt - minutes * MINUTE_MS - pickupDelay : plan.pickup
  const pickedUpAt = plan.pickedUp ? pickup + pickupDelay : null
  const deliveredAt = plan.delivered && pickedUpAt !== null ? pickedUpAt + minutes * MINUTE_MS : null
  const plannedEnd = pickup + minutes * MINUTE_MS
  const id = context.nextId()
  const externNr = String(id).padStart(7, '0')

  const makeStops = (stops: RoutableAddress[], kind: 'from' | 'to') =>
    stops.map((stop, index) => {
      const planned = (kind === 'from' ? pickup : plannedEnd) + index * STOP_SPACING_MS
      const record = stopFrom(stop.address, context.nextStopId, {
        start: hhmmAt(planned),
        end: hhmmAt(planned + HOUR_MS),
      })
      const served = kind === 'from' ? pickedUpAt : deliveredAt
      record.datetime = served === null ? null : isoAt(served + index * STOP_SPACING_MS)
      return record
    })

  const delivered = deliveredAt !== null && !plan.cancelled
  return {
    owner: user.username,
    list: plan.list,
    id,
    extern_nr: externNr,
    formatted_number: `VK-${externNr}`,
    rechnungsbeschreibung_offiziell: random.chance(0.7) ? random.pick(REFERENCES) : '',
    state: plan.state,
    cancelled: plan.cancelled,
    start: isoAt(pickup),
    end: isoAt(plannedEnd),
    from: makeStops(fromStops, 'from'),
    to: makeStops(toStops, 'to'),
    third: context.billing ? [stopFrom(context.billing, context.nextStopId)] : [],
    colis,
    visiert_von: delivered ? random.pick(context.routable).address.kontaktadresse.kontakt || 'Empfang' : null,
    tourenplan_aktiv: fromCount > 1 || toCount > 1,
    pickup_datetime: pickedUpAt === null ? null : isoAt(pickedUpAt),
    visier_datetime: delivered && deliveredAt !== null ? isoAt(deliveredAt) : null,
    pickup_from: isoAt(pickup),
    pickup_to: isoAt(pickup + HOUR_MS),
    drop_from: isoAt(plannedEnd - HOUR_MS),
    drop_to: isoAt(plannedEnd),
    transportart_id: plan.type,
    preis_netto: priceExclVat(gross),
    preis_brutto: gross,
    invoice_type: user.invoice_type,
    rechnung_email_adressen: [user.invoice_email],
    saved_co2: plan.cancelled ? 0 : savedCo2Grams(plan.type, km, sums.chargeable),
    note: '',
  }
}

/** Hours before now at which the newest deliveries land, so some are younger and some older than 24 h. */
const RECENT_DELIVERY_HOURS = [1, 3, 9, 20, 26, 40]
const ARCHIVE_DAYS = 730

function roundTo5Minutes(epochMs: number): number {
  return Math.floor(epochMs / (5 * MINUTE_MS)) * 5 * MINUTE_MS
}

export function generateArchive(context: ShipmentContext, count: number, now: number) {
  const rows: ShipmentRecord[] = []
  const today = zurichMidnight(now)
  for (let index = 0; index < count; index++) {
    const { random } = context
    const type = pickTransportType(random)
    const cancelled = index >= RECENT_DELIVERY_HOURS.length && random.chance(0.06)
    const recent = RECENT_DELIVERY_HOURS[index]
    let plan: Plan
    if (recent !== undefined) {
      const deliverAt = roundTo5Minutes(now - recent * HOUR_MS)
      plan = {
        list: 'archive',
        pickup: deliverAt,
        deliverAt,
        type: 3,
        state: 1000,
        cancelled: false,
        pickedUp: true,
        delivered: true,
      }
    } else {
      // Noon keeps the day arithmetic clear of DST switches; the wall clock is set afterwards.
      const day = zurichMidnight(today + 12 * HOUR_MS - random.int(2, ARCHIVE_DAYS) * DAY_MS)
      plan = {
        list: 'archive',
        pickup: atLocalTime(day, pickupHour(type, random), random.int(0, 11) * 5),
        type,
        state: cancelled ? random.pick([100, 200]) : 1000,
        cancelled,
        pickedUp: !cancelled,
        delivered: !cancelled,
      }
    }
    rows.push(buildShipment(context, plan))
  }
  return rows
}

const ACTIVE_STATES = [
  100, 100, 120, 150, 200, 200, 250, 280, 300, 350, 400, 450, 500, 600, 700, 800, 900, 950,
]

export function generateActive(context: ShipmentContext, count: number, now: number) {
  const rows: ShipmentRecord[] = []
  const today = zurichMidnight(now)
  for (let index = 0; index < count; index++) {
    const { random } = context
    const state = ACTIVE_STATES[index % ACTIVE_STATES.length] ?? 100
    const type = pickTransportType(random)
    const cancelled = index % 11 === 10
    const inTransit = state >= 300
    const pickup = inTransit
      ? roundTo5Minutes(now - random.int(30, 300) * MINUTE_MS)
      : atLocalTime(
          zurichMidnight(today + 12 * HOUR_MS + random.int(0, 4) * DAY_MS),
          pickupHour(type, random),
          0,
        )
    rows.push(
      buildShipment(context, {
        list: 'active',
        pickup,
        type,
        state,
        cancelled,
        pickedUp: inTransit,
        delivered: false,
      }),
    )
  }
  return rows
}
