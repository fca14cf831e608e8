import { describe, expect, it } from 'vitest'
import type { Address } from '#domain/entities/address'
import { anAddress } from '#testing/factories'
import { EMPTY_FILTER, isFilterActive, matchesFilter, toggleFlag, typeInto } from './address-filter'

const address = (overrides: Partial<Address> = {}): Address =>
  anAddress({
    id: 10001,
    name: 'Bäckerei Brunner AG',
    street: 'Bahnhofstrasse 12',
    contact: 'Lea Brunner',
    locationObject: null,
    ...overrides,
  })

describe('filter panel rules', () => {
  it('typing in a text field clears every checkbox', () => {
    const ticked = { ...EMPTY_FILTER, standardSenderAddress: true, isBillingAddress: true }
    expect(typeInto(ticked, 'company', 'Brunner')).toEqual({ ...EMPTY_FILTER, company: 'Brunner' })
  })

  it('ticking a checkbox clears every text field', () => {
    const typed = { ...EMPTY_FILTER, company: 'Brunner', zip: '80', addressId: '7' }
    expect(toggleFlag(typed, 'standardReceiverAddress', true)).toEqual({
      ...EMPTY_FILTER,
      standardReceiverAddress: true,
    })
  })

  it('ticking standard billing also ticks isBillingAddress; unticking leaves it', () => {
    const ticked = toggleFlag(EMPTY_FILTER, 'standardBillingAddress', true)
    expect(ticked.isBillingAddress).toBe(true)
    expect(toggleFlag(ticked, 'standardBillingAddress', false)).toEqual({
      ...EMPTY_FILTER,
      isBillingAddress: true,
    })
  })

  it('unticking keeps the text fields (they are already empty) and the other flags', () => {
    const two = toggleFlag(toggleFlag(EMPTY_FILTER, 'standardSenderAddress', true), 'isBillingAddress', true)
    expect(toggleFlag(two, 'standardSenderAddress', false)).toEqual({
      ...EMPTY_FILTER,
      isBillingAddress: true,
    })
  })

  it('the reset button shows only when something differs from empty', () => {
    expect(isFilterActive(EMPTY_FILTER)).toBe(false)
    expect(isFilterActive({ ...EMPTY_FILTER, location: 'Bern' })).toBe(true)
    expect(isFilterActive({ ...EMPTY_FILTER, isBillingAddress: true })).toBe(true)
  })
})

describe('matching addresses', () => {
  it('an empty filter matches everything', () => {
    expect(matchesFilter(address(), EMPTY_FILTER)).toBe(true)
  })

  it('company, street and location match parts of the text in any case', () => {
    expect(matchesFilter(address(), { ...EMPTY_FILTER, company: 'brunner' })).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, street: 'BAHNHOF' })).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, location: 'zür' })).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, company: 'Meier' })).toBe(false)
  })

  it('the zip matches from its start; the id matches whole', () => {
    expect(matchesFilter(address(), { ...EMPTY_FILTER, zip: '80' })).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, zip: '01' })).toBe(false)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, addressId: '10001' })).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, addressId: '1000' })).toBe(false)
  })

  it('each flag keeps only the addresses that carry it', () => {
    const sender = address({ standardSenderAddress: true })
    const billing = address({ standardBillingAddress: true, isBillingAddress: true })
    expect(matchesFilter(sender, { ...EMPTY_FILTER, standardSenderAddress: true })).toBe(true)
    expect(matchesFilter(billing, { ...EMPTY_FILTER, standardSenderAddress: true })).toBe(false)
    expect(
      matchesFilter(billing, { ...EMPTY_FILTER, standardBillingAddress: true, isBillingAddress: true }),
    ).toBe(true)
    expect(matchesFilter(address(), { ...EMPTY_FILTER, isBillingAddress: true })).toBe(false)
    expect(
      matchesFilter(address({ standardReceiverAddress: true }), {
        ...EMPTY_FILTER,
        standardReceiverAddress: true,
      }),
    ).toBe(true)
  })
})
