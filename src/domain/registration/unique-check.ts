import * as v from 'valibot'
import {
  CHECK_FAILED,
  CHECK_NEEDS_NETWORK,
  CHECK_SERVER_SLOW,
  EMAIL_TAKEN,
  USERNAME_TAKEN,
} from '#domain/changes/issue-codes'

/**
 * uniqueUsername and uniqueEmail (spec section 5): the server's valid answer decides. A verdict
 * belongs to the value it was asked for, so an answer never speaks for a value typed since.
 */

export type UniqueField = 'username' | 'email'

/**
 * What the server's answer (or its absence) says about one value; 'slow' when it did not answer
 * in time, which is no proof that the device is offline.
 */
export type UniqueAnswer = 'free' | 'taken' | 'offline' | 'slow' | 'failed'

export interface UniqueVerdict {
  /** The value asked about, trimmed as it is sent. */
  value: string
  status: UniqueAnswer | 'checking'
}

export type UniqueVerdicts = Record<UniqueField, UniqueVerdict | null>

export const NO_VERDICTS: UniqueVerdicts = { username: null, email: null }

const emailSchema = v.pipe(v.string(), v.email())

/**
 * Whether a value may be asked about at all: a blank username or an e-mail that is no address
 * fails its own rule first, and no request goes out for it (issue 12: no request while invalid).
 */
export function isCheckable(field: UniqueField, value: string): boolean {
  const trimmed = value.trim()
  if (trimmed === '') return false
  return field === 'username' || v.is(emailSchema, trimmed)
}

/** The verdict while the question for `value` is on its way. */
export function checking(value: string): UniqueVerdict {
  return { value: value.trim(), status: 'checking' }
}

/**
 * The verdict after an answer for `asked` arrives. An answer for any other value than the one now
 * being checked is stale (the user typed on, an older request was slower): it changes nothing.
 */
export function withAnswer(
  current: UniqueVerdict | null,
  asked: string,
  answer: UniqueAnswer,
): UniqueVerdict | null {
  const value = asked.trim()
  if (current?.value !== value || current.status !== 'checking') return current
  return { value, status: answer }
}

/** The verdict that holds for what the field holds now; a verdict for another value says nothing. */
export function verdictFor(verdict: UniqueVerdict | null, value: string): UniqueVerdict | null {
  return verdict?.value === value.trim() ? verdict : null
}

/** Whether the server said this very value is free: only then may the user step pass. */
export function isConfirmedFree(verdict: UniqueVerdict | null, value: string): boolean {
  return verdictFor(verdict, value)?.status === 'free'
}

const TAKEN: Record<UniqueField, string> = { username: USERNAME_TAKEN, email: EMAIL_TAKEN }

/**
 * The message code the field shows for its current value: taken, or the check needing the network
 * or having failed. Nothing while it is checking, free, or not asked yet.
 */
export function uniqueIssue(field: UniqueField, verdict: UniqueVerdict | null, value: string): string | null {
  switch (verdictFor(verdict, value)?.status) {
    case 'taken':
      return TAKEN[field]
    case 'offline':
      return CHECK_NEEDS_NETWORK
    case 'slow':
      return CHECK_SERVER_SLOW
    case 'failed':
      return CHECK_FAILED
    default:
      return null
  }
}

/** Whether the field needs a (new) question before the step can pass: no verdict for its value, or one that did not get an answer. */
export function needsCheck(field: UniqueField, verdict: UniqueVerdict | null, value: string): boolean {
  if (!isCheckable(field, value)) return false
  const status = verdictFor(verdict, value)?.status
  return status === undefined || status === 'offline' || status === 'slow' || status === 'failed'
}
