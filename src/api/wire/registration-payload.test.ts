import { describe, expect, it } from 'vitest'
import { aRegistrationAddress, aRegistrationForm } from '#testing/registration-form'
import { toRegistrationPayload } from './registration-payload'

describe('the register payload (spec section 7)', () => {
  it('is exactly the body of POST /register, without the optional addresses', () => {
    const form = aRegistrationForm({ username: ' anna.muster ', newsletter: true })
    expect(toRegistrationPayload(form, 'fr')).toStrictEqual({
      username: 'anna.muster',
      email: 'anna@muster.ch',
      password: { first: 'geheim-123', second: 'geheim-123' },
      sprache: 'fr',
      type: 'female',
      vorname: 'Anna',
      nachname: 'Muster',
      addresse: 'Seestrasse 1',
      postleitzahl: '8001',
      ort: 'Zürich',
      phone: '+41 44 000 00 01',
      default_absender: null,
      default_empfaenger: null,
      default_rechnungsadresse: {
        anrede: 'company',
        firma: 'Muster AG',
        addresse: 'Seestrasse 1',
        kontakt: 'Anna Muster',
        referenz: null,
        kontaktadresse_id: null,
        biller: true,
        phone: '+41 44 000 00 02',
        added: false,
        postleitzahl: '8001',
        ort: 'Zürich',
      },
      invoice_dispatch_type: 'email',
      invoice_type: 'monthly',
      invoice_mail: 'rechnung@muster.ch',
      invoice_language: 'fr',
      newsletter: true,
    })
  })

  it('sends each added address with its place id; the billing address never has one', () => {
    const form = aRegistrationForm({
      addDefaultSenderAddress: true,
      addDefaultReceiverAddress: true,
      defaultSenderAddress: aRegistrationAddress({ type: 'male', name: 'Hans Meier', contact: '' }),
      defaultReceiverAddress: aRegistrationAddress({
        name: ' Empfang AG ',
        zip: '3011',
        location: 'Bern',
        locationId: 3011,
      }),
      invoiceAddress: aRegistrationAddress({ locationId: 1001 }),
    })
    const payload = toRegistrationPayload(form, 'de')
    expect(payload.default_absender).toStrictEqual({
      anrede: 'male',
      firma: 'Hans Meier',
      addresse: 'Seestrasse 1',
      kontakt: '',
      referenz: null,
      kontaktadresse_id: null,
      biller: false,
      phone: '+41 44 000 00 01',
      added: false,
      postleitzahl: '8001',
      ort: 'Zürich',
      plz: 1001,
    })
    expect(payload.default_empfaenger).toMatchObject({ firma: 'Empfang AG', plz: 3011, biller: false })
    expect(payload.default_rechnungsadresse).not.toHaveProperty('plz')
    expect(payload.default_rechnungsadresse.biller).toBe(true)
  })

  it('leaves out an address whose box was unticked, whatever it still holds', () => {
    const form = aRegistrationForm({
      defaultSenderAddress: aRegistrationAddress(),
      addDefaultSenderAddress: false,
    })
    expect(toRegistrationPayload(form, 'de').default_absender).toBeNull()
  })

  it('sends the picked invoice language, else the interface language; sprache is always the interface language', () => {
    const picked = toRegistrationPayload(aRegistrationForm({ language: 'it', invoiceType: 'single' }), 'de')
    expect([picked.sprache, picked.invoice_language, picked.invoice_type]).toEqual(['de', 'it', 'single'])
    const unpicked = toRegistrationPayload(aRegistrationForm({ language: null }), 'en')
    expect([unpicked.sprache, unpicked.invoice_language]).toEqual(['en', 'en'])
  })

  it('sends the password as typed, spaces included', () => {
    const form = aRegistrationForm({ password: ' a b ', passwordRepeat: ' a b ' })
    expect(toRegistrationPayload(form, 'de').password).toEqual({ first: ' a b ', second: ' a b ' })
  })
})
