import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from './env'

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
}

/** Logins and token refreshes are not the writes a test wants refused. */
function isDataWrite(path: string): boolean {
  return !/\/(login_check|token\/refresh)$/.test(path)
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Latency, injected 500/503s, refused connections and drop-after-commit, all off by default. */
export function faultMiddleware(deps: Deps, state: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const faults = deps.options.faults
    if (faults.refuseConnections) return dropResponse()
    const delay = faults.latencyMs + faults.jitterMs * deps.faultRandom.next()
    if (delay > 0) await sleep(delay)
    if (faults.errorRate > 0 && deps.faultRandom.chance(faults.errorRate)) {
      const status = deps.faultRandom.chance(0.5) ? 500 : 503
      return c.json(
        { code: status, message: 'Injected fault: the service is temporarily unavailable' },
        status,
      )
    }
    if (c.req.method === 'POST' && state.refuseNextWrites > 0 && isDataWrite(c.req.path)) {
      state.refuseNextWrites--
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
    const committedWrite = c.req.method === 'POST' && c.res.status < 300
    if (!committedWrite) return
    if (state.dropNextWrites > 0) {
      state.dropNextWrites--
      c.res = dropResponse()
    } else if (faults.dropAfterCommitRate > 0 && deps.faultRandom.chance(faults.dropAfterCommitRate)) {
      c.res = dropResponse()
    }
  }
}
