import { describe, expect, it } from 'vitest'
import { registrationFailure, stepOfServerField } from './registration-failure'

describe('a failed registration (REG-016)', () => {
  it('offline: it needs the network', () => {
    expect(registrationFailure({ offline: true })).toEqual({ kind: 'offline' })
  })

  it("no answer in time: 'slow', not offline (issue 20, item 6)", () => {
    expect(registrationFailure({ offline: false, slow: true })).toEqual({ kind: 'slow' })
  })

  it('a server fault or no readable answer: send again', () => {
    expect(registrationFailure({ offline: false, status: 500 })).toEqual({ kind: 'failed' })
    expect(registrationFailure({ offline: false, status: 503, field: 'username' })).toEqual({
      kind: 'failed',
    })
    expect(registrationFailure({ offline: false })).toEqual({ kind: 'failed' })
  })

  it('a refused username or e-mail is named as such, with the reason', () => {
    expect(
      registrationFailure({ offline: false, status: 422, field: 'username', message: 'in use' }),
    ).toEqual({
      kind: 'usernameRefused',
      reason: 'in use',
    })
    expect(registrationFailure({ offline: false, status: 422, field: 'email' })).toEqual({
      kind: 'emailRefused',
      reason: '',
    })
  })

  it('another refused value names the step that holds it, with the reason', () => {
    expect(
      registrationFailure({ offline: false, status: 422, field: 'password.first', message: 'too short' }),
    ).toEqual({ kind: 'refused', step: 'user', reason: 'too short' })
    expect(registrationFailure({ offline: false, status: 400, message: 'bad' })).toEqual({
      kind: 'refused',
      step: 'user',
      reason: 'bad',
    })
  })

  it('knows which step holds each server field', () => {
    expect(stepOfServerField('vorname')).toBe('user')
    expect(stepOfServerField('default_absender.plz')).toBe('addresses')
    expect(stepOfServerField('default_rechnungsadresse.postleitzahl')).toBe('addresses')
    expect(stepOfServerField('invoice_mail')).toBe('payment')
    expect(stepOfServerField('invoice_language')).toBe('payment')
  })
})
