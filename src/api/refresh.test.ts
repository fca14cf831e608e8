import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { fixtureHarness, harnessOver } from './testing/harness'

describe('401 → one refresh → one retry', () => {
  it('refreshes an expired access token once, stores the new pair and repeats the request', async () => {
    const h = await fixtureHarness('customer')
    const before = h.session.get()
    await h.faults({ expireTokens: true })

    const summary = await h.api.shipments.summary()

    expect(summary.readyForPickup).toBeGreaterThan(0)
    const after = h.session.get()
    expect(after.token).not.toBe(before.token)
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(h.to('/token/refresh')).toHaveLength(1)
    expect(h.to('/token/refresh')[0]?.body).toBe(JSON.stringify({ refresh_token: before.refreshToken }))
    const calls = h.to('/shipments/summary')
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${before.token}`,
      `Bearer ${after.token}`,
    ])
    expect(h.state.expired).toBe(0)
  })

  it('repeats a POST with its body and Idempotency-Key after the refresh', async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ expireTokens: true })
    const renamed = await h.api.standingOrders.rename(20007, 'Nach Refresh', {
      idempotencyKey: 'key-after-refresh',
    })
    expect(renamed.customerName).toBe('Nach Refresh')
    const posts = h.to('/change-customer-name')
    expect(posts).toHaveLength(2)
    expect(posts[1]?.body).toBe(JSON.stringify({ customerName: 'Nach Refresh' }))
    expect(posts[1]?.headers.get('idempotency-key')).toBe('key-after-refresh')
  })

  it('keeps the switch header on the repeated request', async () => {
    const h = await fixtureHarness('dispatcher')
    h.session.setSwitchUser('restricted')
    await h.faults({ expireTokens: true })
    expect((await h.api.profile.get()).username).toBe('restricted')
    expect(h.to('/profile').map((call) => call.headers.get('x-switch-user'))).toEqual([
      'restricted',
      'restricted',
    ])
    expect(h.to('/token/refresh')[0]?.headers.get('x-switch-user')).toBeNull()
  })

  it('concurrent 401s share one refresh call', async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ expireTokens: true })
    const results = await Promise.all([
      h.api.shipments.summary(),
      h.api.shipments.savedEmission(),
      h.api.profile.get(),
      h.api.addresses.list({ count: 3, offset: 0 }),
      h.api.switchUser.users(),
    ])
    expect(results).toHaveLength(5)
    expect(h.to('/token/refresh')).toHaveLength(1)
    expect(h.state.expired).toBe(0)
  })

  it('a refused refresh clears the session and calls onSessionExpired once', async () => {
    const h = await fixtureHarness('customer')
    expect(h.session.get().sessionId).not.toBeNull()
    await h.faults({ expireTokens: true, revokeRefreshTokens: true })
    const outcomes = await Promise.allSettled([
      h.api.shipments.summary(),
      h.api.profile.get(),
      h.api.shipments.savedEmission(),
    ])
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected')
      const reason = (outcome as PromiseRejectedResult).reason
      expect(reason).toBeInstanceOf(ApiError)
      expect(reason).toMatchObject({ kind: 'unauthorized', status: 401 })
    }
    expect(h.to('/token/refresh')).toHaveLength(1)
    // Nothing of the session stays, its id included: the next login starts a new one.
    expect(h.session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
    expect(h.state.expired).toBe(1)
  })

  it('after the session ended, a further call is unauthorized without another refresh', async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ expireTokens: true, revokeRefreshTokens: true })
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'unauthorized' })
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(h.to('/token/refresh')).toHaveLength(1)
    expect(h.state.expired).toBe(1)
  })

  it('a 401 on the repeated request ends the session instead of refreshing again', async () => {
    let refreshes = 0
    const h = harnessOver(async (request) => {
      if (request.url.endsWith('/token/refresh')) {
        refreshes++
        return Response.json({ token: `fresh-${refreshes}`, refresh_token: `r-${refreshes}` })
      }
      return Response.json({ code: 401, message: 'Invalid JWT Token' }, { status: 401 })
    })
    h.session.setTokens({ token: 'old', refreshToken: 'r-0' })
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(refreshes).toBe(1)
    expect(h.to('/profile')).toHaveLength(2)
    expect(h.session.isAuthenticated()).toBe(false)
    expect(h.state.expired).toBe(1)
  })

  it('a refresh that cannot reach the server keeps the session (offline is not a logout)', async () => {
    const h = harnessOver(async (request) => {
      if (request.url.endsWith('/token/refresh')) throw new TypeError('Failed to fetch')
      return Response.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 })
    })
    h.session.setTokens({ token: 'old', refreshToken: 'r' })
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'offline' })
    expect(h.session.get().token).toBe('old')
    expect(h.state.expired).toBe(0)
  })

  it('a 401 while logged out is unauthorized without any refresh', async () => {
    const h = await fixtureHarness(null)
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(h.to('/token/refresh')).toHaveLength(0)
    expect(h.state.expired).toBe(0)
  })
})
