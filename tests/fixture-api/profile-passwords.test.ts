import { describe, expect, it } from 'vitest'
import type { FixtureApi } from '#fixture-api/app'
import { buildPasswordChange, passwordPair } from './testing/factories'
import { client, loginAs, loginStatus, makeApi, startSession } from './testing/harness'

async function outbox(api: FixtureApi): Promise<{ hash: string; username: string }[]> {
  const reply = await client(api).get('/__fixture/outbox')
  expect(reply.status).toBe(200)
  return reply.body.passwordResets
}

/** Asks for a password reset for `email` and answers the link the outbox then holds. */
async function resetLink(api: FixtureApi, email: string): Promise<{ hash: string; username: string }> {
  const request = await client(api).post('/api/v2/password-reset', { email })
  expect(request.status).toBe(200)
  const [entry] = await outbox(api)
  if (!entry) throw new Error('no reset link in the outbox')
  return entry
}

describe('POST /api/v2/profile/change-password', () => {
  it('refuses a wrong current password with 422 naming old_password and keeps the password', async () => {
    const { api, user: customer } = await startSession('customer')
    const reply = await customer.post(
      '/api/v2/profile/change-password',
      buildPasswordChange({ old_password: 'not-the-password' }),
    )
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('old_password')
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(200)
    expect(await loginStatus(api, 'customer', 'new-secret-1')).toBe(401)
  })

  it('refuses a repeat that does not match with 422 naming new_password.second', async () => {
    const { api, user: customer } = await startSession('customer')
    const reply = await customer.post(
      '/api/v2/profile/change-password',
      buildPasswordChange({ new_password: passwordPair('new-secret-1', 'new-secret-2') }),
    )
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('new_password.second')
    expect(reply.body.message).toContain('Passwords must match')
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(200)
  })

  it.each([
    ['old_password', { new_password: { first: 'new-secret-1', second: 'new-secret-1' } }],
    ['old_password', { old_password: '', new_password: { first: 'new-secret-1', second: 'new-secret-1' } }],
    ['new_password', { old_password: 'demo-pass' }],
    ['new_password.first', { old_password: 'demo-pass', new_password: { first: 'short', second: 'short' } }],
    ['new_password.second', { old_password: 'demo-pass', new_password: { first: 'new-secret-1' } }],
    [
      'new_password.first',
      { old_password: 'demo-pass', new_password: { first: 12345678, second: 12345678 } },
    ],
  ])('answers 422 naming %s for a missing or invalid part', async (field, body) => {
    const { api, user: customer } = await startSession('customer')
    const reply = await customer.post('/api/v2/profile/change-password', body)
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe(field)
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(200)
  })

  it('sets the new password: it logs in, the old one does not, the old session ends', async () => {
    const { api, user: customer } = await startSession('customer')
    const reply = await customer.post('/api/v2/profile/change-password', buildPasswordChange())
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ success: true })
    expect(await loginStatus(api, 'customer', 'new-secret-1')).toBe(200)
    expect(await loginStatus(api, 'lea.brunner@example.ch', 'new-secret-1')).toBe(200)
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(401)
    // The client logs out after a change (spec section 7); the session on the old password ends.
    expect((await customer.get('/api/v2/profile')).status).toBe(401)
    // Other accounts keep their password.
    expect(await loginStatus(api, 'restricted', 'demo-pass')).toBe(200)
  })

  it('clears should_change_password of mustchange', async () => {
    const { api, user: before } = await startSession('mustchange')
    expect((await before.get('/api/v2/profile')).body.should_change_password).toBe(true)
    const reply = await before.post(
      '/api/v2/profile/change-password',
      buildPasswordChange({ new_password: passwordPair('brand-new-pass') }),
    )
    expect(reply.status).toBe(200)
    const after = await loginAs(api, 'mustchange', 'brand-new-pass')
    const profile = (await after.get('/api/v2/profile')).body
    expect(profile.should_change_password).toBe(false)
    expect(profile.username).toBe('mustchange')
  })
})

describe('password reset (decisions.md)', () => {
  it('answers the same 200 for a known and an unknown e-mail; only the known one gets a link', async () => {
    const api = makeApi()
    const anonymous = client(api)
    expect(await outbox(api)).toEqual([])
    const known = await anonymous.post('/api/v2/password-reset', { email: 'lea.brunner@example.ch' })
    const unknown = await anonymous.post('/api/v2/password-reset', { email: 'nobody@example.ch' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ success: true })
    const resets = await outbox(api)
    expect(resets).toHaveLength(1)
    expect(resets[0]?.username).toBe('customer')
    expect(resets[0]?.hash).toMatch(/^[0-9a-f]{16,}$/)
  })

  it('finds the account by e-mail in any letter case', async () => {
    const api = makeApi()
    const reply = await client(api).post('/api/v2/password-reset', { email: 'THOMAS.Keller@example.ch' })
    expect(reply.status).toBe(200)
    expect((await outbox(api)).map((entry) => entry.username)).toEqual(['dispatcher'])
  })

  it('sets the password through the hash once: login works, the hash is gone afterwards', async () => {
    const api = makeApi()
    const anonymous = client(api)
    const session = await loginAs(api, 'customer')
    const entry = await resetLink(api, 'lea.brunner@example.ch')

    const set = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('reset-secret-1'),
    })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ success: true })
    expect(await loginStatus(api, 'customer', 'reset-secret-1')).toBe(200)
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(401)
    // The sessions on the old password end.
    expect((await session.get('/api/v2/profile')).status).toBe(401)

    const again = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('reset-secret-2'),
    })
    expect(again.status).toBe(404)
    expect(await loginStatus(api, 'customer', 'reset-secret-1')).toBe(200)
    expect(await loginStatus(api, 'customer', 'reset-secret-2')).toBe(401)
    expect(await outbox(api)).toEqual([])
  })

  it('clears should_change_password of mustchange', async () => {
    const api = makeApi()
    const anonymous = client(api)
    const entry = await resetLink(api, 'luca.rossi@example.ch')
    expect(entry.username).toBe('mustchange')
    const set = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('reset-secret-1'),
    })
    expect(set.status).toBe(200)
    const profile = await (await loginAs(api, 'mustchange', 'reset-secret-1')).get('/api/v2/profile')
    expect(profile.body.should_change_password).toBe(false)
  })

  it('refuses a repeat that does not match with 422 naming password.second, and the hash stays usable', async () => {
    const api = makeApi()
    const anonymous = client(api)
    const entry = await resetLink(api, 'lea.brunner@example.ch')
    const mismatch = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('reset-secret-1', 'reset-secret-9'),
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.field).toBe('password.second')
    expect(await loginStatus(api, 'customer', 'demo-pass')).toBe(200)
    expect(await loginStatus(api, 'customer', 'reset-secret-1')).toBe(401)

    const tooShort = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('short'),
    })
    expect(tooShort.status).toBe(422)
    expect(tooShort.body.field).toBe('password.first')
    const malformed = await anonymous.postRaw(`/api/v2/password-reset/${entry.hash}`, '{', 'application/json')
    expect(malformed.status).toBe(400)

    const set = await anonymous.post(`/api/v2/password-reset/${entry.hash}`, {
      password: passwordPair('reset-secret-1'),
    })
    expect(set.status).toBe(200)
    expect(await loginStatus(api, 'customer', 'reset-secret-1')).toBe(200)
  })

  it('answers 422 naming email for an invalid or missing e-mail, 400 for a malformed body', async () => {
    const api = makeApi()
    const anonymous = client(api)
    for (const body of [{ email: 'nope' }, {}, { email: 42 }]) {
      const reply = await anonymous.post('/api/v2/password-reset', body)
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('email')
    }
    expect((await anonymous.postRaw('/api/v2/password-reset', '{"email":', 'application/json')).status).toBe(
      400,
    )
    expect((await anonymous.postRaw('/api/v2/password-reset', '', 'application/json')).status).toBe(400)
    expect(await outbox(api)).toEqual([])
  })
})
