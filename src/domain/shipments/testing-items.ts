import type { ShipmentStop } from '#domain/entities/shipment'
import type { StoredListItem } from './shipment-query'

/** Test data: a stop and a list row with every field, overridable. */
export function stop(overrides: Partial<ShipmentStop> = {}): ShipmentStop {
  return {
    id: 1,
    kontaktadresse_id: null,
    type: 'from',
    name: 'Muster AG',
    contact: 'Anna Muster',
    address: 'Bahnhofstrasse 1',
    zip: '8001',
    location: 'Zürich',
    phone: '044 000 00 00',
    datetime: null,
    timeStart: null,
    timeEnd: null,
    ...overrides,
  }
}

export function listItem(overrides: Partial<StoredListItem> = {}): StoredListItem {
  return {
    key: 1,
    externalNumber: 'VK-1001',
    reference: '',
    state: 100,
    cancelled: false,
    start: '2026-11-24T09:00:00+01:00',
    end: '2026-11-24T12:00:00+01:00',
    from: [stop()],
    to: [stop({ id: 2, type: 'to', name: 'Beispiel GmbH', zip: '3011', location: 'Bern' })],
    numberOfColis: 1,
    totalWeight: 2.5,
    visierName: null,
    isTour: false,
    pickedUp: null,
    delivered: null,
    pickupFrom: '2026-11-24T09:00:00+01:00',
    pickupTo: '2026-11-24T10:00:00+01:00',
    deliveryFrom: '2026-11-24T11:00:00+01:00',
    deliveryTo: '2026-11-24T12:00:00+01:00',
    transportart_id: 1,
    ...overrides,
  }
}
