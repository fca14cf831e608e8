import { Temporal } from 'temporal-polyfill'
import { REFERENCES } from '../data/name-pools'
import type {
  AddressRecord,
  LocalityRecord,
  ShipmentRecord,
  StopRecord,
  TransportTypeId,
  UserRecord,
} from '../model'
import type { Random } from '../random'
import { durationMinutes, priceExclVat, priceInclVat, roadKm, savedCo2Grams } from '../tariff'
import { hhmm, isoDateTime, ZONE } from '../zurich-time'
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
  pickup: Temporal.ZonedDateTime
  /** Pins the delivery moment instead; the pickup is then worked back from the duration. */
  deliverAt?: Temporal.ZonedDateTime
  type: TransportTypeId
  state: number
  cancelled: boolean
  pickedUp: boolean
  delivered: boolean
}

const TOUR_SHARE = 0.15

export function pickTransportType(random: Random): TransportTypeId {
  const roll = random.next()
  return roll < 0.35 ? 1 : roll < 0.85 ? 3 : 4
}

/** A pickup hour that suits the transport type: night runs leave in the evening. */
export function pickupHour(type: TransportTypeId, random: Random): number {
  return type === 4 ? random.int(17, 20) : random.int(7, 13)
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
  const minutes = Math.min(durationMinutes(plan.type, km, plan.pickup.toPlainTime()), 14 * 60)
  const colis = generateColis(random)
  const sums = totals(colis)
  const gross = priceInclVat(plan.type, km, sums.chargeable, sums.count)
  const pickupDelay = random.int(0, 4) * 5
  if (plan.deliverAt) plan.pickup = plan.deliverAt.subtract({ minutes: minutes + pickupDelay })
  const pickedUpAt = plan.pickedUp ? plan.pickup.add({ minutes: pickupDelay }) : null
  const deliveredAt = plan.delivered && pickedUpAt ? pickedUpAt.add({ minutes }) : null
  const plannedEnd = plan.pickup.add({ minutes })
  const id = context.nextId()
  const externNr = String(id).padStart(7, '0')

  const makeStops = (stops: RoutableAddress[], kind: 'from' | 'to') =>
    stops.map((stop, index) => {
      const planned = (kind === 'from' ? plan.pickup : plannedEnd).add({ minutes: index * 25 })
      const record = stopFrom(stop.address, context.nextStopId, {
        start: hhmm(planned),
        end: hhmm(planned.add({ minutes: 60 })),
      })
      const served = kind === 'from' ? pickedUpAt : deliveredAt
      record.datetime = served ? isoDateTime(served.add({ minutes: index * 25 })) : null
      return record
    })

  return {
    owner: user.username,
    list: plan.list,
    id,
    extern_nr: externNr,
    formatted_number: `VK-${externNr}`,
    rechnungsbeschreibung_offiziell: random.chance(0.7) ? random.pick(REFERENCES) : '',
    state: plan.state,
    cancelled: plan.cancelled,
    start: isoDateTime(plan.pickup),
    end: isoDateTime(plannedEnd),
    from: makeStops(fromStops, 'from'),
    to: makeStops(toStops, 'to'),
    third: context.billing ? [stopFrom(context.billing, context.nextStopId)] : [],
    colis,
    visiert_von:
      deliveredAt && !plan.cancelled
        ? random.pick(context.routable).address.kontaktadresse.kontakt || 'Empfang'
        : null,
    tourenplan_aktiv: fromCount > 1 || toCount > 1,
    pickup_datetime: pickedUpAt ? isoDateTime(pickedUpAt) : null,
    visier_datetime: deliveredAt && !plan.cancelled ? isoDateTime(deliveredAt) : null,
    pickup_from: isoDateTime(plan.pickup),
    pickup_to: isoDateTime(plan.pickup.add({ hours: 1 })),
    drop_from: isoDateTime(plannedEnd.subtract({ hours: 1 })),
    drop_to: isoDateTime(plannedEnd),
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

export function generateArchive(context: ShipmentContext, count: number, now: Temporal.ZonedDateTime) {
  const rows: ShipmentRecord[] = []
  for (let index = 0; index < count; index++) {
    const { random } = context
    const type = pickTransportType(random)
    const cancelled = index >= RECENT_DELIVERY_HOURS.length && random.chance(0.06)
    const recent = RECENT_DELIVERY_HOURS[index]
    let pickup: Temporal.ZonedDateTime
    if (recent !== undefined) {
      pickup = now.subtract({ hours: recent }).round({ smallestUnit: 'minute', roundingIncrement: 5 })
    } else {
      const day = now.toPlainDate().subtract({ days: random.int(2, ARCHIVE_DAYS) })
      pickup = day.toZonedDateTime({
        timeZone: ZONE,
        plainTime: new Temporal.PlainTime(pickupHour(type, random), random.int(0, 11) * 5),
      })
    }
    rows.push(
      buildShipment(context, {
        list: 'archive',
        pickup,
        ...(recent !== undefined ? { deliverAt: pickup } : {}),
        type: recent !== undefined ? 3 : type,
        state: cancelled ? random.pick([100, 200]) : 1000,
        cancelled,
        pickedUp: !cancelled,
        delivered: !cancelled,
      }),
    )
  }
  return rows
}

const ACTIVE_STATES = [
  100, 100, 120, 150, 200, 200, 250, 280, 300, 350, 400, 450, 500, 600, 700, 800, 900, 950,
]

export function generateActive(context: ShipmentContext, count: number, now: Temporal.ZonedDateTime) {
  const rows: ShipmentRecord[] = []
  for (let index = 0; index < count; index++) {
    const { random } = context
    const state = ACTIVE_STATES[index % ACTIVE_STATES.length] ?? 100
    const type = pickTransportType(random)
    const cancelled = index % 11 === 10
    const inTransit = state >= 300
    const pickup = inTransit
      ? now.subtract({ minutes: random.int(30, 300) }).round({ smallestUnit: 'minute', roundingIncrement: 5 })
      : now
          .toPlainDate()
          .add({ days: random.int(0, 4) })
          .toZonedDateTime({ timeZone: ZONE, plainTime: new Temporal.PlainTime(pickupHour(type, random), 0) })
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
