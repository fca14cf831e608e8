import { isApiError } from '#api/errors'

/** What the outbox does after a failed attempt. */
export type Verdict = 'retry' | 'pause' | 'attention'

export const BASE_DELAY_MS = 2_000
export const MAX_DELAY_MS = 300_000

/** Statuses that say "not now" rather than "never": the same request may succeed later. */
const TRANSIENT_4XX = new Set([408, 425, 429])

/**
 * Network trouble and server trouble are retried forever (an offline change is never dropped);
 * a 401 that the client's own refresh could not cure waits for the user to log in again; a
 * refusal of the request itself (400, 403, 404, 409, 422 …) needs the user, as does an answer the
 * client cannot read (the change may have been committed, so resending a new request is unsafe).
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
      if (status >= 500 || status === 0 || TRANSIENT_4XX.has(status)) return 'retry'
      return 'attention'
    }
  }
}

/**
 * A refusal by the server: it ran its validation and changed nothing (docs/fixture-api.md), so the
 * key of the refused request may be replaced when the user edits or retries the change.
 */
export function isRejection(error: unknown): boolean {
  return classify(error) === 'attention' && isApiError(error) && error.kind === 'http'
}

/**
 * Exponential backoff with full jitter: a delay drawn uniformly below min(cap, base · 2^(n−1)),
 * so devices coming back online together do not retry in lockstep.
 * `attempts` counts failures so far (1 after the first); `random` returns [0, 1).
 */
export function nextDelay(attempts: number, random: () => number): number {
  const exponent = Math.max(0, attempts - 1)
  // 2^20 · 2 s is far beyond the cap already; limiting the exponent keeps the number finite.
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(exponent, 20))
  const raw = random()
  // A broken source of randomness must not make the delay NaN (an entry due at NaN is never due).
  const draw = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1) : 1
  return Math.floor(draw * ceiling)
}
