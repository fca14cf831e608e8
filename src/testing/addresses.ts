import type { AddressInput } from '#domain/entities/address'

/** Test support: a new address in Zürich (location id 1001 is 8001 in the fixture's seed). */
export function addressInput(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    id: null,
    type: 'company',
    name: 'Outbox AG',
    street: 'Seestrasse 1',
    contact: 'Nina Meier',
    zip: '8001',
    location: 'Zürich',
    phone: '+41 44 000 11 22',
    locationId: 1001,
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
    ...overrides,
  }
}
