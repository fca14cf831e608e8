import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addressSaveInput } from '#domain/changes/address-save'
import type { AddressInput } from '#domain/entities/address'
import { addressFormLayout, setFlag } from './address-form-rules'

const ALL_RIGHTS = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
}
const NO_RIGHTS = {
  change_default_invoice_address_allowed: false,
  select_or_create_invoice_address_allowed: false,
}
const flags = {
  standardSenderAddress: false,
  standardReceiverAddress: false,
  standardBillingAddress: false,
  isBillingAddress: false,
}
const plain = { ...flags, readonly: false, savedAsStandardBilling: false }
/** The address saved as the standard billing address, as it comes back into the form. */
const billing = {
  ...plain,
  standardBillingAddress: true,
  isBillingAddress: true,
  savedAsStandardBilling: true,
}

const input = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  id: null,
  type: 'company',
  name: 'Muster AG',
  street: 'Seestrasse 1',
  contact: '',
  zip: '8001',
  location: 'Zürich',
  phone: '',
  locationId: 1001,
  ...flags,
  ...overrides,
})

describe('address form layout', () => {
  it('shows everything for a plain address with all rights', () => {
    expect(addressFormLayout(plain, ALL_RIGHTS)).toEqual({
      showTypeRadio: true,
      standardBillingDisabled: false,
      isBillingDisabled: false,
      isBillingLocked: false,
      useLocationPicker: true,
      fieldsLocked: false,
    })
  })

  it('locks the fields of the saved standard billing address only without the right to change it', () => {
    const noChange = { ...ALL_RIGHTS, change_default_invoice_address_allowed: false }
    expect(addressFormLayout(billing, noChange).fieldsLocked).toBe(true)
    expect(addressFormLayout(billing, ALL_RIGHTS).fieldsLocked).toBe(false)
    // Ticked in this form but not saved as such yet: still the user's to fill in.
    expect(addressFormLayout({ ...billing, savedAsStandardBilling: false }, noChange).fieldsLocked).toBe(
      false,
    )
  })

  it('hides the type radio for a readonly address', () => {
    expect(addressFormLayout({ ...plain, readonly: true }, ALL_RIGHTS).showTypeRadio).toBe(false)
  })

  it('hides the type radio for the standard billing address when its change is not allowed', () => {
    expect(
      addressFormLayout(billing, { ...ALL_RIGHTS, change_default_invoice_address_allowed: false })
        .showTypeRadio,
    ).toBe(false)
    expect(addressFormLayout(billing, ALL_RIGHTS).showTypeRadio).toBe(true)
  })

  it('disables the standard-billing checkbox without change_default_invoice_address_allowed', () => {
    expect(
      addressFormLayout(plain, { ...ALL_RIGHTS, change_default_invoice_address_allowed: false })
        .standardBillingDisabled,
    ).toBe(true)
  })

  it('disables both billing checkboxes without select_or_create_invoice_address_allowed', () => {
    const layout = addressFormLayout(plain, {
      ...ALL_RIGHTS,
      select_or_create_invoice_address_allowed: false,
    })
    expect([layout.standardBillingDisabled, layout.isBillingDisabled]).toEqual([true, true])
    const none = addressFormLayout(plain, NO_RIGHTS)
    expect([none.standardBillingDisabled, none.isBillingDisabled]).toEqual([true, true])
  })

  it('locks isBillingAddress while standard billing is ticked', () => {
    const layout = addressFormLayout(
      { ...plain, standardBillingAddress: true, isBillingAddress: true },
      ALL_RIGHTS,
    )
    expect([layout.isBillingLocked, layout.isBillingDisabled]).toEqual([true, true])
  })

  it('uses free zip and place text only for billing addresses that are not also a standard sender or receiver', () => {
    expect(addressFormLayout({ ...plain, isBillingAddress: true }, ALL_RIGHTS).useLocationPicker).toBe(false)
    expect(
      addressFormLayout({ ...plain, isBillingAddress: true, standardSenderAddress: true }, ALL_RIGHTS)
        .useLocationPicker,
    ).toBe(true)
    expect(
      addressFormLayout({ ...plain, isBillingAddress: true, standardReceiverAddress: true }, ALL_RIGHTS)
        .useLocationPicker,
    ).toBe(true)
  })
})

describe('checkbox side effects', () => {
  it('ticking standard billing forces isBillingAddress on', () => {
    expect(setFlag(flags, 'standardBillingAddress', true)).toEqual({
      ...flags,
      standardBillingAddress: true,
      isBillingAddress: true,
    })
  })

  it('isBillingAddress cannot be unticked while standard billing is ticked; it can after', () => {
    const locked = setFlag(flags, 'standardBillingAddress', true)
    expect(setFlag(locked, 'isBillingAddress', false).isBillingAddress).toBe(true)
    const unlocked = setFlag(locked, 'standardBillingAddress', false)
    expect(setFlag(unlocked, 'isBillingAddress', false).isBillingAddress).toBe(false)
  })
})

/** The issue codes of the address form's schema, by field (the schema is the form's only rules). */
function issues(address: unknown): Record<string, string[] | undefined> {
  const result = v.safeParse(addressSaveInput, address)
  return result.success ? {} : (v.flatten<typeof addressSaveInput>(result.issues).nested ?? {})
}

describe('required fields (the address save schema)', () => {
  it('a complete shipping address passes', () => {
    expect(issues(input())).toEqual({})
  })

  it('name and street are required; contact and phone are not', () => {
    expect(issues(input({ name: ' ', street: '', contact: '', phone: '' }))).toEqual({
      name: ['required'],
      street: ['required'],
    })
  })

  it('a shipping address needs a picked location', () => {
    expect(issues(input({ locationId: null }))).toEqual({ locationId: ['required'] })
  })

  it('a billing-only address needs zip and place text instead', () => {
    const billing = input({ isBillingAddress: true, locationId: null, zip: '', location: '' })
    expect(issues(billing)).toEqual({ zip: ['required'], location: ['required'] })
    expect(issues({ ...billing, zip: '8001', location: 'Zürich' })).toEqual({})
  })

  it('a billing address that is also a standard sender or receiver needs a picked location', () => {
    const billing = input({ isBillingAddress: true, standardSenderAddress: true, locationId: null })
    expect(issues(billing)).toEqual({ locationId: ['required'] })
  })

  it('refuses values of the wrong kind', () => {
    const { type: _type, ...untyped } = input()
    expect(issues(untyped)).toEqual({ type: ['invalid'] })
    expect(issues(input({ locationId: 1001.5 }))).toEqual({ locationId: ['invalid'] })
  })
})
