import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL, NOT_CONFIRMED, REQUIRED } from '#domain/changes/issue-codes'
import { aRegistrationAddress, aRegistrationForm } from '#testing/registration-form'
import type { RegistrationForm } from './registration-form'
import { addressesStepSchema, addressIssues, paymentStepSchema, userStepSchema } from './registration-rules'

/** The first issue code of each field the schema refuses, by dotted path. */
function issues(schema: v.GenericSchema, form: RegistrationForm): Record<string, string> {
  const found: Record<string, string> = {}
  for (const issue of v.safeParse(schema, form).issues ?? []) {
    const path = v.getDotPath(issue) ?? '(form)'
    found[path] ??= issue.message
  }
  return found
}

const user = (overrides: Partial<RegistrationForm>) => issues(userStepSchema, aRegistrationForm(overrides))
const addresses = (overrides: Partial<RegistrationForm>) =>
  issues(addressesStepSchema, aRegistrationForm(overrides))
const payment = (overrides: Partial<RegistrationForm>) =>
  issues(paymentStepSchema, aRegistrationForm(overrides))

describe('user step (spec section 5)', () => {
  it('passes a complete form', () => {
    expect(user({})).toEqual({})
  })

  it('requires first and last name (REG-022)', () => {
    expect(user({ firstname: ' ', lastname: '' })).toEqual({ firstname: REQUIRED, lastname: REQUIRED })
  })

  it('requires street, zip, place and phone (REG-023)', () => {
    expect(user({ street: '', zip: ' ', location: '', phone: '' })).toEqual({
      street: REQUIRED,
      zip: REQUIRED,
      location: REQUIRED,
      phone: REQUIRED,
    })
  })

  it('requires an e-mail, and a valid one (REG-024)', () => {
    expect(user({ email: '' })).toEqual({ email: REQUIRED })
    expect(user({ email: 'anna@' })).toEqual({ email: INVALID_EMAIL })
    expect(user({ email: ' anna@muster.ch ' })).toEqual({})
  })

  it('requires a username (REG-027)', () => {
    expect(user({ username: '  ' })).toEqual({ username: REQUIRED })
  })

  it('requires the password (REG-030)', () => {
    expect(user({ password: '', passwordRepeat: '' })).toEqual({
      password: REQUIRED,
      passwordRepeat: REQUIRED,
    })
  })

  it("requires the repeat, and that it match: 'Passwords must match' (REG-031)", () => {
    expect(user({ passwordRepeat: '' })).toEqual({ passwordRepeat: REQUIRED })
    expect(user({ passwordRepeat: 'geheim-124' })).toEqual({ passwordRepeat: NOT_CONFIRMED })
    // Taken as typed: a space more is another password.
    expect(user({ passwordRepeat: 'geheim-123 ' })).toEqual({ passwordRepeat: NOT_CONFIRMED })
  })

  it('requires the terms to be accepted (REG-032)', () => {
    expect(user({ tosAccepted: false })).toEqual({ tosAccepted: REQUIRED })
  })

  it('leaves the newsletter optional (REG-033)', () => {
    expect(user({ newsletter: false })).toEqual({})
    expect(user({ newsletter: true })).toEqual({})
  })

  it('takes only male or female (REG-018)', () => {
    expect(user({ type: 'male' })).toEqual({})
    expect(user({ type: 'company' as never })).toHaveProperty('type')
  })

  it('does not look at the other steps', () => {
    expect(user({ invoiceMail: '', invoiceAddress: aRegistrationAddress({ name: '' }) })).toEqual({})
  })
})

describe('addresses step (spec section 5)', () => {
  it('passes a complete invoice address, without the optional ones', () => {
    expect(addresses({})).toEqual({})
  })

  it('a company needs its name and a contact (REG-035)', () => {
    const invoiceAddress = aRegistrationAddress({ type: 'company', name: '', contact: ' ', locationId: null })
    expect(addresses({ invoiceAddress })).toEqual({
      'invoiceAddress.name': REQUIRED,
      'invoiceAddress.contact': REQUIRED,
    })
  })

  it("a person needs a name ('First name / Last name'), no contact (REG-036)", () => {
    for (const type of ['male', 'female'] as const) {
      const invoiceAddress = aRegistrationAddress({ type, name: '', contact: '', locationId: null })
      expect(addresses({ invoiceAddress })).toEqual({ 'invoiceAddress.name': REQUIRED })
    }
  })

  it('every address needs street and phone (REG-037)', () => {
    const bare = { street: '', phone: '' }
    expect(
      addresses({
        addDefaultSenderAddress: true,
        addDefaultReceiverAddress: true,
        invoiceAddress: aRegistrationAddress({ ...bare, locationId: null }),
        defaultSenderAddress: aRegistrationAddress(bare),
        defaultReceiverAddress: aRegistrationAddress(bare),
      }),
    ).toEqual({
      'invoiceAddress.street': REQUIRED,
      'invoiceAddress.phone': REQUIRED,
      'defaultSenderAddress.street': REQUIRED,
      'defaultSenderAddress.phone': REQUIRED,
      'defaultReceiverAddress.street': REQUIRED,
      'defaultReceiverAddress.phone': REQUIRED,
    })
  })

  it('the invoice address takes zip and place as free text, no place from the search (REG-038)', () => {
    const free = aRegistrationAddress({ zip: '9999', location: 'Irgendwo', locationId: null })
    expect(addresses({ invoiceAddress: free })).toEqual({})
    expect(addressIssues(free, true)).toEqual([])
    expect(addresses({ invoiceAddress: { ...free, zip: '', location: ' ' } })).toEqual({
      'invoiceAddress.zip': REQUIRED,
      'invoiceAddress.location': REQUIRED,
    })
  })

  it('the sender and receiver need a place from the location search (REG-039)', () => {
    const typedOnly = aRegistrationAddress({ zip: '8001', location: 'Zürich', locationId: null })
    expect(addressIssues(typedOnly, false)).toEqual(['locationId'])
    expect(addresses({ addDefaultSenderAddress: true, defaultSenderAddress: typedOnly })).toEqual({
      'defaultSenderAddress.locationId': REQUIRED,
    })
    expect(addresses({ addDefaultReceiverAddress: true, defaultReceiverAddress: typedOnly })).toEqual({
      'defaultReceiverAddress.locationId': REQUIRED,
    })
  })

  it('an optional address is checked only while it is added (REG-034)', () => {
    const empty = aRegistrationAddress({ name: '', contact: '', street: '', phone: '', locationId: null })
    expect(addresses({ defaultSenderAddress: empty, defaultReceiverAddress: empty })).toEqual({})
    expect(
      Object.keys(addresses({ addDefaultReceiverAddress: true, defaultReceiverAddress: empty })),
    ).toEqual([
      'defaultReceiverAddress.name',
      'defaultReceiverAddress.contact',
      'defaultReceiverAddress.street',
      'defaultReceiverAddress.phone',
      'defaultReceiverAddress.locationId',
    ])
  })
})

describe('payment step (spec section 5)', () => {
  it('passes a complete form', () => {
    expect(payment({})).toEqual({})
  })

  it('requires the invoice e-mail, and a valid one (REG-042)', () => {
    expect(payment({ invoiceMail: ' ' })).toEqual({ invoiceMail: REQUIRED })
    expect(payment({ invoiceMail: 'rechnung@' })).toEqual({ invoiceMail: INVALID_EMAIL })
  })

  it('requires an invoice language: one of de, fr, it and en, or the interface language (REG-043, REG-019)', () => {
    for (const language of ['de', 'fr', 'it', 'en', null] as const) expect(payment({ language })).toEqual({})
    expect(payment({ language: '' as never })).toEqual({ language: REQUIRED })
  })

  it('takes monthly or single invoices, dispatched by e-mail only (REG-020, REG-021)', () => {
    expect(payment({ invoiceType: 'single' })).toEqual({})
    expect(payment({ invoiceType: 'weekly' as never })).toHaveProperty('invoiceType')
    expect(payment({ invoiceDispatchType: 'post' as never })).toHaveProperty('invoiceDispatchType')
  })
})
