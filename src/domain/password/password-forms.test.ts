import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL, NOT_CONFIRMED, REQUIRED } from '#domain/changes/issue-codes'
import {
  isWellFormedResetHash,
  passwordChangeFailure,
  passwordChangeInput,
  resetRequestInput,
  resetRequestOutcome,
  setPasswordFailure,
  setPasswordInput,
} from './password-forms'

/** Each failing field's path with the code of its first issue, the one its form shows. */
function issues(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value)
  const found: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    found[path] ??= issue.message
  }
  return found
}

const CHANGE = { oldPassword: 'demo-pass', newPassword: 'new pass 1', newPasswordRepeat: 'new pass 1' }

describe('the password change rules (spec section 5)', () => {
  it('takes the current password, the new one and a matching repeat as typed', () => {
    expect(v.parse(passwordChangeInput, CHANGE)).toEqual(CHANGE)
    const spaced = { ...CHANGE, newPassword: ' pass ', newPasswordRepeat: ' pass ' }
    expect(v.parse(passwordChangeInput, spaced)).toEqual(spaced)
  })

  it('requires the current password (PROFILE-034)', () => {
    expect(issues(passwordChangeInput, { ...CHANGE, oldPassword: '' })).toEqual({ oldPassword: REQUIRED })
  })

  it('requires the new password (PROFILE-035)', () => {
    expect(issues(passwordChangeInput, { ...CHANGE, newPassword: '' })).toEqual({
      newPassword: REQUIRED,
      // Truly so: the repeat typed is not the (empty) new password.
      newPasswordRepeat: NOT_CONFIRMED,
    })
    expect(issues(passwordChangeInput, { ...CHANGE, newPassword: '', newPasswordRepeat: '' })).toEqual({
      newPassword: REQUIRED,
      newPasswordRepeat: REQUIRED,
    })
  })

  it('requires the repeat, and says so rather than that it differs (PROFILE-036)', () => {
    expect(issues(passwordChangeInput, { ...CHANGE, newPasswordRepeat: '' })).toEqual({
      newPasswordRepeat: REQUIRED,
    })
  })

  it("puts 'Passwords must match' on the repeat when it differs (PROFILE-037, ERR-007)", () => {
    expect(issues(passwordChangeInput, { ...CHANGE, newPasswordRepeat: 'new pass 2' })).toEqual({
      newPasswordRepeat: NOT_CONFIRMED,
    })
    // A case or a space makes another password.
    expect(issues(passwordChangeInput, { ...CHANGE, newPasswordRepeat: 'New pass 1' })).toEqual({
      newPasswordRepeat: NOT_CONFIRMED,
    })
    expect(issues(passwordChangeInput, { ...CHANGE, newPasswordRepeat: 'new pass 1 ' })).toEqual({
      newPasswordRepeat: NOT_CONFIRMED,
    })
  })

  it('reports every empty field at once, and the mismatch alongside another field’s issue', () => {
    expect(issues(passwordChangeInput, { oldPassword: '', newPassword: '', newPasswordRepeat: '' })).toEqual({
      oldPassword: REQUIRED,
      newPassword: REQUIRED,
      newPasswordRepeat: REQUIRED,
    })
    expect(issues(passwordChangeInput, { ...CHANGE, oldPassword: '', newPasswordRepeat: 'x' })).toEqual({
      oldPassword: REQUIRED,
      newPasswordRepeat: NOT_CONFIRMED,
    })
  })

  it('clears the fields only when the server refused the change: offline keeps them (PROFILE-040)', () => {
    expect(passwordChangeFailure({ offline: false, status: 422 })).toBe('refused')
    expect(passwordChangeFailure({ offline: false, status: 500 })).toBe('refused')
    expect(passwordChangeFailure({ offline: false })).toBe('refused')
    expect(passwordChangeFailure({ offline: true })).toBe('offline')
    expect(passwordChangeFailure({ offline: false, slow: true })).toBe('slow')
  })
})

describe('the reset request rules', () => {
  it('takes an e-mail address, trimmed (AUTH-034)', () => {
    expect(v.parse(resetRequestInput, { email: '  lea.brunner@example.ch ' })).toEqual({
      email: 'lea.brunner@example.ch',
    })
  })

  it('requires a valid e-mail address', () => {
    expect(issues(resetRequestInput, { email: ' ' })).toEqual({ email: REQUIRED })
    expect(issues(resetRequestInput, { email: 'lea.brunner' })).toEqual({ email: INVALID_EMAIL })
    expect(issues(resetRequestInput, { email: 'lea@' })).toEqual({ email: INVALID_EMAIL })
  })

  it('gives the same answer whether the server took the address or refused it (AUTH-035)', () => {
    expect(resetRequestOutcome(null)).toBe('sent')
    for (const status of [400, 404, 409, 422]) {
      expect(resetRequestOutcome({ offline: false, status }), String(status)).toBe('sent')
    }
  })

  it('can be asked again when the request never got an answer about the address', () => {
    expect(resetRequestOutcome({ offline: true })).toBe('offline')
    expect(resetRequestOutcome({ offline: false, slow: true })).toBe('slow')
    expect(resetRequestOutcome({ offline: false, status: 500 })).toBe('failed')
    expect(resetRequestOutcome({ offline: false, status: 503 })).toBe('failed')
    // A 200 whose body could not be read, or an answer with no status at all.
    expect(resetRequestOutcome({ offline: false })).toBe('failed')
  })
})

describe('the set-password rules', () => {
  const SET = { password: 'reset-pass-1', repeat: 'reset-pass-1' }

  it('takes the new password and its matching repeat', () => {
    expect(v.parse(setPasswordInput, SET)).toEqual(SET)
  })

  it('requires both', () => {
    expect(issues(setPasswordInput, { password: '', repeat: '' })).toEqual({
      password: REQUIRED,
      repeat: REQUIRED,
    })
  })

  it("puts 'Passwords must match' on the repeat when it differs (ERR-007)", () => {
    expect(issues(setPasswordInput, { ...SET, repeat: 'reset-pass-2' })).toEqual({ repeat: NOT_CONFIRMED })
  })

  it("fails with 'An error occurred.' whatever the server said, unless the network was missing (AUTH-038)", () => {
    for (const status of [404, 422, 500]) {
      expect(setPasswordFailure({ offline: false, status }), String(status)).toBe('failed')
    }
    expect(setPasswordFailure({ offline: true })).toBe('offline')
    expect(setPasswordFailure({ offline: false, slow: true })).toBe('slow')
  })
})

describe('a reset link hash', () => {
  it('is sent as it came when a link can carry it, whatever its format', () => {
    for (const hash of ['a'.repeat(40), 'f3A9-_', 'x.y', '...', 'a/b', 'ä%20', 'z'.repeat(512)]) {
      expect(isWellFormedResetHash(hash), hash).toBe(true)
    }
  })

  it('is malformed when no mailed link can hold it, or it would address another call', () => {
    for (const hash of [
      '',
      '.',
      '..',
      'a b',
      ' abc',
      'abc\n',
      'a\tb',
      'a\u0000b',
      'a\u0085b',
      'z'.repeat(513),
    ]) {
      expect(isWellFormedResetHash(hash), JSON.stringify(hash)).toBe(false)
    }
  })
})
