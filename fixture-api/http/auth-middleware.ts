import type { MiddlewareHandler } from 'hono'
import { SWITCH_ROLE } from '#fixture-api/seed/accounts'
import type { AppEnv, Deps } from './env'
import { HttpError } from './errors'

const PUBLIC = [
  /^\/api\/v2\/login_check$/,
  /^\/api\/v2\/token\/refresh$/,
  /^\/api\/v2\/register$/,
  /^\/api\/v2\/validation\/unique-(username|email)$/,
  /^\/api\/v2\/password-reset(\/[^/]+)?$/,
  // The registration wizard searches places before the visitor has an account.
  /^\/api\/v2\/zips$/,
  /^\/api\/v2\/zip\/[^/]+$/,
]

export function isPublicPath(path: string): boolean {
  return PUBLIC.some((pattern) => pattern.test(path))
}

/** Bearer tokens for every non-public call, then the X-Switch-User rules of spec section 6. */
export function authMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublicPath(c.req.path)) return next()
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match?.[1]) throw new HttpError(401, 'JWT Token not found')
    const check = deps.tokens.check(match[1])
    if (!check.ok)
      throw new HttpError(401, check.reason === 'expired' ? 'Expired JWT Token' : 'Invalid JWT Token')
    const authUser = deps.store.users.get(check.username)
    if (!authUser) throw new HttpError(401, 'Invalid JWT Token')
    c.set('authUser', authUser)

    const switchTo = c.req.header('x-switch-user')?.trim()
    if (!switchTo) {
      c.set('user', authUser)
      return next()
    }
    if (!authUser.roles.includes(SWITCH_ROLE)) {
      throw new HttpError(403, `User ${authUser.username} may not switch users`)
    }
    const target = deps.store.users.get(switchTo)
    if (!target || !authUser.switchable.includes(switchTo)) {
      throw new HttpError(403, `Switching to "${switchTo}" is not allowed`)
    }
    c.set('user', target)
    return next()
  }
}
