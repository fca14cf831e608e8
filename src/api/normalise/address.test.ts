import { describe, expect, it } from 'vitest'
import { AddressWireSchema } from '#api/schemas/address'
import { addressRow, reader } from '#api/testing/wire-samples'
import type { AddressInput } from '#domain/entities/address'
import { addressLabel, toAddress, toAddressSaveBody, toOrderAddress } from './address'

const read = reader(AddressWireSchema, toAddress)
const row = addressRow

describe('address server → product', () => {
  it('maps every field (spec section 3)', () => {
    expect(read(row)).toEqual({
      id: 10001,
      type: 'company',
      name: 'Fiduciaria Bianchi SA',
      contact: 'Émilie Cattaneo',
      street: 'Place de la Palud 82',
      zip: '8953',
      location: 'Dietikon',
      phone: '+41 52 000 49 21',
      locationId: 1074,
      locationObject: { name: 'Dietikon', code: '8953' },
      label: 'Fiduciaria Bianchi SA, Émilie Cattaneo, Place de la Palud 82, 8953 Dietikon',
      standardSenderAddress: true,
      standardReceiverAddress: false,
      standardBillingAddress: false,
      isBillingAddress: false,
      readonly: true,
    })
  })

  it('label leaves out an empty contact', () => {
    expect(
      addressLabel({
        name: 'Martina Lepori',
        contact: '',
        street: 'Riva 85',
        zip: '6900',
        location: 'Lugano',
      }),
    ).toBe('Martina Lepori, Riva 85, 6900 Lugano')
  })

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('isBillingAddress: default billing %s, flagged %s → %s', (standard, flagged, expected) => {
    const address = read({ ...row, default_rechnungsadresse: standard, istRechnungsadresse: flagged })
    expect(address.isBillingAddress).toBe(expected)
    expect(address.standardBillingAddress).toBe(standard)
  })

  it('type is company when anrede is missing or null', () => {
    const { anrede: _dropped, ...contact } = row.kontaktadresse
    expect(read({ ...row, kontaktadresse: contact }).type).toBe('company')
    expect(read({ ...row, kontaktadresse: { ...contact, anrede: null } }).type).toBe('company')
    expect(read({ ...row, kontaktadresse: { ...contact, anrede: 'female' } }).type).toBe('female')
  })

  it('a billing-only address has no location id and no location object; null text reads as ""', () => {
    const address = read({
      ...row,
      kontaktadresse: { ...row.kontaktadresse, plz: null, kontakt: null, phone: null },
      istRechnungsadresse: true,
    })
    expect(address).toMatchObject({ locationId: null, locationObject: null, contact: '', phone: '' })
    expect(address.label).toBe('Fiduciaria Bianchi SA, Place de la Palud 82, 8953 Dietikon')
  })

  it('reads a numeric postcode as text', () => {
    expect(read({ ...row, kontaktadresse: { ...row.kontaktadresse, postleitzahl: 8953 } }).zip).toBe('8953')
  })
})

const input: AddressInput = {
  id: 10001,
  type: 'female',
  name: 'Martina Lepori',
  contact: '',
  street: 'Riva Albertolli 85',
  zip: '6900',
  location: 'Lugano',
  phone: '+41 91 000 00 00',
  locationId: 1213,
  standardSenderAddress: false,
  standardReceiverAddress: true,
  standardBillingAddress: true,
  isBillingAddress: false,
}

describe('address product → server', () => {
  it('builds the save body; a standard billing address is always a billing address', () => {
    expect(toAddressSaveBody(input)).toEqual({
      default_rechnungsadresse: true,
      default_absender: false,
      default_empfaenger: true,
      ist_rechnungsadresse: true,
      kontaktadresse: {
        id: 10001,
        firma: 'Martina Lepori',
        addresse: 'Riva Albertolli 85',
        kontakt: '',
        postleitzahl: '6900',
        ort: 'Lugano',
        phone: '+41 91 000 00 00',
        anrede: 'female',
        plz: 1213,
      },
    })
  })

  it('a new address goes without kontaktadresse.id', () => {
    expect(toAddressSaveBody({ ...input, id: null }).kontaktadresse).not.toHaveProperty('id')
  })

  it('order address payload: biller only for the invoice address, which sends no location id', () => {
    expect(toOrderAddress(input, 'sender')).toEqual({
      anrede: 'female',
      firma: 'Martina Lepori',
      addresse: 'Riva Albertolli 85',
      kontakt: '',
      referenz: null,
      kontaktadresse_id: 10001,
      biller: false,
      phone: '+41 91 000 00 00',
      added: false,
      postleitzahl: '6900',
      ort: 'Lugano',
      plz: 1213,
    })
    const invoice = toOrderAddress(input, 'invoice')
    expect(invoice.biller).toBe(true)
    expect(invoice).not.toHaveProperty('plz')
    expect(toOrderAddress({ ...input, id: null }, 'receiver').kontaktadresse_id).toBeNull()
  })
})
