import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureApi, type FixtureApi } from '#fixture-api/app'
import {
  client,
  FIXED_NOW,
  loginAs,
  makeApi,
  postLogin,
  type Reply,
  startSession,
  type TestApi,
} from './testing/harness'

const DEMO_ACCOUNTS = ['customer', 'restricted', 'dispatcher', 'mustchange'] as const

interface TokenPair {
  token: string
  refresh_token: string
}

/** POST /login_check as a browser form would send it (url-encoded). */
async function login(
  api: FixtureApi,
  fields: Record<string, string>,
): Promise<Reply<TokenPair & { code?: number; message?: string; field?: string }>> {
  const response = await postLogin(api, fields)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function tokensFor(api: FixtureApi, username = 'customer', password = 'demo-pass'): Promise<TokenPair> {
  const reply = await login(api, { _username: username, _password: password })
  expect(reply.status).toBe(200)
  return reply.body
}

describe('POST /api/v2/login_check', () => {
  // Nothing here moves the clock or changes an account: one API serves the block.
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  it.each(DEMO_ACCOUNTS)(
    'logs in the demo account %s with demo-pass and answers token and refresh_token',
    async (username) => {
      const reply = await login(api, { _username: username, _password: 'demo-pass' })
      expect(reply.status).toBe(200)
      expect(Object.keys(reply.body).sort()).toEqual(['refresh_token', 'token'])
      expect(typeof reply.body.token).toBe('string')
      expect(typeof reply.body.refresh_token).toBe('string')
      expect(reply.body.token.length).toBeGreaterThan(0)
      expect(reply.body.refresh_token).not.toBe(reply.body.token)

      const profile = await client(api, reply.body.token).get('/api/v2/profile')
      expect(profile.status).toBe(200)
      expect(profile.body.username).toBe(username)
    },
  )

  it('accepts the e-mail address instead of the username, in any letter case', async () => {
    for (const login_ of ['lea.brunner@example.ch', 'Lea.Brunner@EXAMPLE.ch']) {
      const reply = await login(api, { _username: login_, _password: 'demo-pass' })
      expect(reply.status).toBe(200)
      const profile = await client(api, reply.body.token).get('/api/v2/profile')
      expect(profile.body.username).toBe('customer')
    }
  })

  it('accepts multipart form data, which is what a browser FormData sends', async () => {
    const form = new FormData()
    form.set('_username', 'dispatcher')
    form.set('_password', 'demo-pass')
    const response = await api.fetch(
      new Request('http://fixture.test/api/v2/login_check', { method: 'POST', body: form }),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as TokenPair
    const profile = await client(api, body.token).get('/api/v2/profile')
    expect(profile.body.username).toBe('dispatcher')
  })

  it('issues a different token pair on every login', async () => {
    const first = await tokensFor(api)
    const second = await tokensFor(api)
    expect(second.token).not.toBe(first.token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    // Both sessions stay valid.
    expect((await client(api, first.token).get('/api/v2/profile')).status).toBe(200)
    expect((await client(api, second.token).get('/api/v2/profile')).status).toBe(200)
  })

  it.each([
    ['a wrong password', { _username: 'customer', _password: 'wrong-pass' }],
    ['a wrong password with the e-mail', { _username: 'lea.brunner@example.ch', _password: 'demo-pass!' }],
    ['the password in other letter case', { _username: 'customer', _password: 'DEMO-PASS' }],
    ['an unknown user', { _username: 'nobody', _password: 'demo-pass' }],
    ['an unknown e-mail', { _username: 'nobody@example.ch', _password: 'demo-pass' }],
  ])('answers 401 for %s', async (_label, fields) => {
    const reply = await login(api, fields)
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({ code: 401, message: 'Invalid credentials.' })
  })

  it.each([
    ['_username', { _password: 'demo-pass' }],
    ['_password', { _username: 'customer' }],
    ['_username', { _username: '', _password: 'demo-pass' }],
    ['_username', { _username: '   ', _password: 'demo-pass' }],
    ['_password', { _username: 'customer', _password: '' }],
  ])('answers 422 naming %s when it is missing or empty', async (field, fields) => {
    const reply = await login(api, fields)
    expect(reply.status).toBe(422)
    expect(reply.body.code).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(reply.body.message).toContain(field)
  })

  it('answers 400 for a malformed or empty JSON body and 422 for wrong types, never 500', async () => {
    const anonymous = client(api)
    const malformed = await anonymous.postRaw(
      '/api/v2/login_check',
      '{"_username": "customer",',
      'application/json',
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe(400)
    const empty = await anonymous.postRaw('/api/v2/login_check', '', 'application/json')
    expect(empty.status).toBe(400)
    const wrongType = await anonymous.post('/api/v2/login_check', { _username: 42, _password: 'demo-pass' })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.field).toBe('_username')
    const wrongPasswordType = await anonymous.post('/api/v2/login_check', {
      _username: 'customer',
      _password: ['demo-pass'],
    })
    expect(wrongPasswordType.status).toBe(422)
    expect(wrongPasswordType.body.field).toBe('_password')
    const notAnObject = await anonymous.post('/api/v2/login_check', null)
    expect(notAnObject.status).toBe(422)
  })
})

describe('bearer tokens on non-public calls', () => {
  // Nothing here moves the clock or changes an account: one API serves the block.
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  // Each call's 401 without a token or with a garbage one: tests/fixture-api/contract.test.ts.
  it('refuses a refresh token used as an access token and an Authorization header of another scheme', async () => {
    const pair = await tokensFor(api)
    expect((await client(api, pair.refresh_token).get('/api/v2/profile')).status).toBe(401)
    const basic = await client(api).get('/api/v2/profile', { authorization: `Basic ${pair.token}` })
    expect(basic.status).toBe(401)
    expect(basic.body.message).toBe('JWT Token not found')
    const bare = await client(api).get('/api/v2/profile', { authorization: 'Bearer' })
    expect(bare.status).toBe(401)
  })
})

describe('public calls work without a token', () => {
  // Nothing here moves the clock or changes an account: one API serves the block.
  let api: TestApi
  beforeAll(() => {
    api = makeApi()
  })

  it('POST /validation/unique-username and /validation/unique-email answer {valid}', async () => {
    const anonymous = client(api)
    expect(
      await anonymous.post('/api/v2/validation/unique-username', { username: 'customer' }),
    ).toMatchObject({
      status: 200,
      body: { valid: false },
    })
    expect(
      await anonymous.post('/api/v2/validation/unique-username', { username: 'brand-new' }),
    ).toMatchObject({
      status: 200,
      body: { valid: true },
    })
    expect(
      await anonymous.post('/api/v2/validation/unique-email', { email: 'lea.brunner@example.ch' }),
    ).toMatchObject({ status: 200, body: { valid: false } })
    expect(
      await anonymous.post('/api/v2/validation/unique-email', { email: 'brand-new@example.ch' }),
    ).toMatchObject({ status: 200, body: { valid: true } })
  })
})

describe('token lifetime and refresh', () => {
  it('an access token lives tokenTtlSeconds (default 3600) and then answers 401 Expired JWT Token', async () => {
    const api = makeApi()
    expect(api.options.tokenTtlSeconds).toBe(3600)
    const customer = await loginAs(api)
    api.clock.advance({ minutes: 59, seconds: 59 })
    expect((await customer.get('/api/v2/profile')).status).toBe(200)
    api.clock.advance({ seconds: 2 })
    const expired = await customer.get('/api/v2/profile')
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ code: 401, message: 'Expired JWT Token' })
    expect((await customer.post('/api/v2/address', {})).status).toBe(401)
  })

  it('honours a shorter tokenTtlSeconds option', async () => {
    const { api, user: customer } = await startSession('customer', { tokenTtlSeconds: 60 })
    api.clock.advance({ seconds: 59 })
    expect((await customer.get('/api/v2/profile')).status).toBe(200)
    api.clock.advance({ seconds: 2 })
    expect((await customer.get('/api/v2/profile')).body.message).toBe('Expired JWT Token')
  })

  it('POST /token/refresh gives a new working pair with a fresh lifetime', async () => {
    const api = makeApi()
    const pair = await tokensFor(api)
    api.clock.advance({ hours: 2 })
    expect((await client(api, pair.token).get('/api/v2/profile')).status).toBe(401)

    const refreshed = await client(api).post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: pair.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body).sort()).toEqual(['refresh_token', 'token'])
    expect(refreshed.body.token).not.toBe(pair.token)
    expect(refreshed.body.refresh_token).not.toBe(pair.refresh_token)
    const profile = await client(api, refreshed.body.token).get('/api/v2/profile')
    expect(profile.status).toBe(200)
    expect(profile.body.username).toBe('customer')

    api.clock.advance({ minutes: 59 })
    expect((await client(api, refreshed.body.token).get('/api/v2/profile')).status).toBe(200)
    api.clock.advance({ minutes: 2 })
    expect((await client(api, refreshed.body.token).get('/api/v2/profile')).status).toBe(401)
  })

  it('a refresh token rotates once: used again after its 60 s grace it answers 401, the rotated one still works', async () => {
    const api = makeApi()
    const pair = await tokensFor(api, 'dispatcher')
    const anonymous = client(api)
    const first = await anonymous.post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: pair.refresh_token,
    })
    expect(first.status).toBe(200)
    // Within the grace a retry gets the same pair back (refresh-grace.test.ts).
    api.clock.advance({ seconds: 61 })
    const again = await anonymous.post('/api/v2/token/refresh', { refresh_token: pair.refresh_token })
    expect(again.status).toBe(401)
    expect(again.body).toEqual({ code: 401, message: 'Invalid or expired refresh token' })

    const next = await anonymous.post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: first.body.refresh_token,
    })
    expect(next.status).toBe(200)
    expect((await client(api, next.body.token).get('/api/v2/profile')).body.username).toBe('dispatcher')
  })

  it('refreshing keeps the account of the refresh token', async () => {
    const api = makeApi()
    const customer = await tokensFor(api, 'customer')
    const restricted = await tokensFor(api, 'restricted')
    const anonymous = client(api)
    const forRestricted = await anonymous.post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: restricted.refresh_token,
    })
    const forCustomer = await anonymous.post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: customer.refresh_token,
    })
    expect((await client(api, forRestricted.body.token).get('/api/v2/profile')).body.username).toBe(
      'restricted',
    )
    expect((await client(api, forCustomer.body.token).get('/api/v2/profile')).body.username).toBe('customer')
  })

  it('refuses an unknown refresh token (401) and a missing or mistyped one (422 naming refresh_token)', async () => {
    const api = makeApi()
    const anonymous = client(api)
    const unknown = await anonymous.post('/api/v2/token/refresh', { refresh_token: 'nope' })
    expect(unknown.status).toBe(401)
    const missing = await anonymous.post('/api/v2/token/refresh', {})
    expect(missing.status).toBe(422)
    expect(missing.body.field).toBe('refresh_token')
    const wrongType = await anonymous.post('/api/v2/token/refresh', { refresh_token: 12 })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.field).toBe('refresh_token')
    const malformed = await anonymous.postRaw('/api/v2/token/refresh', '{"refresh_token"', 'application/json')
    expect(malformed.status).toBe(400)
    const empty = await anonymous.postRaw('/api/v2/token/refresh', '', 'application/json')
    expect(empty.status).toBe(400)
  })
})

describe('POST /__fixture/faults token switches', () => {
  it('expireTokens expires every access token at once; refresh still works', async () => {
    const api = makeApi()
    const customer = await tokensFor(api, 'customer')
    const dispatcher = await tokensFor(api, 'dispatcher')
    const control = await client(api).post('/__fixture/faults', { expireTokens: true })
    expect(control.status).toBe(200)

    for (const pair of [customer, dispatcher]) {
      const reply = await client(api, pair.token).get('/api/v2/profile')
      expect(reply.status).toBe(401)
      expect(reply.body.message).toBe('Expired JWT Token')
    }
    const refreshed = await client(api).post<TokenPair>('/api/v2/token/refresh', {
      refresh_token: dispatcher.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect((await client(api, refreshed.body.token).get('/api/v2/profile')).body.username).toBe('dispatcher')
    // A login after the switch is not affected.
    const later = await loginAs(api, 'customer')
    expect((await later.get('/api/v2/profile')).status).toBe(200)
  })

  it('revokeRefreshTokens makes every refresh fail while the access tokens keep working', async () => {
    const api = makeApi()
    const pair = await tokensFor(api, 'customer')
    const control = await client(api).post('/__fixture/faults', { revokeRefreshTokens: true })
    expect(control.status).toBe(200)
    const refresh = await client(api).post('/api/v2/token/refresh', { refresh_token: pair.refresh_token })
    expect(refresh.status).toBe(401)
    expect((await client(api, pair.token).get('/api/v2/profile')).status).toBe(200)
    // A new login gets a refresh token that works again.
    const fresh = await tokensFor(api, 'customer')
    expect(
      (await client(api).post('/api/v2/token/refresh', { refresh_token: fresh.refresh_token })).status,
    ).toBe(200)
  })

  it('tokenTtlSeconds set through the control route applies to tokens issued afterwards', async () => {
    const api = makeApi()
    const control = await client(api).post('/__fixture/faults', { tokenTtlSeconds: 30 })
    expect(control.status).toBe(200)
    expect(control.body.tokenTtlSeconds).toBe(30)
    const customer = await loginAs(api)
    api.clock.advance({ seconds: 31 })
    expect((await customer.get('/api/v2/profile')).body.message).toBe('Expired JWT Token')
  })

  it('the control routes do not exist when testControls is false', async () => {
    const api = createFixtureApi({ now: () => FIXED_NOW, testControls: false })
    expect(api.handles('/__fixture/faults')).toBe(false)
    const anonymous = client(api)
    const faults = await anonymous.post('/__fixture/faults', { expireTokens: true })
    expect(faults.status).toBe(404)
    expect((await anonymous.get('/__fixture/faults')).status).toBe(404)
    expect((await anonymous.get('/__fixture/outbox')).status).toBe(404)
    // And nothing was expired by the attempt.
    const customer = await loginAs(api)
    expect((await customer.get('/api/v2/profile')).status).toBe(200)
  })

  it('the control route validates its body', async () => {
    const api = makeApi()
    const reply = await client(api).post('/__fixture/faults', { expireTokens: 'yes' })
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('expireTokens')
  })
})
