import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from './env'
import { JOURNAL_LIMIT, type RequestJournal, type WriteOutcome } from './journal'

/** A response carrying this header is never sent: the mount destroys the connection instead. */
export const DROP_HEADER = 'x-fixture-drop-connection'

export function dropResponse(): Response {
  return new Response(null, { status: 499, headers: { [DROP_HEADER]: '1' } })
}

export interface FaultState {
  /** One-shot counter set by the control route: the next N successful writes are dropped. */
  dropNextWrites: number
  /** One-shot counter: the next N writes are refused with a 422 before anything is stored. */
  refuseNextWrites: number
  /**
   * One-shot counter: the next N successful token refreshes rotate, then lose their answer, so a
   * test can see the client retry with the replaced refresh token inside its grace period.
   */
  dropNextRefreshes: number
  /**
   * Idempotency-Keys the fixture has had a request under, for conflictRate: only a key's first
   * request may be answered 409. Bounded like the journal; a key forgotten is merely eligible again.
   */
  keysSeen: Set<string>
  /** Every write's fate and the faults injected, for GET /__fixture/journal. */
  journal: RequestJournal
}

/** Logins and token refreshes are not the writes a test wants refused. */
function isDataWrite(path: string): boolean {
  return !/\/(login_check|token\/refresh)$/.test(path)
}

function isRefresh(path: string): boolean {
  return /\/token\/refresh$/.test(path)
}

/**
 * Whether this is the first request under its Idempotency-Key (a data write only). It is noted
 * before any other fault is drawn, so a key that got a 500 first is never answered 409 afterwards.
 */
function firstUnderKey(c: Context<AppEnv>, state: FaultState): boolean {
  const key = c.req.header('idempotency-key')?.trim()
  if (c.req.method !== 'POST' || !key || !isDataWrite(c.req.path)) return false
  if (state.keysSeen.has(key)) return false
  if (state.keysSeen.size >= JOURNAL_LIMIT) state.keysSeen.clear()
  state.keysSeen.add(key)
  return true
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Writes go in the journal, only with the test controls on (nothing else reads it): reads are many
 * and say nothing about exactly-once.
 */
function journalOf(c: Context<AppEnv>, deps: Deps, state: FaultState) {
  const isWrite = deps.options.testControls && c.req.method === 'POST' && c.req.path.startsWith('/api/v2/')
  return (outcome: WriteOutcome, status: number, dropped = false) => {
    if (!isWrite) return
    const idempotencyKey = c.req.header('idempotency-key')?.trim() || null
    state.journal.record({ method: c.req.method, path: c.req.path, idempotencyKey, status, outcome, dropped })
  }
}

/**
 * Latency, injected 500/503s, refused connections, 409 conflicts and drop-after-commit, all off by
 * default.
 */
export function faultMiddleware(deps: Deps, state: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const faults = deps.options.faults
    const journal = journalOf(c, deps, state)
    if (faults.refuseConnections) {
      state.journal.count('refusedConnections')
      journal('refusedConnection', 0)
      return dropResponse()
    }
    const first = firstUnderKey(c, state)
    const delay = faults.latencyMs + faults.jitterMs * deps.faultRandom.next()
    if (delay > 0) await sleep(delay)
    if (faults.errorRate > 0 && deps.faultRandom.chance(faults.errorRate)) {
      const status = deps.faultRandom.chance(0.5) ? 500 : 503
      state.journal.count('errors')
      journal('injectedError', status)
      return c.json(
        { code: status, message: 'Injected fault: the service is temporarily unavailable' },
        status,
      )
    }
    // The draft's answer to a request overlapping another under its key. Only a key's first request:
    // the overlapped one then finishes, so a retry is processed. That also keeps it from following a
    // 5xx: the portal counts 409s with the server's other failures and soon gives a change up
    // (worker/outbox/retry-policy.ts), which a fixture modelling a request that finishes must not cause.
    if (first && faults.conflictRate > 0 && deps.faultRandom.chance(faults.conflictRate)) {
      state.journal.count('conflicts')
      journal('conflict', 409)
      return c.json(
        { code: 409, message: 'A request with this Idempotency-Key is still being processed' },
        409,
      )
    }
    if (c.req.method === 'POST' && state.refuseNextWrites > 0 && isDataWrite(c.req.path)) {
      state.refuseNextWrites--
      state.journal.count('refusals')
      journal('refused', 422)
      return c.json(
        {
          code: 422,
          message: 'Invalid value for field "kontaktadresse.firma": refused by the test control',
          field: 'kontaktadresse.firma',
        },
        422,
      )
    }
    await next()
    const status = c.res.status
    const answered = c.res.headers.get('idempotent-replayed') === 'true' ? 'replayed' : 'answered'
    const committedWrite = c.req.method === 'POST' && status < 300
    // Checked first, so a refresh drop leaves dropNextWrites for the data write the test aims at.
    const refreshDrop = committedWrite && state.dropNextRefreshes > 0 && isRefresh(c.req.path)
    const drop =
      refreshDrop ||
      (committedWrite &&
        (state.dropNextWrites > 0 ||
          (faults.dropAfterCommitRate > 0 && deps.faultRandom.chance(faults.dropAfterCommitRate))))
    journal(answered, status, drop)
    if (!drop) return
    if (refreshDrop) {
      state.dropNextRefreshes--
      state.journal.count('refreshDrops')
    } else {
      if (state.dropNextWrites > 0) state.dropNextWrites--
      state.journal.count('drops')
    }
    c.res = dropResponse()
  }
}
