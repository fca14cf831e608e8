import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { OrderForm } from '#domain/ordering/order-form'
import { anOrganization } from '#testing/factories'
import { anOrderColi, anOrderForm } from '#testing/order-form'
import { orderFormSchema, pickupInTime, priceCalculatorSchema } from './order-form-schema'

const NOW = Temporal.Instant.from('2026-11-24T08:00:00Z') // 09:00 in Zurich
const schema = (overrides: Parameters<typeof anOrganization>[0] = {}, notes = true) =>
  orderFormSchema({ organization: anOrganization(overrides), now: () => NOW, notes })

/** The issues as 'path: code', the way the form shows them at their fields. */
function issues(form: OrderForm, rules = schema()): string[] {
  const result = v.safeParse(rules, form)
  if (result.success) return []
  return result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
}

const colis = (count: number) => ({
  count: String(count),
  colis: Array.from({ length: count }, () => anOrderColi()),
})

describe('order form rules', () => {
  it('accepts a complete order', () => {
    expect(issues(anOrderForm())).toEqual([])
  })

  it('requires pickup date and time', () => {
    expect(issues(anOrderForm({ date: '', time: '' }))).toEqual(['date: required', 'time: required'])
  })

  it.each([
    ['0930', true],
    ['093015', true],
    ['2359', true],
    ['2400', false],
    ['2460', false],
    ['2500', false],
    ['0960', false],
    ['093060', false],
    ['930', false],
    ['09:30', false],
  ])('pickup time %s matches the HHMM format with optional seconds: %s', (time, valid) => {
    const form = anOrderForm({ date: '2026-11-25', time })
    expect(issues(form).includes('time: invalid')).toBe(!valid)
  })

  it('client, letter and invoice e-mails are required and must be e-mail addresses', () => {
    const single = { invoiceType: 'single' as const }
    expect(issues(anOrderForm({ ...single, emailClient: '', emailLetter: 'x', invoiceMail: '' }))).toEqual([
      'emailClient: required',
      'emailClient: email',
      'emailLetter: email',
      'invoiceMail: required',
    ])
    expect(issues(anOrderForm({ ...single, invoiceMail: 'no-mail' }))).toEqual(['invoiceMail: email'])
  })

  it('the invoice e-mail is only checked when shown: not monthly and change_invoice_email_allowed', () => {
    expect(issues(anOrderForm({ invoiceType: 'monthly', invoiceMail: '' }))).toEqual([])
    const withoutRight = schema({ change_invoice_email_allowed: false })
    expect(issues(anOrderForm({ invoiceType: 'single', invoiceMail: '' }), withoutRight)).toEqual([])
  })

  it('the reference is required only under is_reference_required', () => {
    expect(issues(anOrderForm({ invoiceReference: '' }))).toEqual([])
    const required = schema({ is_reference_required: true })
    expect(issues(anOrderForm({ invoiceReference: ' ' }), required)).toEqual([
      'invoiceReference: referenceRequired',
    ])
    expect(issues(anOrderForm({ invoiceReference: 'K-77' }), required)).toEqual([])
  })

  it('notes allow 2000 characters and refuse 2001', () => {
    expect(issues(anOrderForm({ notes: 'x'.repeat(2000) }))).toEqual([])
    expect(issues(anOrderForm({ notes: 'x'.repeat(2001) }))).toEqual(['notes: tooLong'])
  })

  it('accepts 15 colis and refuses 16, 0 and a blank or fractional count', () => {
    expect(issues(anOrderForm({ colis: colis(15) }))).toEqual([])
    expect(issues(anOrderForm({ colis: { ...colis(15), count: '16' } }))).toEqual(['colis.count: range'])
    expect(issues(anOrderForm({ colis: { ...colis(1), count: '0' } }))).toEqual(['colis.count: range'])
    expect(issues(anOrderForm({ colis: { ...colis(1), count: '' } }))).toEqual(['colis.count: required'])
    expect(issues(anOrderForm({ colis: { ...colis(1), count: '1.5' } }))).toEqual(['colis.count: invalid'])
  })

  it('the count limits name 1 and 15 for the min and max messages', () => {
    const result = v.safeParse(schema(), anOrderForm({ colis: { ...colis(1), count: '16' } }))
    expect(result.issues?.[0]).toMatchObject({ type: 'max_value', requirement: 15 })
    const low = v.safeParse(schema(), anOrderForm({ colis: { ...colis(1), count: '0' } }))
    expect(low.issues?.[0]).toMatchObject({ type: 'min_value', requirement: 1 })
  })

  it('dimensions and weight are required non-negative decimals; letters and signs are refused', () => {
    const form = anOrderForm({
      colis: {
        count: '1',
        colis: [anOrderColi({ length: '12.5', width: '3,5', height: 'abc', weight: '' })],
      },
    })
    expect(issues(form)).toEqual(['colis.colis.0.height: invalid', 'colis.colis.0.weight: required'])
    const negative = anOrderForm({ colis: { count: '1', colis: [anOrderColi({ weight: '-1' })] } })
    expect(issues(negative)).toEqual(['colis.colis.0.weight: invalid'])
  })

  it('coli notes are required on the order and offer, not in the calculator', () => {
    const form = anOrderForm({ colis: { count: '1', colis: [anOrderColi({ notes: '' })] } })
    expect(issues(form)).toEqual(['colis.colis.0.notes: required'])
    expect(issues(form, schema({}, false))).toEqual([])
  })
})

describe('order address block rules', () => {
  it('a company needs name, contact, street, phone and a picked location', () => {
    const form = anOrderForm()
    form.sender = { ...form.sender, name: '', contact: '', street: '', phone: '', locationId: null }
    expect(issues(form)).toEqual([
      'sender.street: required',
      'sender.name: required',
      'sender.contact: required',
      'sender.phone: required',
      'sender.locationId: required',
    ])
  })

  it('a person needs first and last name, and no contact', () => {
    const form = anOrderForm()
    form.receiver = { ...form.receiver, type: 'female', name: '', contact: '', firstname: '', lastname: '' }
    expect(issues(form)).toEqual(['receiver.firstname: required', 'receiver.lastname: required'])
  })

  it('a saved person with a one-word name is the last name alone: no first name is asked for', () => {
    const form = anOrderForm()
    const saved = { id: 7, label: 'Müller, Seestrasse 1, 8001 Zürich', hasLocation: true }
    form.receiver = { ...form.receiver, type: 'male', name: '', firstname: '', lastname: 'Müller', saved }
    expect(issues(form)).toEqual([])
    form.receiver = { ...form.receiver, lastname: '' }
    expect(issues(form)).toEqual(['receiver.lastname: required'])
  })

  it('the billing block needs zip and place text, but no contact, phone or location picker', () => {
    const form = anOrderForm()
    form.invoiceAddress = {
      ...form.invoiceAddress,
      contact: '',
      phone: '',
      locationId: null,
      zip: '',
      location: '',
    }
    expect(issues(form)).toEqual(['invoiceAddress.zip: required', 'invoiceAddress.location: required'])
  })
})

describe('validPickupTime on the form (10 minutes of tolerance, Europe/Zurich)', () => {
  const at = (iso: string) => Temporal.Instant.from(iso)

  it('10 minutes in the past passes, 11 fails, with the pickup message', () => {
    const now = at('2026-11-24T09:10:00Z') // 10:10 in Zurich
    expect(pickupInTime('2026-11-24', '1000', now)).toBe(true)
    expect(pickupInTime('2026-11-24', '0959', now)).toBe(false)
    const rules = orderFormSchema({ organization: anOrganization(), now: () => now, notes: true })
    expect(issues(anOrderForm({ time: '0959' }), rules)).toEqual(['time: pickupPast'])
  })

  it('holds around midnight: 23:55 yesterday is in time at 00:05, 23:54 is not', () => {
    const now = at('2026-11-24T23:05:00Z') // 00:05 on 25 November in Zurich
    expect(pickupInTime('2026-11-24', '2355', now)).toBe(true)
    expect(pickupInTime('2026-11-24', '2354', now)).toBe(false)
  })

  it('holds across the March clock change (02:00 → 03:00 on 2026-03-29)', () => {
    const now = at('2026-03-29T01:05:00Z') // 03:05 summer time
    expect(pickupInTime('2026-03-29', '0155', now)).toBe(true) // 00:55 UTC: 10 minutes before
    expect(pickupInTime('2026-03-29', '0154', now)).toBe(false)
  })

  it('holds across the October clock change (03:00 → 02:00 on 2026-10-25), in real minutes', () => {
    const now = at('2026-10-25T01:05:00Z') // 02:05 winter time, after the clocks went back
    // The repeated hour reads as its first occurrence (summer time): 02:55 CEST is 00:55 UTC.
    expect(pickupInTime('2026-10-25', '0255', now)).toBe(true) // 10 real minutes ago
    expect(pickupInTime('2026-10-25', '0254', now)).toBe(false) // 11 real minutes ago
    expect(pickupInTime('2026-10-25', '0300', now)).toBe(true) // 03:00 CET is still to come
  })

  it('hour 24 cannot be priced, so the form refuses it with the invalid-value message, not the past one', () => {
    expect(issues(anOrderForm({ date: '2026-11-25', time: '2400' }))).toEqual(['time: invalid'])
    expect(issues(anOrderForm({ date: '2026-11-25', time: '240000' }))).toEqual(['time: invalid'])
    const calculator = priceCalculatorSchema({ now: () => NOW })
    expect(issues(anOrderForm({ date: '2026-11-25', time: '2400' }), calculator)).toEqual(['time: invalid'])
  })

  it('passes when there is no date to compare with', () => {
    expect(pickupInTime('', '0000', NOW)).toBe(true)
  })
})

describe('price calculator rules', () => {
  const calculator = priceCalculatorSchema({ now: () => NOW })

  it('requires from and to and the colis, nothing else', () => {
    const form = anOrderForm({ emailClient: '', emailLetter: '' })
    form.sender = { ...form.sender, locationId: null, name: '' }
    form.receiver = { ...form.receiver, locationId: null }
    form.colis = { count: '1', colis: [anOrderColi({ notes: '', weight: '' })] }
    expect(issues(form, calculator)).toEqual([
      'colis.colis.0.weight: required',
      'sender.locationId: required',
      'receiver.locationId: required',
    ])
  })

  it('accepts a form with places and colis only', () => {
    expect(issues(anOrderForm({ notes: 'x'.repeat(3000) }), calculator)).toEqual([])
  })
})
