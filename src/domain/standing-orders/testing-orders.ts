import type { Stop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'
import { stop } from '#domain/shipments/testing-items'

/** Test data: a stop and a standing order with every field, overridable. */
export function orderStop(overrides: Partial<Stop> = {}): Stop {
  // A standing order's stop is a shipment's stop before it has an id, a contact or a time served.
  const { id, kontaktadresse_id, datetime, ...planned } = stop()
  return { ...planned, ...overrides }
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
