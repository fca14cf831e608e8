import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorKind } from '#api/errors'
import { FAILURE_REASONS, HTTP_REASON_PREFIX } from '#domain/changes/failure-reasons'
import {
  BASE_DELAY_MS,
  classify,
  givesUp,
  isKeyConflict,
  isRejection,
  MAX_CONFLICTS,
  MAX_DELAY_MS,
  MAX_SERVER_FAILURES,
  nextDelay,
  reasonOf,
} from './retry-policy'

const error = (kind: ApiErrorKind, status?: number) =>
  new ApiError({ kind, status, message: `${kind} ${status}` })

describe('classify', () => {
  it.each([
    ['offline', undefined],
    ['timeout', undefined],
    ['aborted', undefined],
    ['http', 500],
    ['http', 502],
    ['http', 503],
    ['http', 429],
    ['http', 408],
    ['http', 409],
  ] as const)('retries %s %s', (kind, status) => {
    expect(classify(error(kind, status))).toBe('retry')
  })

  it('pauses on unauthorized (the client refresh already failed)', () => {
    expect(classify(error('unauthorized', 401))).toBe('pause')
  })

  it.each([400, 403, 404, 422])('needs attention on a refusal %s, and calls it a rejection', (status) => {
    expect(classify(error('http', status))).toBe('attention')
    expect(isRejection(error('http', status))).toBe(true)
  })

  it('needs attention on an unreadable answer, but that is no rejection (it may be committed)', () => {
    expect(classify(error('payload'))).toBe('attention')
    expect(isRejection(error('payload'))).toBe(false)
  })

  it('shows a bug (no ApiError) instead of retrying it forever', () => {
    expect(classify(new TypeError('boom'))).toBe('attention')
    expect(isRejection(new TypeError('boom'))).toBe(false)
  })
})

describe('nextDelay', () => {
  it('grows exponentially from about 2 s: the ceiling doubles per attempt', () => {
    const top = () => 0.999999
    expect(nextDelay(1, top)).toBe(Math.floor(0.999999 * BASE_DELAY_MS))
    expect(nextDelay(2, top)).toBe(Math.floor(0.999999 * 2 * BASE_DELAY_MS))
    expect(nextDelay(5, top)).toBe(Math.floor(0.999999 * 16 * BASE_DELAY_MS))
  })

  it('starts from a configured base instead of 2 s, doubling the same way up to the same cap', () => {
    const top = () => 0.999999
    expect(nextDelay(1, top, 250)).toBe(Math.floor(0.999999 * 250))
    expect(nextDelay(3, top, 250)).toBe(Math.floor(0.999999 * 4 * 250))
    expect(nextDelay(30, top, 250)).toBe(Math.floor(0.999999 * MAX_DELAY_MS))
  })

  it('is capped at 5 minutes, however many attempts', () => {
    for (const attempts of [9, 10, 20, 100, 10_000]) {
      expect(nextDelay(attempts, () => 0.999999)).toBeLessThanOrEqual(MAX_DELAY_MS)
      expect(nextDelay(attempts, () => 0.999999)).toBeGreaterThanOrEqual(MAX_DELAY_MS - 1)
    }
    expect(MAX_DELAY_MS).toBe(300_000)
  })

  it('uses full jitter: uniform between 0 and the ceiling', () => {
    expect(nextDelay(3, () => 0)).toBe(0)
    expect(nextDelay(3, () => 0.5)).toBe(4 * BASE_DELAY_MS * 0.5)
    expect(nextDelay(0, () => 0.5)).toBe(BASE_DELAY_MS * 0.5)
  })

  it('stays within [0, cap] for any random value, even out of range', () => {
    for (const r of [-1, 0, 0.3, 1, 2, Number.NaN]) {
      const delay = nextDelay(4, () => r)
      expect(Number.isFinite(delay)).toBe(true)
      expect(delay).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS)
    }
  })
})

describe('reasonOf: what an entry stores as its reason', () => {
  const withBody = (status: number, body: unknown, field?: string) =>
    new ApiError({ kind: 'http', status, body, field, message: `The server answered ${status}` })

  it('keeps the server’s own words', () => {
    expect(reasonOf(withBody(422, { message: 'Street is missing' }))).toBe('Street is missing')
  })

  it('stores a code instead of the client’s English, for the screens to translate', () => {
    expect(reasonOf(withBody(500, undefined))).toBe(`${HTTP_REASON_PREFIX}500`)
    expect(reasonOf(error('offline'))).toBe(FAILURE_REASONS.offline)
    expect(reasonOf(error('timeout'))).toBe(FAILURE_REASONS.timeout)
    expect(reasonOf(error('payload'))).toBe(FAILURE_REASONS.unreadable)
    expect(reasonOf(new TypeError('boom'))).toBe(FAILURE_REASONS.portal)
  })

  it('tells a reused key (422 naming the key) from a refusal of the change, and keeps its key', () => {
    const reused = withBody(
      422,
      { message: 'Idempotency-Key was already used for a different request' },
      'Idempotency-Key',
    )
    expect(isKeyConflict(reused)).toBe(true)
    expect(isRejection(reused)).toBe(false)
    expect(reasonOf(reused)).toBe(FAILURE_REASONS.keyConflict)
    expect(isKeyConflict(withBody(422, { message: 'Street is missing' }, 'addresse'))).toBe(false)
  })
})

describe('givesUp', () => {
  it('parks after 8 failures of the server, after 3 conflicts in a row, never for the network', () => {
    expect(givesUp(error('http', 503), MAX_SERVER_FAILURES - 1, 0)).toBeNull()
    expect(givesUp(error('http', 503), MAX_SERVER_FAILURES, 0)).toBe(FAILURE_REASONS.keepsFailing)
    expect(givesUp(error('http', 409), MAX_CONFLICTS - 1, MAX_CONFLICTS - 1)).toBeNull()
    expect(givesUp(error('http', 409), MAX_CONFLICTS, MAX_CONFLICTS)).toBe(`${HTTP_REASON_PREFIX}409`)
    // Failures of another kind before the 409 do not count towards the conflicts in a row.
    expect(givesUp(error('http', 409), MAX_CONFLICTS + 2, 1)).toBeNull()
    expect(givesUp(error('offline'), 1_000, 0)).toBeNull()
    expect(givesUp(error('timeout'), 1_000, 0)).toBeNull()
  })
})
