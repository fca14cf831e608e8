import { Temporal } from 'temporal-polyfill'
import { REFERENCES } from '#fixture-api/data/name-pools'
import type { StandingOrderRecord, Weekday } from '#fixture-api/model'
import { priceExclVat, priceInclVat, roadKm } from '#fixture-api/tariff'
import { hhmm } from '#fixture-api/zurich-time'
import { pickTransportType, type ShipmentContext, stopFrom } from './shipments'

const DAY_SETS: readonly Weekday[][] = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  ['monday', 'wednesday', 'friday'],
  ['tuesday', 'thursday'],
  ['monday'],
  ['friday'],
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  ['wednesday'],
  ['saturday'],
]

export function generateStandingOrders(context: ShipmentContext, count: number): StandingOrderRecord[] {
  const rows: StandingOrderRecord[] = []
  const { random } = context
  for (let index = 0; index < count; index++) {
    const type = pickTransportType(random)
    const stopsTo = random.chance(0.3) ? random.int(2, 3) : 1
    const from = random.pick(context.routable)
    const to = Array.from({ length: stopsTo }, () => random.pick(context.routable))
    const firstTo = to[0]
    if (!firstTo) throw new Error('no routable address')
    const pickup = new Temporal.PlainTime(
      type === 4 ? random.int(17, 19) : random.int(7, 14),
      random.int(0, 3) * 15,
    )
    const delivery = pickup.add({ hours: type === 4 ? 12 : random.int(2, 4) })
    const window = (start: Temporal.PlainTime, minutes: number) => ({
      start: hhmm(start),
      end: hhmm(start.add({ minutes })),
    })
    const id = context.nextId()
    const gross = priceInclVat(
      type,
      roadKm(from.locality, firstTo.locality),
      random.int(2, 40),
      random.int(1, 4),
    )
    rows.push({
      owner: context.user.username,
      id,
      formatted_number: `DA-${String(id).padStart(5, '0')}`,
      rechnungsbeschreibung_offiziell: random.chance(0.6) ? random.pick(REFERENCES) : '',
      transportart_id: type,
      customer_name: '',
      from: [stopFrom(from.address, context.nextStopId, window(pickup, 30))],
      to: to.map((stop, stopIndex) =>
        stopFrom(stop.address, context.nextStopId, window(delivery.add({ minutes: stopIndex * 30 }), 45)),
      ),
      standing_order_active_on: [...(DAY_SETS[index % DAY_SETS.length] ?? ['monday'])],
      preis_netto: priceExclVat(gross).toFixed(2),
      pickup_from: hhmm(pickup),
      pickup_to: hhmm(pickup.add({ minutes: 30 })),
      drop_from: hhmm(delivery),
      drop_to: hhmm(delivery.add({ minutes: 60 })),
    })
  }
  return rows
}
