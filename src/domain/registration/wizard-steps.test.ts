import { describe, expect, it } from 'vitest'
import { aRegistrationAddress, aRegistrationForm } from '#testing/registration-form'
import type { UniqueVerdicts } from './unique-check'
import {
  firstUnvalidatedStep,
  isStepOpen,
  isStepValid,
  NOTHING_SUBMITTED,
  nextStep,
  validatedSteps,
  WIZARD_STEPS,
} from './wizard-steps'

const FREE: UniqueVerdicts = {
  username: { value: 'anna.muster', status: 'free' },
  email: { value: 'anna@muster.ch', status: 'free' },
}
const ALL = { user: true, addresses: true, payment: true }

describe('the wizard steps (spec section 2)', () => {
  it('are user → addresses → payment (REG-005)', () => {
    expect(WIZARD_STEPS).toEqual(['user', 'addresses', 'payment'])
    expect(nextStep('user')).toBe('addresses')
    expect(nextStep('addresses')).toBe('payment')
    expect(nextStep('payment')).toBeNull()
  })

  it('opens a step only when every earlier step is validated (REG-006)', () => {
    expect(WIZARD_STEPS.filter((step) => isStepOpen(step, NOTHING_SUBMITTED))).toEqual(['user'])
    expect(isStepOpen('addresses', { ...NOTHING_SUBMITTED, user: true })).toBe(true)
    expect(isStepOpen('payment', { ...NOTHING_SUBMITTED, user: true })).toBe(false)
    // A later step validated does not open one whose earlier step is not.
    expect(isStepOpen('payment', { user: false, addresses: true, payment: false })).toBe(false)
    expect(isStepOpen('payment', { user: true, addresses: true, payment: false })).toBe(true)
  })

  it('sends a visit to a closed step to the first step not validated', () => {
    expect(firstUnvalidatedStep('payment', NOTHING_SUBMITTED)).toBe('user')
    expect(firstUnvalidatedStep('payment', { ...NOTHING_SUBMITTED, user: true })).toBe('addresses')
    expect(firstUnvalidatedStep('addresses', { ...NOTHING_SUBMITTED, user: true })).toBe('addresses')
  })

  it('counts a submitted step as validated while its values pass (REG-007, REG-012, REG-013)', () => {
    const form = aRegistrationForm()
    expect(validatedSteps(NOTHING_SUBMITTED, form, FREE)).toEqual(NOTHING_SUBMITTED)
    expect(validatedSteps(ALL, form, FREE)).toEqual(ALL)
    const brokenAddress = aRegistrationForm({ invoiceAddress: aRegistrationAddress({ street: '' }) })
    expect(validatedSteps(ALL, brokenAddress, FREE)).toEqual({ ...ALL, addresses: false })
  })

  it('after a reload the password is gone, so the user step is no longer validated', () => {
    const reloaded = aRegistrationForm({ password: '', passwordRepeat: '' })
    expect(validatedSteps(ALL, reloaded, FREE).user).toBe(false)
  })

  it('the user step needs the server to have said both the username and the e-mail are free', () => {
    const form = aRegistrationForm()
    expect(isStepValid('user', form, FREE)).toBe(true)
    expect(isStepValid('user', form, { ...FREE, username: null })).toBe(false)
    expect(
      isStepValid('user', form, { ...FREE, email: { value: 'anna@muster.ch', status: 'checking' } }),
    ).toBe(false)
    expect(isStepValid('user', form, { ...FREE, username: { value: 'anna.muster', status: 'taken' } })).toBe(
      false,
    )
    // A verdict for the value before the last edit does not count.
    expect(isStepValid('user', aRegistrationForm({ username: 'anna.m' }), FREE)).toBe(false)
  })
})
