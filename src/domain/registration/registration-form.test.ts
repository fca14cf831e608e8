import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { aRegistrationForm } from '#testing/registration-form'
import {
  emptyRegistrationForm,
  fromRegistrationDraft,
  invoiceLanguageOf,
  registrationDraftSchema,
  toRegistrationDraft,
} from './registration-form'

describe('the registration form (spec section 3)', () => {
  it('starts as a man, invoices monthly by e-mail, and no optional address (REG-018, REG-020, REG-021)', () => {
    const form = emptyRegistrationForm()
    expect(form.type).toBe('male')
    expect(form.invoiceDispatchType).toBe('email')
    expect(form.invoiceType).toBe('monthly')
    expect([form.addDefaultSenderAddress, form.addDefaultReceiverAddress]).toEqual([false, false])
    expect([form.tosAccepted, form.newsletter]).toEqual([false, false])
  })

  it('invoices in the interface language until the user picks one (REG-019)', () => {
    expect(emptyRegistrationForm().language).toBeNull()
    expect(invoiceLanguageOf({ language: null }, 'fr')).toBe('fr')
    expect(invoiceLanguageOf({ language: null }, 'it')).toBe('it')
    expect(invoiceLanguageOf({ language: 'de' }, 'fr')).toBe('de')
  })
})

describe('the registration draft (decisions: drafts)', () => {
  it('keeps everything but the password and its repeat', () => {
    const form = aRegistrationForm({ newsletter: true, language: 'it' })
    const draft = toRegistrationDraft(form)
    expect(draft).not.toHaveProperty('password')
    expect(draft).not.toHaveProperty('passwordRepeat')
    expect(JSON.stringify(draft)).not.toContain('geheim-123')
    expect(fromRegistrationDraft(draft)).toEqual({ ...form, password: '', passwordRepeat: '' })
  })

  it('reads a stored draft back as it was kept', () => {
    const draft = toRegistrationDraft(
      aRegistrationForm({ addDefaultSenderAddress: true, invoiceType: 'single' }),
    )
    expect(v.parse(registrationDraftSchema, draft)).toEqual(draft)
  })

  it('drops a password that a stored value somehow holds', () => {
    const stored = { ...toRegistrationDraft(aRegistrationForm()), password: 'x', passwordRepeat: 'x' }
    const read = v.parse(registrationDraftSchema, stored)
    expect(read).not.toHaveProperty('password')
    expect(read).not.toHaveProperty('passwordRepeat')
  })

  it('opens a partial or damaged draft with the defaults for what it lacks', () => {
    const read = v.parse(registrationDraftSchema, {
      username: 'anna',
      type: 'company',
      language: 'xx',
      invoiceAddress: 'kaputt',
      defaultSenderAddress: { name: 'Muster AG', locationId: '12' },
    })
    expect(read).toMatchObject({ username: 'anna', type: 'male', language: null, invoiceType: 'monthly' })
    expect(read.invoiceAddress).toEqual(emptyRegistrationForm().invoiceAddress)
    expect(read.defaultSenderAddress).toMatchObject({ name: 'Muster AG', locationId: null, type: 'company' })
  })
})
