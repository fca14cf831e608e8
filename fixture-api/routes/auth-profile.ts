import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { hashPassword, verifyPassword } from '#fixture-api/auth/passwords'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError } from '#fixture-api/http/errors'
import { parseBody, readBody, validate } from '#fixture-api/http/validation'
import type { UserRecord } from '#fixture-api/model'
import {
  Login,
  PasswordChange,
  profileUpdateFor,
  Refresh,
  ResetRequest,
  ResetSet,
  UniqueEmail,
  UniqueUsername,
} from '#fixture-api/schemas/account-payloads'
import { SWITCH_ROLE } from '#fixture-api/seed/accounts'
import { profileView } from '#fixture-api/views/account-views'

export function authRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store, tokens } = deps

  // Login takes a username or an e-mail: an e-mail that is another account's username is taken too.
  const emailTaken = (email: string, except?: UserRecord) =>
    [...store.users.values()].some(
      (user) =>
        user.id !== except?.id &&
        (user.email.toLowerCase() === email.toLowerCase() ||
          user.username.toLowerCase() === email.toLowerCase()),
    )

  routes.post('/login_check', async (c) => {
    const body = validate(Login, await readBody(c))
    const user = store.findUserByLogin(body._username)
    if (!user || !verifyPassword(body._password, user.passwordHash)) {
      throw new HttpError(401, 'Invalid credentials.')
    }
    return c.json(tokens.issue(user.username))
  })

  routes.post('/token/refresh', async (c) => {
    const body = await parseBody(c, Refresh)
    const pair = tokens.rotate(body.refresh_token)
    if (!pair) throw new HttpError(401, 'Invalid or expired refresh token')
    return c.json(pair)
  })

  routes.get('/profile', (c) => c.json(profileView(c.get('user'), store)))

  routes.post('/profile', async (c) => {
    const user = c.get('user')
    const body = await parseBody(c, profileUpdateFor(user))
    if (body.username !== user.username) {
      throw new HttpError(422, 'Invalid value for field "username": the username cannot be changed', {
        field: 'username',
      })
    }
    if (emailTaken(body.email, user)) {
      throw new HttpError(422, 'Invalid value for field "email": This e-mail address is already in use', {
        field: 'email',
      })
    }
    const updated: UserRecord = {
      ...user,
      email: body.email,
      anrede: body.anrede,
      firma: body.firma,
      kontakt: body.kontakt,
      vorname: body.vorname,
      nachname: body.nachname,
      addresse: body.addresse,
      postleitzahl: body.postleitzahl,
      ort: body.ort,
      newsletter: body.newsletter,
      phone: body.phone,
      invoice_language: body.invoice_language,
    }
    store.saveUser(updated)
    return c.json(profileView(updated, store))
  })

  routes.post('/profile/change-password', async (c) => {
    const user = c.get('user')
    const body = await parseBody(c, PasswordChange)
    if (!verifyPassword(body.old_password, user.passwordHash)) {
      throw new HttpError(422, 'Invalid value for field "old_password": the current password is wrong', {
        field: 'old_password',
      })
    }
    store.saveUser({
      ...user,
      passwordHash: hashPassword(body.new_password.first),
      should_change_password: false,
    })
    // The client logs out after a change (spec section 7): the sessions on the old password end.
    tokens.revokeUser(user.username)
    return c.json({ success: true })
  })

  routes.post('/password-reset', async (c) => {
    const body = await parseBody(c, ResetRequest)
    const user = store.findUserByLogin(body.email)
    // The same answer whether or not the address is known: no account enumeration.
    if (user) store.rememberResetRequest(randomBytes(20).toString('hex'), user.username)
    return c.json({ success: true })
  })

  routes.post('/password-reset/:hash', async (c) => {
    const hash = c.req.param('hash')
    const username = store.resetRequests.get(hash)
    const user = username ? store.users.get(username) : undefined
    if (!user) throw new HttpError(404, 'This password reset link is unknown or was already used')
    const body = await parseBody(c, ResetSet)
    store.saveUser({
      ...user,
      passwordHash: hashPassword(body.password.first),
      should_change_password: false,
    })
    store.forgetResetRequest(hash)
    tokens.revokeUser(user.username)
    return c.json({ success: true })
  })

  routes.post('/validation/unique-username', async (c) => {
    const body = await parseBody(c, UniqueUsername)
    return c.json({ valid: !store.findUserByLogin(body.username) })
  })

  routes.post('/validation/unique-email', async (c) => {
    const body = await parseBody(c, UniqueEmail)
    return c.json({ valid: !emailTaken(body.email) })
  })

  routes.get('/get-switchable-users', (c) => {
    const authUser = c.get('authUser')
    if (!authUser.roles.includes(SWITCH_ROLE)) return c.json([])
    return c.json(
      authUser.switchable.filter((name) => store.users.has(name)).map((username) => ({ username })),
    )
  })

  return routes
}
