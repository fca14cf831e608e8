import { isApiError, serverMessage } from '#api/errors'
import { FAILURE_REASONS, HTTP_REASON_PREFIX } from '#domain/changes/failure-reasons'

/** What the outbox does after a failed attempt. */
export type Verdict = 'retry' | 'pause' | 'attention'

export const BASE_DELAY_MS = 2_000
export const MAX_DELAY_MS = 300_000

/** Statuses that say "not now" rather than "never": the same request may succeed later. */
const TRANSIENT_4XX = new Set([408, 425, 429])

/**
 * The idempotency-key draft's "this key is still being processed": the first request may yet be
 * committed, so it is asked again under the same key, never a new one (that could duplicate it).
 * A server may also answer 409 for a row that can no longer change (the fixture does, for a
 * shipment in transit): that one does not pass, so after MAX_CONFLICTS it shows the server's words.
 */
const IN_PROGRESS = 409
export const MAX_CONFLICTS = 3

/**
 * After this many failures of the server itself (5xx, 409, 429 …) an entry stops blocking the
 * line and needs the user: a change the server fails on for good must not hold up every other one.
 * With the backoff's doubling this is about 8 minutes of failures at most, a few seconds at least.
 */
export const MAX_SERVER_FAILURES = 8

/**
 * Network trouble and server trouble are retried (an offline change is never dropped; a server
 * failing on one change stops blocking the rest after MAX_SERVER_FAILURES); a 401 that the
 * client's own refresh could not cure waits for the user to log in again; a refusal of the request
 * itself (400, 403, 404, 422 …) needs the user, as does an answer the client cannot read (the
 * change may have been committed, so resending a new request is unsafe).
 */
export function classify(error: unknown): Verdict {
  // Only bugs reach here without an ApiError (src/api throws nothing else): show them, don't loop.
  if (!isApiError(error)) return 'attention'
  switch (error.kind) {
    case 'offline':
    case 'timeout':
    case 'aborted':
      return 'retry'
    case 'unauthorized':
      return 'pause'
    case 'payload':
      return 'attention'
    case 'http': {
      const status = error.status ?? 0
      if (status === 401) return 'pause'
      if (isServerFailure(error)) return 'retry'
      return 'attention'
    }
  }
}

/** The server answered but could not do it now: counts towards MAX_SERVER_FAILURES. */
export function isServerFailure(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false
  const status = error.status ?? 0
  return status >= 500 || status === 0 || status === IN_PROGRESS || TRANSIENT_4XX.has(status)
}

/** The draft's "still being processed": counted on its own, in a row (MAX_CONFLICTS). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === IN_PROGRESS
}

/**
 * After another failure of the server (`serverFailures` and `conflicts` in a row counted with
 * it): the reason the entry stops retrying and needs the user, or null while it keeps retrying.
 */
export function givesUp(error: unknown, serverFailures: number, conflicts: number): string | null {
  if (!isServerFailure(error)) return null
  if (isConflict(error) && conflicts >= MAX_CONFLICTS) return reasonOf(error)
  return serverFailures >= MAX_SERVER_FAILURES ? FAILURE_REASONS.keepsFailing : null
}

/**
 * The server holds another request under this key (the draft's 422 for a reused key): the key may
 * stand for a committed change, so it is kept; a new key could duplicate it.
 */
export function isKeyConflict(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 422) return false
  return error.field === 'Idempotency-Key' || /idempotency/i.test(serverMessage(error) ?? '')
}

/**
 * A refusal by the server: it ran its validation and changed nothing (docs/fixture-api.md), so the
 * key of the refused request may be replaced when the user edits or retries the change.
 */
export function isRejection(error: unknown): boolean {
  return (
    classify(error) === 'attention' && isApiError(error) && error.kind === 'http' && !isKeyConflict(error)
  )
}

/**
 * What the entry stores as its reason (lastError): the server's own words when it gave some, else
 * a code the screens translate (src/domain/changes/failure-reasons.ts). Never the client's English.
 */
export function reasonOf(error: unknown): string {
  if (!isApiError(error)) return FAILURE_REASONS.portal
  if (isKeyConflict(error)) return FAILURE_REASONS.keyConflict
  switch (error.kind) {
    case 'offline':
    case 'aborted':
    case 'unauthorized':
      return FAILURE_REASONS.offline
    case 'timeout':
      return FAILURE_REASONS.timeout
    case 'payload':
      return FAILURE_REASONS.unreadable
    case 'http':
      return serverMessage(error) ?? `${HTTP_REASON_PREFIX}${error.status ?? 0}`
  }
}

/**
 * Exponential backoff with full jitter: a delay drawn uniformly below min(cap, base · 2^(n−1)),
 * so devices coming back online together do not retry in lockstep.
 * `attempts` counts failures so far (1 after the first); `random` returns [0, 1); `baseMs` is
 * BASE_DELAY_MS unless the runtime config shortens it (a browser test's outboxBackoffSeconds).
 */
export function nextDelay(attempts: number, random: () => number, baseMs = BASE_DELAY_MS): number {
  const exponent = Math.max(0, attempts - 1)
  // 2^20 · 2 s is far beyond the cap already; limiting the exponent keeps the number finite.
  const ceiling = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.min(exponent, 20))
  const raw = random()
  // A broken source of randomness must not make the delay NaN (an entry due at NaN is never due).
  const draw = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1) : 1
  return Math.floor(draw * ceiling)
}
