import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from './env'
import { HttpError } from './errors'

const MAX_KEY_LENGTH = 200

/**
 * A POST whose Idempotency-Key was seen before gets the first answer back and changes nothing.
 * Keys are scoped to the logged-in account (and the switched-to one); 5xx answers are not kept, so a
 * retry may succeed.
 */
export function idempotencyMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key')?.trim()
    if (c.req.method !== 'POST' || !key) return next()
    if (key.length > MAX_KEY_LENGTH) {
      throw new HttpError(400, `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`, {
        field: 'Idempotency-Key',
      })
    }
    const body = await c.req.text()
    const digest = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex')
    // A switched request acts for another account: its keys must not answer for the switcher's own
    // requests, nor for another switched-to account (spec section 6; decisions: data never mixes).
    const authUser = c.get('authUser')
    const user = c.get('user')
    const scope = !authUser
      ? 'anonymous'
      : user && user.username !== authUser.username
        ? `${authUser.username}>${user.username}`
        : authUser.username
    const storeKey = `${scope}:${key}`
    const seen = deps.store.idempotency.get(storeKey)
    if (seen) {
      if (seen.requestDigest !== digest) {
        throw new HttpError(422, 'Idempotency-Key was already used for a different request', {
          field: 'Idempotency-Key',
        })
      }
      return new Response(seen.body, {
        status: seen.status,
        headers: { 'content-type': seen.contentType, 'idempotent-replayed': 'true' },
      })
    }
    await next()
    const response = c.res
    if (response.status >= 500) return
    deps.store.rememberResponse(storeKey, {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: await response.clone().text(),
      requestDigest: digest,
    })
  }
}
