import ky from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '#testing/deferred'
import { ApiError } from './errors'
import { MemoryStorage } from './memory-storage'
import { createRefresher, REFRESH_BACKOFF_CAP_MS, refreshBackoffMs } from './refresh'
import { createSession } from './session'
import { CONFIG, fixtureHarness, harnessOver, makeFixture, ORIGIN } from './testing/harness'

/**
 * Issue 19: only the server's refusal (401) of POST /token/refresh ends a session. Whatever else
 * the refresh meets keeps the session and its pair, and the refresh is tried again after a backoff.
 */

afterEach(() => {
  vi.restoreAllMocks()
})

type Forward = () => Promise<Response>
type RefreshAnswer = (request: Request, forward: Forward) => Promise<Response>

/**
 * The API over the fixture, logged in as customer with an access token that has expired, so the
 * next call meets a 401 and refreshes; `answer` decides what that refresh gets back.
 */
async function expiredSession(answer: RefreshAnswer, timeoutMs?: number) {
  const fixture = makeFixture()
  const h = harnessOver((request) => {
    const forward = () => fixture.fetch(request)
    return request.url.endsWith('/token/refresh') ? answer(request, forward) : forward()
  }, timeoutMs)
  h.session.setTokens(await h.api.auth.login('customer', 'demo-pass'))
  const response = await fixture.fetch(
    new Request(`${ORIGIN}/__fixture/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expireTokens: true }),
    }),
  )
  expect(response.ok).toBe(true)
  h.sent.length = 0
  /** A pair the fixture accepts, as another tab's newer login or rotation would hold. */
  const validPair = () => {
    const pair = fixture.tokens.issue('customer')
    return { token: pair.token, refreshToken: pair.refresh_token }
  }
  return { ...h, fixture, validPair }
}

const html = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/html' } })

const failures: [string, RefreshAnswer][] = [
  ['400', async () => Response.json({ code: 400, message: 'Bad request' }, { status: 400 })],
  ['403', async () => Response.json({ code: 403, message: 'Forbidden' }, { status: 403 })],
  ['408', async () => Response.json({ code: 408, message: 'Request Timeout' }, { status: 408 })],
  ['429', async () => Response.json({ code: 429, message: 'Too Many Requests' }, { status: 429 })],
  ['500', async () => Response.json({ code: 500, message: 'Internal Server Error' }, { status: 500 })],
  ['503', async () => html(503, '<html><body>Service Unavailable</body></html>')],
  [
    "a captive portal's HTML page answered 200",
    async () => html(200, '<!doctype html><html><body><h1>SBB FreeSurf: please log in</h1></body></html>'),
  ],
  ['JSON that is not a token pair', async () => Response.json({ status: 'ok', token: 42 })],
  [
    'no network (a TypeError from fetch)',
    async () => {
      throw new TypeError('Failed to fetch')
    },
  ],
  [
    'no answer before the timeout',
    (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason))
      }),
  ],
]

describe('a refresh that is not refused keeps the session', () => {
  it.each(failures)(
    '%s: the pair stays, the request fails offline waiting for the session',
    async (_name, answer) => {
      // Jitter at its top (a 2 s backoff): the client's repeats of the GET stay within it.
      vi.spyOn(Math, 'random').mockReturnValue(0.999_999)
      const h = await expiredSession(answer, 1_000)
      const before = h.session.get()

      const outcome = await h.api.profile.get().then(
        () => null,
        (error: unknown) => error,
      )

      expect(outcome).toBeInstanceOf(ApiError)
      expect(outcome).toMatchObject({ kind: 'offline', waitingForSession: true })
      const after = h.session.get()
      expect(after.token).toBe(before.token)
      expect(after.refreshToken).toBe(before.refreshToken)
      expect(after.sessionId).toBe(before.sessionId)
      expect(after.sessionId).not.toBeNull()
      expect(h.session.isAuthenticated()).toBe(true)
      expect(h.state.expired).toBe(0)
      expect(h.to('/token/refresh')).toHaveLength(1)
    },
  )

  it('a second request within the backoff does not call /token/refresh again', async () => {
    // Jitter at its top: the backoff after one failure is 2 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999)
    const h = await expiredSession(async () => Response.json({ code: 503, message: 'busy' }, { status: 503 }))
    const before = h.session.get()
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'offline', waitingForSession: true })
    expect(h.to('/token/refresh')).toHaveLength(1)

    // A POST (never repeated by the client) well within the backoff.
    await expect(
      h.api.standingOrders.rename(20007, 'Im Tunnel', { idempotencyKey: 'within-backoff' }),
    ).rejects.toMatchObject({ kind: 'offline', waitingForSession: true })

    expect(h.to('/token/refresh')).toHaveLength(1)
    expect(h.to('/change-customer-name')).toHaveLength(1)
    expect(h.session.get()).toEqual(before)
    expect(h.state.expired).toBe(0)
  })

  it('a read meeting a session that waits is not repeated by the client: one request, one refresh, at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999)
    const h = await expiredSession(async () => {
      throw new TypeError('Failed to fetch')
    })
    const started = Date.now()
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'offline', waitingForSession: true })
    await expect(h.api.shipments.summary()).rejects.toMatchObject({
      kind: 'offline',
      waitingForSession: true,
    })
    expect(h.to('/profile')).toHaveLength(1)
    expect(h.to('/shipments/summary')).toHaveLength(1)
    expect(h.to('/token/refresh')).toHaveLength(1)
    // Within the backoff, a read fails at once instead of waiting to hear of another tab's rotation.
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('refreshBackoffMs: capped exponential backoff, half fixed and half jitter', () => {
  it('grows 2 s, 4 s, 8 s, 16 s, 32 s: half of each fixed, the other half scaled by the jitter', () => {
    const ceilings = [2_000, 4_000, 8_000, 16_000, 32_000]
    ceilings.forEach((ceiling, index) => {
      const failures = index + 1
      expect(refreshBackoffMs(failures, () => 0)).toBe(ceiling / 2)
      expect(refreshBackoffMs(failures, () => 0.5)).toBe((ceiling * 3) / 4)
      expect(refreshBackoffMs(failures, () => 0.999_999)).toBe(ceiling)
    })
  })

  it('never waits more than a minute, however often the refresh failed', () => {
    expect(REFRESH_BACKOFF_CAP_MS).toBe(60_000)
    for (const failures of [6, 7, 10, 30, 100, 2_000]) {
      expect(refreshBackoffMs(failures, () => 0)).toBe(30_000)
      expect(refreshBackoffMs(failures, () => 0.999_999)).toBe(60_000)
      expect(refreshBackoffMs(failures, Math.random)).toBeLessThanOrEqual(60_000)
    }
  })
})

describe('createRefresher after a failed refresh', () => {
  /** A refresher on a settable clock with the jitter in the middle; the server answers `answers` in turn. */
  function refresherOver(answers: (() => Response)[]) {
    const session = createSession(new MemoryStorage())
    session.setTokens({ token: 't0', refreshToken: 'r0' })
    const clock = { ms: 1_700_000_000_000 }
    const sent: string[] = []
    const fetch = async (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init)
      sent.push(await request.text())
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      return answer()
    }
    const expired = vi.fn()
    const refresher = createRefresher(ky.create({ prefixUrl: CONFIG.apiBaseUrl, fetch }), session, expired, {
      now: () => clock.ms,
      random: () => 0.5,
    })
    return { session, clock, sent, expired, refresher }
  }

  const busy = () => Response.json({ code: 503, message: 'busy' }, { status: 503 })

  it('waits out the backoff (1.5 s, then 3 s with this jitter) before it calls /token/refresh again, then stores the new pair', async () => {
    const r = refresherOver([busy, busy, () => Response.json({ token: 't1', refresh_token: 'r1' })])
    const { sessionId } = r.session.get()

    /** After `ms` more, a renew still waits for the session, having sent `sent` refreshes in all. */
    const waitsAfter = async (ms: number, sent: number) => {
      r.clock.ms += ms
      await expect(r.refresher.renew('t0')).rejects.toMatchObject({
        kind: 'offline',
        waitingForSession: true,
      })
      expect(r.sent).toHaveLength(sent)
    }

    await waitsAfter(0, 1)
    // First failure: ceiling 2 s, jitter 0.5 → 1.5 s.
    await waitsAfter(1_499, 1)
    await waitsAfter(1, 2)
    // Second failure: ceiling 4 s → 3 s.
    await waitsAfter(2_999, 2)
    r.clock.ms += 1
    await expect(r.refresher.renew('t0')).resolves.toBe('t1')

    expect(r.sent).toHaveLength(3)
    expect(new Set(r.sent)).toEqual(new Set([JSON.stringify({ refresh_token: 'r0' })]))
    expect(r.session.get()).toEqual({ token: 't1', refreshToken: 'r1', switchUser: null, sessionId })
    expect(r.expired).not.toHaveBeenCalled()
  })

  it('a success resets the backoff: the next failure waits 1.5 s again', async () => {
    const r = refresherOver([
      busy,
      () => Response.json({ token: 't1', refresh_token: 'r1' }),
      busy,
      () => Response.json({ token: 't2', refresh_token: 'r2' }),
    ])
    await expect(r.refresher.renew('t0')).rejects.toMatchObject({ waitingForSession: true })
    r.clock.ms += 1_500
    await expect(r.refresher.renew('t0')).resolves.toBe('t1')
    await expect(r.refresher.renew('t1')).rejects.toMatchObject({ waitingForSession: true })
    r.clock.ms += 1_500
    await expect(r.refresher.renew('t1')).resolves.toBe('t2')
    expect(r.sent).toHaveLength(4)
    expect(r.session.get()).toMatchObject({ token: 't2', refreshToken: 'r2' })
  })
})

describe('a refusal of a pair that is no longer the stored one', () => {
  it('ends nothing when another tab stored a newer pair while the refresh travelled, and retries with it', async () => {
    const arrived = deferred<void>()
    const refusal = deferred<void>()
    const h = await expiredSession(async () => {
      arrived.resolve()
      await refusal.promise
      return Response.json({ code: 401, message: 'Invalid JWT Refresh Token' }, { status: 401 })
    })
    const before = h.session.get()
    const newer = h.validPair()

    const profile = h.api.profile.get()
    await arrived.promise
    // Another tab (or the sync worker's rotation seen through storage) stored a newer pair meanwhile.
    h.session.setTokens(newer)
    refusal.resolve()

    expect((await profile).username).toBe('customer')
    expect(h.session.get()).toEqual({ ...newer, switchUser: null, sessionId: before.sessionId })
    expect(h.state.expired).toBe(0)
    expect(h.to('/token/refresh')).toHaveLength(1)
    expect(h.to('/profile').map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${before.token}`,
      `Bearer ${newer.token}`,
    ])
  })

  it('ends the session when the refused pair is still the stored one', async () => {
    const h = await expiredSession(async () =>
      Response.json({ code: 401, message: 'Invalid JWT Refresh Token' }, { status: 401 }),
    )
    await expect(h.api.profile.get()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(h.session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
    expect(h.state.expired).toBe(1)
  })
})

describe('a refresh answer that arrives too late', () => {
  /** The refresh reaches the fixture (which rotates) and its answer is held until released. */
  async function heldRefresh() {
    const arrived = deferred<void>()
    const release = deferred<void>()
    const answered: string[] = []
    const h = await expiredSession(async (_request, forward) => {
      arrived.resolve()
      await release.promise
      const response = await forward()
      answered.push(((await response.clone().json()) as { token: string }).token)
      return response
    })
    return { ...h, arrived, release, answered }
  }

  it('after a logout, is not stored: the session stays empty', async () => {
    const h = await heldRefresh()
    const profile = h.api.profile.get().then(
      () => null,
      (error: unknown) => error,
    )
    await h.arrived.promise
    h.session.clear()
    h.release.resolve()

    expect(await profile).toBeInstanceOf(ApiError)
    expect(h.answered).toHaveLength(1)
    expect(h.session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
    expect(h.session.isAuthenticated()).toBe(false)
    // The late pair was not used either.
    expect(h.to('/profile').map((call) => call.headers.get('authorization'))).not.toContain(
      `Bearer ${h.answered[0]}`,
    )
    expect(h.state.expired).toBe(0)
  })

  it("after a new login, does not overwrite the new login's pair", async () => {
    const h = await heldRefresh()
    const before = h.session.get()
    const profile = h.api.profile.get().then(
      () => null,
      (error: unknown) => error,
    )
    await h.arrived.promise
    const login = h.validPair()
    h.session.begin(login)
    const loggedIn = h.session.get()
    expect(loggedIn.sessionId).not.toBe(before.sessionId)
    h.release.resolve()
    await profile

    expect(h.answered).toHaveLength(1)
    expect(h.session.get()).toEqual({ ...login, switchUser: null, sessionId: loggedIn.sessionId })
    expect(h.to('/profile').map((call) => call.headers.get('authorization'))).not.toContain(
      `Bearer ${h.answered[0]}`,
    )
    expect(h.state.expired).toBe(0)
  })
})

describe('a lost refresh answer, end to end with the fixture', () => {
  it('keeps the session; after the backoff the replaced token is accepted and the rotated pair stored', async () => {
    // The refresher reads the clock through Date.now: moved forward here, past the backoff.
    const realNow = Date.now.bind(Date)
    let skipped = 0
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skipped)
    // Jitter at its top: the backoff after one failure is 2 s, well beyond the two calls below.
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999)
    const h = await fixtureHarness('customer')
    const before = h.session.get()
    await h.faults({ expireTokens: true, dropNextRefreshes: 1 })

    await expect(h.api.shipments.summary()).rejects.toMatchObject({
      kind: 'offline',
      waitingForSession: true,
    })
    expect(h.session.get()).toEqual(before)
    expect(h.state.expired).toBe(0)
    expect(h.to('/token/refresh')).toHaveLength(1)

    // Within the backoff: no second refresh (a POST, which the client never repeats).
    await expect(
      h.api.standingOrders.rename(20007, 'Im Tunnel', { idempotencyKey: 'within-backoff' }),
    ).rejects.toMatchObject({ kind: 'offline', waitingForSession: true })
    expect(h.to('/token/refresh')).toHaveLength(1)

    // One failure waits at most 2 s.
    skipped += 2_001
    const summary = await h.api.shipments.summary()

    expect(summary.readyForPickup).toBeGreaterThan(0)
    const after = h.session.get()
    expect(after.sessionId).toBe(before.sessionId)
    expect(after.token).not.toBe(before.token)
    expect(after.refreshToken).not.toBe(before.refreshToken)
    // Both refreshes spent the token of the login: the second was answered inside the grace period.
    expect(h.to('/token/refresh').map((call) => call.body)).toEqual([
      JSON.stringify({ refresh_token: before.refreshToken }),
      JSON.stringify({ refresh_token: before.refreshToken }),
    ])
    expect(h.to('/shipments/summary').at(-1)?.headers.get('authorization')).toBe(`Bearer ${after.token}`)
    expect(h.state.expired).toBe(0)
    // The stored pair is the one the fixture rotated to: it keeps working.
    expect((await h.api.profile.get()).username).toBe('customer')
    expect(h.to('/token/refresh')).toHaveLength(2)
  })
})
