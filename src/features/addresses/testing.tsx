import type { AccountId, AddressRow } from '#db/rows'
import type { Address, AddressInput } from '#domain/entities/address'
import type { Location } from '#domain/entities/location'
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

export const ZURICH: Location = {
  id: 1001,
  code: '8001',
  name: 'Zürich',
  label: '8001 Zürich',
  is_active: true,
}
export const ZURICH_2: Location = {
  id: 1002,
  code: '8002',
  name: 'Zürich',
  label: '8002 Zürich',
  is_active: true,
}
export const ZURICH_PO_BOX: Location = {
  id: 1070,
  code: '8070',
  name: 'Zürich',
  label: '8070 Zürich',
  is_active: false,
}
export const WINTERTHUR: Location = {
  id: 8400,
  code: '8400',
  name: 'Winterthur',
  label: '8400 Winterthur',
  is_active: true,
}
export const BERN: Location = { id: 3011, code: '3011', name: 'Bern', label: '3011 Bern', is_active: true }

/** A promise settled from outside: an answer the test releases when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
