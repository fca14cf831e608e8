import type { Stop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'

/** Test data: a stop and a standing order with every field, overridable. */
export function orderStop(overrides: Partial<Stop> = {}): Stop {
  return {
    type: 'from',
    name: 'Muster AG',
    contact: 'Anna Muster',
    address: 'Bahnhofstrasse 1',
    zip: '8001',
    location: 'Zürich',
    phone: '044 000 00 00',
    timeStart: null,
    timeEnd: null,
    ...overrides,
  }
}

export function standingOrder(overrides: Partial<StandingOrder> = {}): StandingOrder {
  return {
    key: 20001,
    number: 'DA-20001',
    reference: '',
    type: 3,
    customerName: '',
    from: [orderStop()],
    to: [orderStop({ type: 'to', name: 'Beispiel GmbH', zip: '3011', location: 'Bern' })],
    days: ['monday', 'wednesday', 'friday'],
    price: '45.00',
    pickupFrom: '08:00',
    pickupTo: '08:30',
    deliveryFrom: '10:00',
    deliveryTo: '11:00',
    isTour: true,
    ...overrides,
  }
}
