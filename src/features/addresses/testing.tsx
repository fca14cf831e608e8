import type { AccountId, AddressRow } from '#db/rows'
import type { Address, AddressInput } from '#domain/entities/address'
import { translation } from '#testing/catalog'

/** Test support for the address screens, never shipped. */

/** The German catalog's wording of a source message: the tests read the screens as a user does. */
export const de = (message: string, values?: Record<string, string>) => translation('de', message, values)

/** An address as the replica holds it; overrides win. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  const base: Address = {
    id: 1,
    type: 'company',
    name: 'Muster AG',
    street: 'Seestrasse 1',
    contact: 'Anna Muster',
    zip: '8001',
    location: 'Zürich',
    phone: '+41 44 000 00 01',
    locationId: 1001,
    locationObject: { name: 'Zürich', code: '8001' },
    label: '',
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
    readonly: false,
  }
  return { ...base, ...overrides }
}

/** A replica row of an account; pendingSeq marks a change still waiting in the outbox. */
export function addressRow(
  account: AccountId,
  address: Address,
  pendingSeq: number | null = null,
): AddressRow {
  return { account, id: address.id ?? 0, address, pendingSeq }
}

/** What the address form starts from: an address input with its readonly flag. */
export function formInput(overrides: Partial<AddressInput & { readonly: boolean }> = {}) {
  const {
    label: _label,
    locationObject: _location,
    ...input
  } = anAddress({ id: null, contact: '', phone: '' })
  return { ...input, ...overrides }
}

export { deferred } from '#testing/deferred'
// Places and settled-from-outside answers are shared with the kit's tests.
export { BERN, WINTERTHUR, ZURICH, ZURICH_2, ZURICH_PO_BOX } from '#testing/places'
