import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { orderPayload } from './order-payload'
import { toOrderPayload } from './to-order-payload'

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
