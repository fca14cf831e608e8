import { describe, expect, it } from 'vitest'
import { REFRESH_GRACE_MS, type TokenPair } from '#fixture-api/auth/tokens'
import { DROP_HEADER } from '#fixture-api/http/faults'
import type { InjectedFaults, JournalEntry } from '#fixture-api/http/journal'
import { buildAddressBody, locationByCode } from './testing/factories'
import { client, makeApi, postLogin, type TestApi } from './testing/harness'

interface Journal {
  writes: JournalEntry[]
  injected: InjectedFaults
}

async function loginPair(api: TestApi, username = 'customer'): Promise<TokenPair> {
  const response = await postLogin(api, { _username: username, _password: 'demo-pass' })
  expect(response.status).toBe(200)
  return (await response.json()) as TokenPair
}

function refresh(api: TestApi, refreshToken: string) {
  return client(api).post<TokenPair>('/api/v2/token/refresh', { refresh_token: refreshToken })
}

/** The refresh as a server mount sees it: the answer, and whether the connection is to be destroyed. */
function refreshAtMount(api: TestApi, refreshToken: string) {
  return api.handle(
    new Request('http://fixture.test/api/v2/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    }),
  )
}

async function profileStatus(api: TestApi, token: string): Promise<number> {
  return (await client(api, token).get('/api/v2/profile')).status
}

describe('a replaced refresh token within its grace period', () => {
  it('is 60 seconds', () => {
    expect(REFRESH_GRACE_MS).toBe(60_000)
  })

  it('answers a second and a third use within 60 s with the identical new pair, whose access token works', async () => {
    const api = makeApi()
    const pair = await loginPair(api)
    const first = await refresh(api, pair.refresh_token)
    expect(first.status).toBe(200)
    expect(first.body.refresh_token).not.toBe(pair.refresh_token)

    api.clock.advance({ seconds: 30 })
    const second = await refresh(api, pair.refresh_token)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    api.clock.advance({ seconds: 29 })
    const third = await refresh(api, pair.refresh_token)
    expect(third.status).toBe(200)
    expect(third.body).toEqual(first.body)

    const profile = await client(api, second.body.token).get('/api/v2/profile')
    expect(profile.status).toBe(200)
    expect(profile.body.username).toBe('customer')
  })

  it('leaves the new refresh token rotatable, and its rotation ends nothing of the old grace', async () => {
    const api = makeApi()
    const pair = await loginPair(api, 'dispatcher')
    const first = await refresh(api, pair.refresh_token)
    const next = await refresh(api, first.body.refresh_token)
    expect(next.status).toBe(200)
    expect(next.body.refresh_token).not.toBe(first.body.refresh_token)
    expect(await profileStatus(api, next.body.token)).toBe(200)

    const retried = await refresh(api, pair.refresh_token)
    expect(retried.status).toBe(200)
    expect(retried.body).toEqual(first.body)
  })

  it('answers 401 once 60 s have passed since the rotation, however often it was retried', async () => {
    const api = makeApi()
    const pair = await loginPair(api)
    const first = await refresh(api, pair.refresh_token)
    api.clock.advance({ seconds: 59 })
    expect((await refresh(api, pair.refresh_token)).body).toEqual(first.body)

    // The grace runs from the rotation, not from the last retry.
    api.clock.advance({ seconds: 1 })
    const late = await refresh(api, pair.refresh_token)
    expect(late.status).toBe(401)
    expect(late.body).toEqual({ code: 401, message: 'Invalid or expired refresh token' })
    api.clock.advance({ minutes: 5 })
    expect((await refresh(api, pair.refresh_token)).status).toBe(401)

    // The session goes on with the new pair.
    expect((await refresh(api, first.body.refresh_token)).status).toBe(200)
  })

  it('ends with revokeRefreshTokens', async () => {
    const api = makeApi()
    const pair = await loginPair(api)
    const rotated = await refresh(api, pair.refresh_token)
    expect((await refresh(api, pair.refresh_token)).body).toEqual(rotated.body)
    expect((await client(api).post('/__fixture/faults', { revokeRefreshTokens: true })).status).toBe(200)
    expect((await refresh(api, pair.refresh_token)).status).toBe(401)
  })

  it("ends with a password change for that user's tokens only", async () => {
    const api = makeApi()
    const customer = await loginPair(api, 'customer')
    const dispatcher = await loginPair(api, 'dispatcher')
    const rotated = await refresh(api, customer.refresh_token)
    const dispatcherRotated = await refresh(api, dispatcher.refresh_token)
    expect((await refresh(api, customer.refresh_token)).body).toEqual(rotated.body)

    const change = await client(api, rotated.body.token).post('/api/v2/profile/change-password', {
      old_password: 'demo-pass',
      new_password: { first: 'new-secret-1', second: 'new-secret-1' },
    })
    expect(change.status).toBe(200)
    expect((await refresh(api, customer.refresh_token)).status).toBe(401)
    expect((await refresh(api, dispatcher.refresh_token)).body).toEqual(dispatcherRotated.body)
  })
})

describe('dropNextRefreshes', () => {
  it('rotates, then drops the answer; the retry with the old token gets the new pair; the next refresh is answered', async () => {
    const api = makeApi()
    const control = client(api)
    const pair = await loginPair(api)
    await control.post('/__fixture/journal/reset')
    const set = await control.post('/__fixture/faults', { dropNextRefreshes: 1 })
    expect(set.status).toBe(200)
    expect(set.body.dropNextRefreshes).toBe(1)

    const lost = await refreshAtMount(api, pair.refresh_token)
    expect(lost.drop).toBe(true)
    expect(lost.response.headers.get(DROP_HEADER)).toBe('1')
    expect((await control.get('/__fixture/faults')).body.dropNextRefreshes).toBe(0)

    api.clock.advance({ seconds: 10 })
    const retried = await refresh(api, pair.refresh_token)
    expect(retried.status).toBe(200)
    expect(await profileStatus(api, retried.body.token)).toBe(200)
    // The retry is a replay of the rotation the lost answer carried, not a second rotation.
    expect((await refresh(api, pair.refresh_token)).body).toEqual(retried.body)

    const next = await refresh(api, retried.body.refresh_token)
    expect(next.status).toBe(200)
    expect(await profileStatus(api, next.body.token)).toBe(200)

    const journal = (await control.get<Journal>('/__fixture/journal')).body
    expect(journal.injected).toEqual({
      errors: 0,
      drops: 0,
      refreshDrops: 1,
      conflicts: 0,
      refusals: 0,
      refusedConnections: 0,
    })
    expect(journal.writes.map(({ path, status, dropped }) => ({ path, status, dropped }))).toEqual([
      { path: '/api/v2/token/refresh', status: 200, dropped: true },
      { path: '/api/v2/token/refresh', status: 200, dropped: false },
      { path: '/api/v2/token/refresh', status: 200, dropped: false },
      { path: '/api/v2/token/refresh', status: 200, dropped: false },
    ])
  })

  it('makes api.fetch reject with a TypeError, as a browser fetch does', async () => {
    const api = makeApi()
    const pair = await loginPair(api)
    await client(api).post('/__fixture/faults', { dropNextRefreshes: 1 })
    await expect(refresh(api, pair.refresh_token)).rejects.toThrow(TypeError)
  })

  it('waits for a successful refresh: a refused refresh, a login and a data write are answered', async () => {
    const api = makeApi()
    const control = client(api)
    const pair = await loginPair(api)
    const user = client(api, pair.token)
    const zurich = await locationByCode(user, '8001')
    await control.post('/__fixture/faults', { dropNextRefreshes: 1 })

    expect((await refresh(api, 'unknown-token')).status).toBe(401)
    expect((await postLogin(api, { _username: 'customer', _password: 'demo-pass' })).status).toBe(200)
    const write = await user.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Refresh Drop AG' } }, zurich),
    )
    expect(write.status).toBe(201)
    expect((await control.get('/__fixture/faults')).body.dropNextRefreshes).toBe(1)

    await expect(refresh(api, pair.refresh_token)).rejects.toThrow(TypeError)
    expect((await control.get('/__fixture/faults')).body.dropNextRefreshes).toBe(0)
  })

  it('leaves dropNextWrites for the data write when both are set', async () => {
    const api = makeApi()
    const control = client(api)
    const pair = await loginPair(api)
    await control.post('/__fixture/faults', { dropNextRefreshes: 1, dropNextWrites: 1 })
    await expect(refresh(api, pair.refresh_token)).rejects.toThrow(TypeError)
    expect((await control.get('/__fixture/faults')).body).toMatchObject({
      dropNextRefreshes: 0,
      dropNextWrites: 1,
    })
  })

  it('is turned off by POST /__fixture/faults/reset', async () => {
    const api = makeApi()
    const control = client(api)
    const pair = await loginPair(api)
    await control.post('/__fixture/faults', { dropNextRefreshes: 2 })
    expect((await control.get('/__fixture/faults')).body.dropNextRefreshes).toBe(2)
    const reset = await control.post('/__fixture/faults/reset')
    expect(reset.body.dropNextRefreshes).toBe(0)
    const answered = await refreshAtMount(api, pair.refresh_token)
    expect(answered.drop).toBe(false)
    expect(answered.response.status).toBe(200)
  })

  it('takes a whole number of at least 0', async () => {
    const api = makeApi()
    expect((await client(api).post('/__fixture/faults', { dropNextRefreshes: 3 })).body).toMatchObject({
      dropNextRefreshes: 3,
    })
    for (const value of [-1, 1.5, '1']) {
      const reply = await client(api).post('/__fixture/faults', { dropNextRefreshes: value })
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('dropNextRefreshes')
    }
  })
})
