import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { orderPayload } from '#domain/changes/order-payload'
import { anOrderColi, anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { addressesToSave } from './order-address-save'
import { priceRequestOfForm, toOrderPayload } from './to-order-payload'

const price = { transportTypeId: 1, priceInclVat: 87.45 }

describe('the order payload (spec section 3)', () => {
  it('maps every field of an order', () => {
    const form = anOrderForm({
      time: '1430',
      notes: 'Hintereingang',
      invoiceReference: 'PO-4711',
      invoiceType: 'single',
      invoiceMail: 'rechnung@muster.ch',
      emailClient: 'client@muster.ch',
      emailLetter: 'letter@muster.ch',
    })
    form.sender = { ...form.sender, id: 12 }
    const payload = toOrderPayload(form, { isOffer: false, price, language: 'fr' })
    expect(payload).toEqual({
      is_offer: false,
      transportart_id: 1,
      website_offertbetrag: 87.45,
      start_date: '2026-11-24',
      start_time: '14:30:00',
      rechnungsbeschreibung_offiziell: 'PO-4711',
      auftrag_kuriere: [],
      kontaktadressen: {
        send: [
          {
            anrede: 'company',
            firma: 'Muster AG',
            addresse: 'Seestrasse 1',
            kontakt: 'Anna Muster',
            referenz: null,
            kontaktadresse_id: 12,
            biller: false,
            phone: '+41 44 000 00 01',
            added: false,
            postleitzahl: '8001',
            ort: 'Zürich',
            plz: 1001,
          },
        ],
        receive: [expect.objectContaining({ firma: 'Empfang GmbH', plz: 1002, biller: false })],
        third: [
          {
            anrede: 'company',
            firma: 'Buchhaltung AG',
            addresse: 'Postfach 12',
            kontakt: '',
            referenz: null,
            kontaktadresse_id: null,
            biller: true,
            phone: '',
            added: false,
            postleitzahl: '8021',
            ort: 'Zürich',
          },
        ],
      },
      colis: [{ description: 'Karton', weight: 10, count: 1, height: 50, width: 40, length: 60, iata: 20 }],
      frachtbrief: { fb_language: 'fr' },
      note: 'Hintereingang',
      send_pod: 'client@muster.ch',
      empfaenger_email: 'client@muster.ch',
      cancellation_emails: 'client@muster.ch',
      sender_email: 'letter@muster.ch',
      billing_emails: 'rechnung@muster.ch',
      rechnungssteller: 3,
      invoice_type: 'single',
      partner: 'kundenportal',
    })
    expect(v.is(orderPayload, payload)).toBe(true)
  })

  it('without a price it sends transport type 3 and amount 0; an offer sets is_offer', () => {
    const payload = toOrderPayload(anOrderForm(), { isOffer: true, price: null, language: 'de' })
    expect(payload).toMatchObject({ is_offer: true, transportart_id: 3, website_offertbetrag: 0 })
  })

  it('a person is sent as "firstname lastname"; seconds of the time are kept', () => {
    const form = anOrderForm({ time: '093015' })
    form.receiver = anOrderFormAddress({
      type: 'male',
      name: '',
      firstname: 'Hans',
      lastname: 'Keller Meier',
    })
    const payload = toOrderPayload(form, { isOffer: false, price, language: 'de' })
    expect(payload.kontaktadressen.receive[0]).toMatchObject({ anrede: 'male', firma: 'Hans Keller Meier' })
    expect(payload.start_time).toBe('09:30:15')
  })
})

describe('the price request of a form', () => {
  it('asks first sender to first receiver at the chargeable weight and coli count', () => {
    const form = anOrderForm({
      colis: {
        count: '2',
        colis: [anOrderColi(), anOrderColi({ length: '10', width: '10', height: '10', weight: '3' })],
      },
    })
    expect(priceRequestOfForm(form)).toEqual({
      fromZip: '8001',
      fromLocation: 'Zürich',
      toZip: '3011',
      toLocation: 'Bern',
      date: '2026-11-24',
      time: '10:00',
      weight: 23,
      colis: 2,
    })
  })

  it('is null while a place or a weight is missing', () => {
    const form = anOrderForm()
    expect(priceRequestOfForm({ ...form, receiver: { ...form.receiver, zip: '' } })).toBeNull()
    expect(
      priceRequestOfForm({ ...form, colis: { count: '1', colis: [anOrderColi({ weight: 'x' })] } }),
    ).toBeNull()
  })
})

describe('addresses flagged "save to address book"', () => {
  it('are saved as updates when already saved and as new addresses otherwise; the invoice one as billing', () => {
    const form = anOrderForm()
    form.sender = { ...form.sender, id: 44, save: true }
    form.receiver = { ...form.receiver, save: false }
    form.invoiceAddress = { ...form.invoiceAddress, save: true }
    const saves = addressesToSave(form)
    expect(saves).toHaveLength(2)
    expect(saves[0]).toMatchObject({ id: 44, name: 'Muster AG', locationId: 1001, isBillingAddress: false })
    expect(saves[1]).toMatchObject({
      id: null,
      name: 'Buchhaltung AG',
      isBillingAddress: true,
      locationId: null,
    })
  })
})
