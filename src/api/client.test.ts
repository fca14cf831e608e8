import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { fixtureHarness, harnessOver } from './testing/harness'

const address = {
  id: null,
  type: 'company' as const,
  name: 'Idempotenz AG',
  street: 'Bahnhofstrasse 1',
  contact: 'Eva Muster',
  zip: '8001',
  location: 'Zürich',
  phone: '+41 44 000 00 00',
  locationId: 1001,
  standardSenderAddress: false,
  standardReceiverAddress: false,
  standardBillingAddress: false,
  isBillingAddress: false,
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('headers', () => {
  it('sends Authorization: Bearer {token} when logged in', async () => {
    const h = await fixtureHarness('customer')
    await h.api.shipments.summary()
    const [request] = h.to('/shipments/summary')
    expect(request?.headers.get('authorization')).toBe(`Bearer ${h.session.get().token}`)
    expect(request?.headers.get('x-switch-user')).toBeNull()
  })

  it("sends X-Switch-User while a switch is active, and the data is the switched account's", async () => {
    const h = await fixtureHarness('dispatcher')
    h.session.setSwitchUser('customer')
    const profile = await h.api.profile.get()
    expect(h.to('/profile')[0]?.headers.get('x-switch-user')).toBe('customer')
    expect(profile.username).toBe('customer')
  })

  it('sends no session headers when logged out, nor on the login call', async () => {
    const h = await fixtureHarness(null)
    h.session.setSwitchUser('stale-marker')
    await h.api.locations.search('8001', { locale: 'de' })
    h.session.setTokens(await h.api.auth.login('customer', 'demo-pass'))
    for (const request of h.sent) {
      expect(request.headers.get('authorization')).toBeNull()
      expect(request.headers.get('x-switch-user')).toBeNull()
    }
  })

  it('logs in with form data, not JSON (spec section 7)', async () => {
    const h = await fixtureHarness(null)
    const pair = await h.api.auth.login('customer', 'demo-pass')
    expect(pair.token).toEqual(expect.any(String))
    expect(pair.refreshToken).toEqual(expect.any(String))
    const [request] = h.to('/login_check')
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data/)
    expect(request?.body).toContain('name="_username"')
  })

  it('a wrong password is an unauthorized ApiError with the server message', async () => {
    const h = await fixtureHarness(null)
    const error = await caught(h.api.auth.login('customer', 'wrong'))
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Invalid credentials.' })
    expect(h.state.expired).toBe(0)
  })
})

describe('retries', () => {
  it('retries a GET that failed with 5xx twice, then gives up with an http error', async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ errorRate: 1 })
    const error = await caught(h.api.shipments.summary())
    expect(error.kind).toBe('http')
    expect([500, 503]).toContain(error.status)
    expect(h.to('/shipments/summary')).toHaveLength(3)
  })

  it('never retries a POST', async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ errorRate: 1 })
    const error = await caught(h.api.standingOrders.rename(20007, 'Kurier Bern'))
    expect(error.kind).toBe('http')
    expect(h.sent.filter((request) => request.method === 'POST')).toHaveLength(1)
  })

  it('a GET that succeeds on a retry answers normally', async () => {
    let calls = 0
    const h = harnessOver(async () => {
      calls++
      if (calls === 1) return new Response('{"message":"busy"}', { status: 503 })
      return Response.json({ readyForPickup: 1, inTransit: 2, delivered: 3 })
    })
    expect(await h.api.shipments.summary()).toEqual({ readyForPickup: 1, inTransit: 2, delivered: 3 })
    expect(calls).toBe(2)
  })
})

describe('network failures', () => {
  it('a rejected fetch (no connection) is kind offline, after the GET retries', async () => {
    const h = harnessOver(async () => Promise.reject(new TypeError('Failed to fetch')))
    const error = await caught(h.api.shipments.summary())
    expect(error.kind).toBe('offline')
    expect(h.sent).toHaveLength(3)
  })

  it('while the browser says it is offline, a failed GET is not retried: one attempt, at once, kind offline', async () => {
    // A backoff so long that a single retry would make this test time out.
    const h = harnessOver(async () => Promise.reject(new TypeError('Failed to fetch')), undefined, {
      browserOffline: () => true,
      retryDelayMs: () => 60_000,
    })
    const started = Date.now()
    const error = await caught(h.api.profile.get())
    expect(error.kind).toBe('offline')
    expect(h.sent).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(200)
  })

  it('while the browser says it is offline, a 5xx is not retried either', async () => {
    const h = harnessOver(async () => new Response('{"message":"busy"}', { status: 503 }), undefined, {
      browserOffline: () => true,
    })
    expect((await caught(h.api.shipments.summary())).status).toBe(503)
    expect(h.sent).toHaveLength(1)
  })

  it('still makes its one attempt while the browser says it is offline (a fixture API on this machine answers)', async () => {
    const h = harnessOver(
      async () => Response.json({ readyForPickup: 1, inTransit: 2, delivered: 3 }),
      undefined,
      {
        browserOffline: () => true,
      },
    )
    expect(await h.api.shipments.summary()).toEqual({ readyForPickup: 1, inTransit: 2, delivered: 3 })
  })

  it("the fixture's refused connections read as offline", async () => {
    const h = await fixtureHarness('customer')
    await h.faults({ refuseConnections: true })
    expect((await caught(h.api.profile.get())).kind).toBe('offline')
  })

  it('a server slower than the timeout is kind timeout', async () => {
    const h = await fixtureHarness('customer', { timeoutMs: 50 })
    await h.faults({ latencyMs: 300 })
    expect((await caught(h.api.shipments.savedEmission())).kind).toBe('timeout')
  })

  it('an aborted call is kind aborted', async () => {
    // A server that never answers; like a browser's fetch, it gives up when the signal fires.
    const h = harnessOver(
      (request) =>
        new Promise((_resolve, reject) => {
          const stop = () => reject(request.signal.reason)
          if (request.signal.aborted) stop()
          request.signal.addEventListener('abort', stop)
        }),
    )
    const controller = new AbortController()
    const search = h.api.locations.search('Zürich', { locale: 'de', signal: controller.signal })
    setTimeout(() => controller.abort(), 5)
    expect((await caught(search)).kind).toBe('aborted')
  })
})

describe('idempotency', () => {
  it('sends Idempotency-Key; a replay answers the first result and creates nothing', async () => {
    const h = await fixtureHarness('customer')
    const before = await h.api.addresses.list({ count: 1, offset: 0 })
    const key = '3f0c1d8e-6a51-4f7e-9a0b-5b2f1c9d7e11'
    const first = await h.api.addresses.create(address, { idempotencyKey: key })
    const second = await h.api.addresses.create(address, { idempotencyKey: key })
    expect(second).toEqual(first)
    const posts = h.to('/address')
    expect(posts.map((request) => request.headers.get('idempotency-key'))).toEqual([key, key])
    const after = await h.api.addresses.list({ count: 1, offset: 0 })
    expect(after.total).toBe(before.total + 1)
  })

  it('sends no Idempotency-Key when none is given', async () => {
    const h = await fixtureHarness('customer')
    await h.api.standingOrders.rename(20007, 'Ohne Schlüssel')
    expect(h.to('/change-customer-name')[0]?.headers.has('idempotency-key')).toBe(false)
  })
})
