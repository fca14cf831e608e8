import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CHECK_FAILED,
  CHECK_NEEDS_NETWORK,
  EMAIL_TAKEN,
  INVALID,
  INVALID_EMAIL,
  NOT_CONFIRMED,
  OUT_OF_RANGE,
  REQUIRED,
  TOO_LONG,
  USERNAME_TAKEN,
} from '#domain/changes/issue-codes'
import { activateCatalog, translation } from '#testing/catalog'
import { issueMessage } from './issue-message'

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const [issue] = v.safeParse(schema, value).issues ?? []
  if (!issue) throw new Error('the value passes')
  return issueMessage(issue.message, issue)
}

describe('issueMessage', () => {
  it('gives the spec wording of each issue code, in the active language', async () => {
    for (const locale of ['de', 'en'] as const) {
      await activateCatalog(locale)
      expect(issueMessage(REQUIRED)).toBe(translation(locale, 'This field is required'))
      expect(issueMessage(INVALID)).toBe(translation(locale, 'Invalid value'))
      expect(issueMessage(INVALID_EMAIL)).toBe(translation(locale, 'Invalid e-mail address'))
    }
    expect(issueMessage(REQUIRED)).toBe('This field is required')
  })

  it("says 'Passwords must match' when a repeat differs (ERR-007)", async () => {
    await activateCatalog('en')
    expect(issueMessage(NOT_CONFIRMED)).toBe('Passwords must match')
  })

  it('gives the unique checks their messages: taken, and offline or failed (REG-026, REG-029)', async () => {
    await activateCatalog('en')
    expect(issueMessage(USERNAME_TAKEN)).toBe('This username is already in use')
    expect(issueMessage(EMAIL_TAKEN)).toBe('This e-mail address is already in use')
    expect(issueMessage(CHECK_NEEDS_NETWORK)).toBe(
      'Checking this needs the network. Please connect and try again.',
    )
    expect(issueMessage(CHECK_FAILED)).toBe('This could not be checked. Please try again.')
  })

  it('names the limit a value passes', async () => {
    await activateCatalog('de')
    const count = v.pipe(v.number(), v.minValue(1, OUT_OF_RANGE), v.maxValue(15, OUT_OF_RANGE))
    expect(issueOf(count, 0)).toBe(
      translation('de', 'This field must not fall below the value of {min}', { min: '1' }),
    )
    expect(issueOf(count, 16)).toBe(
      translation('de', 'This field must not exceed the value of {max}', { max: '15' }),
    )
    expect(issueOf(v.pipe(v.string(), v.maxLength(3, TOO_LONG)), 'abcd')).toBe(
      translation('de', 'At most {max} characters', { max: '3' }),
    )
  })

  it('calls anything it does not know an invalid value', async () => {
    await activateCatalog('en')
    expect(issueMessage('Invalid type: Expected string but received 1')).toBe('Invalid value')
  })
})
