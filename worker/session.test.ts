import { describe, expect, it, vi } from 'vitest'
import { createHttp } from '#api/client'
import { CONFIG } from '#api/testing/harness'
import type { TokenRenewal } from './contract'
import { createWorkerSession } from './session'

/**
 * Issue 19: the sync worker's copy of the session belongs to one login. It never takes another
 * session's pair, and a renewal it makes names the refresh token it spent, so the UI stores it only
 * over that one.
 */

/** Ids and tokens of their own per test: refreshers share a BroadcastChannel across test files. */
function ids() {
  const tag = crypto.randomUUID()
  const pair = (n: number) => ({ token: `t${n}-${tag}`, refreshToken: `r${n}-${tag}` })
  return { sessionId: `session-${tag}`, pair }
}

interface Sent {
  path: string
  authorization: string | null
  switchUser: string | null
  body: string
}

/**
 * The worker's HTTP client over its session copy, as sync-run.ts builds it. The server accepts the
 * access tokens in `valid`, answers a refresh with `rotations[refreshToken]` (else refuses it).
 */
function clientOver(
  session: Parameters<typeof createHttp>[0]['session'],
  valid: Set<string>,
  rotations: Map<string, { token: string; refreshToken: string }>,
) {
  const sent: Sent[] = []
  const expired = vi.fn()
  const http = createHttp({
    config: CONFIG,
    session,
    onSessionExpired: expired,
    retryDelayMs: () => 1,
    async fetch(input, init) {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname.replace('/api/v2', '')
      const body = request.method === 'GET' ? '' : await request.clone().text()
      sent.push({
        path,
        authorization: request.headers.get('authorization'),
        switchUser: request.headers.get('x-switch-user'),
        body,
      })
      if (path === '/token/refresh') {
        const next = rotations.get((JSON.parse(body) as { refresh_token: string }).refresh_token)
        if (!next) return Response.json({ code: 401, message: 'Invalid JWT Refresh Token' }, { status: 401 })
        valid.add(next.token)
        return Response.json({ token: next.token, refresh_token: next.refreshToken })
      }
      const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
      if (!valid.has(bearer))
        return Response.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 })
      return Response.json({ ok: true })
    },
  })
  const ping = () => http.api.get('ping').json()
  return { sent, expired, ping }
}

describe('createWorkerSession', () => {
  it('starts with the session id, the pair and the switch marker it was given', () => {
    const { sessionId, pair } = ids()
    const worker = createWorkerSession({ sessionId, ...pair(1) }, 'customer', vi.fn())
    expect(worker.sessionId).toBe(sessionId)
    expect(worker.session.get()).toEqual({ ...pair(1), switchUser: 'customer', sessionId })
    expect(worker.refreshToken()).toBe(pair(1).refreshToken)
  })

  it("keeps the session id and switch marker when the UI hands a newer pair after the worker's refresher cleared the session", async () => {
    const { sessionId, pair } = ids()
    const onRenewed = vi.fn()
    const worker = createWorkerSession({ sessionId, ...pair(1) }, 'customer', onRenewed)
    const client = clientOver(worker.session, new Set(), new Map())

    // The worker's token ran out and its refresh token was refused (another tab rotated it first).
    await expect(client.ping()).rejects.toMatchObject({ name: 'HTTPError', response: { status: 401 } })
    expect(client.expired).toHaveBeenCalledTimes(1)
    expect(worker.session.get()).toEqual({
      token: null,
      refreshToken: null,
      switchUser: null,
      sessionId: null,
    })
    // What the worker reports as refused.
    expect(worker.refreshToken()).toBe(pair(1).refreshToken)

    worker.update({ sessionId, ...pair(2) })

    expect(worker.session.get()).toEqual({ ...pair(2), switchUser: 'customer', sessionId })
    expect(worker.refreshToken()).toBe(pair(2).refreshToken)
    expect(onRenewed).not.toHaveBeenCalled()

    // Its next request goes out as the account it serves, with the newer token.
    const again = clientOver(worker.session, new Set([pair(2).token]), new Map())
    await expect(again.ping()).resolves.toEqual({ ok: true })
    expect(again.sent).toEqual([
      { path: '/ping', authorization: `Bearer ${pair(2).token}`, switchUser: 'customer', body: '' },
    ])
  })

  it('ignores a pair of another session id, even after its own session was cleared', () => {
    const { sessionId, pair } = ids()
    const onRenewed = vi.fn()
    const worker = createWorkerSession({ sessionId, ...pair(1) }, null, onRenewed)

    worker.update({ sessionId: 'another-login', token: 'foreign-token', refreshToken: 'foreign-refresh' })

    expect(worker.session.get()).toEqual({ ...pair(1), switchUser: null, sessionId })
    expect(worker.refreshToken()).toBe(pair(1).refreshToken)

    worker.session.clear()
    worker.update({ sessionId: 'another-login', token: 'foreign-token', refreshToken: 'foreign-refresh' })

    expect(worker.session.get()).toEqual({
      token: null,
      refreshToken: null,
      switchUser: null,
      sessionId: null,
    })
    expect(worker.refreshToken()).toBe(pair(1).refreshToken)
    expect(onRenewed).not.toHaveBeenCalled()
  })

  it('a renewal by its own client calls onRenewed with the session id, the refresh token it spent and the new pair', async () => {
    const { sessionId, pair } = ids()
    const renewals: TokenRenewal[] = []
    const worker = createWorkerSession({ sessionId, ...pair(1) }, 'customer', (renewal) =>
      renewals.push(renewal),
    )
    const valid = new Set<string>()
    const rotations = new Map([
      [pair(1).refreshToken, pair(2)],
      [pair(2).refreshToken, pair(3)],
    ])
    const client = clientOver(worker.session, valid, rotations)

    await expect(client.ping()).resolves.toEqual({ ok: true })

    expect(renewals).toEqual([{ sessionId, previous: pair(1).refreshToken, pair: pair(2) }])
    expect(worker.session.get()).toEqual({ ...pair(2), switchUser: 'customer', sessionId })
    expect(worker.refreshToken()).toBe(pair(2).refreshToken)

    // The next renewal names the token spent then.
    valid.clear()
    await expect(client.ping()).resolves.toEqual({ ok: true })
    expect(renewals).toEqual([
      { sessionId, previous: pair(1).refreshToken, pair: pair(2) },
      { sessionId, previous: pair(2).refreshToken, pair: pair(3) },
    ])
    expect(client.expired).not.toHaveBeenCalled()
  })

  it('update is not echoed as a renewal, and the next renewal names the refresh token the UI handed', async () => {
    const { sessionId, pair } = ids()
    const renewals: TokenRenewal[] = []
    const worker = createWorkerSession({ sessionId, ...pair(1) }, null, (renewal) => renewals.push(renewal))

    worker.update({ sessionId, ...pair(2) })
    // The same pair again (another tab's storage event for the same renewal) changes nothing.
    worker.update({ sessionId, ...pair(2) })

    expect(renewals).toEqual([])
    expect(worker.session.get()).toEqual({ ...pair(2), switchUser: null, sessionId })

    const client = clientOver(worker.session, new Set(), new Map([[pair(2).refreshToken, pair(3)]]))
    await expect(client.ping()).resolves.toEqual({ ok: true })

    expect(renewals).toEqual([{ sessionId, previous: pair(2).refreshToken, pair: pair(3) }])
    expect(client.sent.filter((request) => request.path === '/token/refresh').map((r) => r.body)).toEqual([
      JSON.stringify({ refresh_token: pair(2).refreshToken }),
    ])
  })
})
