import { afterEach, describe, expect, it, vi } from 'vitest'
import { anAddressInput } from '#worker/testing/outbox'
import type { SyncHandlers, SyncStatus, TokenRenewal } from './contract'
import { syncBrowser } from './testing/sync-browser'

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

async function browser() {
  const env = await syncBrowser()
  const opened: SyncHandlers[] = []
  const openTab = () => {
    const tab = env.openTab()
    opened.push(tab.handlers)
    return tab
  }
  cleanup.push(async () => {
    for (const handlers of opened) await handlers.stop()
    env.close()
  })
  return { ...env, openTab }
}

/** The first refresh of the defaults is over: idle with all six last successes. */
async function settled(tab: { statuses: () => SyncStatus[] }) {
  await vi.waitFor(() => {
    const last = tab.statuses().at(-1)
    expect(last?.type).toBe('idle')
    expect(Object.keys(last?.lastSuccess ?? {})).toHaveLength(6)
  }, wait)
}

/** A tab that leads and has mirrored every default scope, and a second tab that follows it. */
async function leaderAndFollower(env: Awaited<ReturnType<typeof browser>>) {
  const first = env.openTab()
  await first.handlers.start(env.startArgs)
  await settled(first)
  const second = env.openTab()
  await second.handlers.start(env.startArgs)
  return { first, second }
}

/** The tab heard that it leads now. */
const leads = (tab: { events: unknown[] }) =>
  vi.waitFor(() => expect(tab.events).toContainEqual({ name: 'leadership', payload: { leader: true } }), wait)

const count = (requests: string[], line: string) => requests.filter((request) => request === line).length

describe('sync handlers end to end, without comlink', () => {
  it('leads alone, mirrors every default scope and pushes syncing, then idle with the last successes', async () => {
    const env = await browser()
    const tab = env.openTab()

    expect(await tab.handlers.start(env.startArgs)).toEqual({ account: 'customer' })

    await vi.waitFor(() => expect(tab.statuses()).toHaveLength(3), wait)
    expect(tab.events).toContainEqual({ name: 'leadership', payload: { leader: true } })
    expect(tab.statuses().map((status) => status.type)).toEqual(['idle', 'syncing', 'idle'])
    expect(Object.keys(tab.statuses().at(-1)?.lastSuccess ?? {}).sort()).toEqual([
      'activeShipments',
      'addresses',
      'archive',
      'packaging',
      'profile',
      'standingOrders',
    ])
    expect(await tab.db.addressRows.count()).toBe(64)
    // 30 active shipments and the archive's first page in its default order (20).
    expect(await tab.db.shipments.count()).toBe(50)
    expect(await tab.db.archivePages.count()).toBe(1)
    expect(await tab.db.standingOrders.count()).toBe(14)
    expect(await tab.db.packaging.count()).toBe(16)
    expect(await tab.db.profiles.get('customer')).toBeDefined()

    await tab.handlers.refresh('archive', { count: 20, offset: 0 })
    expect(await tab.db.archivePages.count()).toBe(2)
    expect(await tab.handlers.status()).toMatchObject({
      type: 'idle',
      lastSuccess: { archive: expect.any(String) },
    })
  })

  it('a second tab follows: its requests run once, on the leader, and it hears the leader status', async () => {
    const env = await browser()
    const leader = env.openTab()
    await leader.handlers.start(env.startArgs)
    await settled(leader)
    const follower = env.openTab()
    await follower.handlers.start(env.startArgs)
    // Past the throttle: a route mount refreshes only what no tab refreshed in the last 30 s.
    await env.clock.advance(31_000)

    await follower.handlers.refresh('standingOrders')

    await vi.waitFor(() => expect(count(env.requests, 'GET /standing-order')).toBe(2), wait)
    await vi.waitFor(() => expect(follower.statuses().at(-1)?.type).toBe('idle'), wait)
    expect(follower.statuses().map((status) => status.type)).toContain('syncing')
    expect(follower.events).not.toContainEqual({ name: 'leadership', payload: { leader: true } })
    // Only the leader refreshed the defaults: a follower's start asks for nothing of its own.
    expect(count(env.requests, 'GET /addresses')).toBe(1)
  })

  it('hands the lead to the other tab when the leader stops, which then refreshes', async () => {
    const env = await browser()
    const { first, second } = await leaderAndFollower(env)
    await env.clock.advance(31_000)

    await first.handlers.stop()

    await leads(second)
    await vi.waitFor(() => expect(count(env.requests, 'GET /addresses')).toBe(2), wait)
  })

  it('refreshes for an online event heard before its start, though the replica is fresh', async () => {
    const env = await browser()
    const tab = env.openTab()
    await tab.handlers.start(env.startArgs)
    await settled(tab)
    await tab.handlers.stop()
    expect(count(env.requests, 'GET /addresses')).toBe(1)

    // A page made its worker, heard the device come back online, and starts the worker only then.
    await tab.handlers.online()
    await tab.handlers.start(env.startArgs)

    await vi.waitFor(() => expect(count(env.requests, 'GET /addresses')).toBe(2), wait)
  })

  it('a follower that forwarded an online and then takes the lead runs it, though the replica is fresh', async () => {
    const env = await browser()
    const { first, second } = await leaderAndFollower(env)
    expect(count(env.requests, 'GET /addresses')).toBe(1)

    // A reload: the new page's worker forwards the online, and the old one goes before running it.
    await second.handlers.online()
    await first.handlers.stop()

    await leads(second)
    await vi.waitFor(() => expect(count(env.requests, 'GET /addresses')).toBe(2), wait)
  })

  it('pushes offline when the server is unreachable and keeps the replica', async () => {
    const env = await browser()
    const tab = env.openTab()
    await tab.handlers.start(env.startArgs)
    await settled(tab)
    await env.harness.faults({ refuseConnections: true })

    await tab.handlers.online()

    expect(tab.statuses().at(-1)).toMatchObject({
      type: 'offline',
      lastSuccess: { addresses: expect.any(String) },
    })
    expect(await tab.db.addressRows.count()).toBe(64)
  })

  it('hands renewed tokens to the UI, and says when the session is over', async () => {
    const env = await browser()
    const tab = env.openTab()
    const { sessionId } = env.startArgs
    await tab.handlers.start(env.startArgs)
    await settled(tab)
    const tokenEvents = () => tab.events.filter((event) => event.name === 'tokens')
    const refreshes = () => count(env.requests, 'POST /token/refresh')

    // Each refresh below is past the throttle, which skips a scope refreshed in the last 30 s.
    await env.clock.advance(31_000)
    await env.harness.faults({ expireTokens: true })
    await tab.handlers.refresh('profile')
    // The renewal names its session and the refresh token it spent: the UI stores it only over that one.
    expect(tokenEvents()).toEqual([
      {
        name: 'tokens',
        payload: {
          sessionId,
          previous: env.startArgs.refreshToken,
          pair: { token: expect.any(String), refreshToken: expect.any(String) },
        },
      },
    ])
    const renewal = tokenEvents()[0]?.payload as TokenRenewal
    expect(renewal.pair.refreshToken).not.toBe(env.startArgs.refreshToken)
    expect(renewal.pair.token).not.toBe(env.startArgs.token)
    expect(refreshes()).toBe(1)

    // Another session's tokens (a later login's tab) are ignored: the worker keeps its own working pair.
    await tab.handlers.updateTokens({
      sessionId: `${sessionId}-other`,
      token: 'foreign',
      refreshToken: 'foreign-r',
    })
    const profileCalls = count(env.requests, 'GET /profile')
    await env.clock.advance(31_000)
    await tab.handlers.refresh('profile')
    expect(count(env.requests, 'GET /profile')).toBe(profileCalls + 1)
    expect(tab.statuses().at(-1)).toMatchObject({ type: 'idle' })
    expect(refreshes()).toBe(1)
    expect(tab.events.filter((event) => event.name === 'sessionExpired')).toEqual([])

    // Its own session's tokens (renewed by the tab) are taken over, without being echoed back as renewed.
    const fromTab = await env.harness.api.auth.login('customer', 'demo-pass')
    await tab.handlers.updateTokens({ sessionId, ...fromTab })
    expect(tokenEvents()).toHaveLength(1)

    await env.clock.advance(31_000)
    await env.harness.faults({ expireTokens: true, revokeRefreshTokens: true })
    await tab.handlers.refresh('profile')
    // The refusal names the refresh token the worker held (the tab's), for the UI to compare with its own.
    expect(tab.events.filter((event) => event.name === 'sessionExpired')).toEqual([
      { name: 'sessionExpired', payload: { account: 'customer', sessionId, refused: fromTab.refreshToken } },
    ])
    expect(refreshes()).toBe(2)
    expect(tokenEvents()).toHaveLength(1)
    expect(tab.statuses().at(-1)).toMatchObject({ type: 'error', scope: 'profile' })
  })

  it('writes nothing once stop() resolved, even for an answer that was on its way', async () => {
    const env = await browser()
    const tab = env.openTab()
    const release = env.holdRequests()
    await tab.handlers.start(env.startArgs)
    await vi.waitFor(() => expect(tab.statuses().at(-1)?.type).toBe('syncing'), wait)

    const stopped = tab.handlers.stop()
    release()
    await stopped

    expect(await tab.db.addressRows.count()).toBe(0)
    expect(await tab.db.meta.where('account').equals('customer').count()).toBe(0)
    expect(tab.statuses().at(-1)?.type).toBe('idle')
  })

  it('sends changes made offline as soon as the device is back online, not when their backoff ends', async () => {
    const env = await browser()
    const tab = env.openTab()
    await tab.handlers.start(env.startArgs)
    await settled(tab)
    await env.harness.faults({ refuseConnections: true })
    await tab.handlers.queue('saveAddress', anAddressInput({ name: 'Zurueck Online AG' }))
    await vi.waitFor(async () => {
      const [entry] = await tab.db.outbox.toArray()
      expect(entry?.status).toBe('queued')
      expect(entry?.nextAttemptAt).toBeGreaterThan(env.clock.now())
    }, wait)

    await env.harness.faults({ refuseConnections: false })
    await tab.handlers.online()

    // The clock stands still: only the online trigger can have sent it.
    await vi.waitFor(async () => expect(await tab.db.outbox.count()).toBe(0), wait)
    const sent = await env.harness.api.addresses.list({
      count: 5,
      offset: 0,
      filter: { firma: 'Zurueck Online AG' },
    })
    expect(sent.total).toBe(1)
  })

  it('queues a batch for the session’s account and sends it; a batch discarded whole is never sent', async () => {
    const env = await browser()
    const tab = env.openTab()
    await tab.handlers.start(env.startArgs)
    await settled(tab)
    const archived = await tab.db.shipments
      .where('[account+list]')
      .equals(['customer', 'archive'])
      .limit(2)
      .toArray()
    const keys = archived.map((row) => row.key)
    expect(keys).toHaveLength(2)
    const pods = (email: string) =>
      keys.map((key) => ({ kind: 'requestPodEmail' as const, input: { key, email } }))

    await env.harness.faults({ refuseConnections: true })
    const dropped = await tab.handlers.queueBatch(pods('weg@example.ch'), { label: 'weg@example.ch' })
    const kept = await tab.handlers.queueBatch(pods('bleibt@example.ch'), { label: 'bleibt@example.ch' })
    const entries = await tab.db.outbox.toArray()
    expect(entries.map((entry) => [entry.account, entry.batch?.label])).toEqual([
      ['customer', 'weg@example.ch'],
      ['customer', 'weg@example.ch'],
      ['customer', 'bleibt@example.ch'],
      ['customer', 'bleibt@example.ch'],
    ])
    await vi.waitFor(async () => {
      const statuses = (await tab.db.outbox.toArray()).map((entry) => entry.status)
      expect(statuses.includes('sending')).toBe(false)
    }, wait)
    expect((await tab.handlers.discardOutboxBatch(dropped.batch)).sort()).toEqual([...dropped.seqs].sort())

    await env.harness.faults({ refuseConnections: false })
    await tab.handlers.online()
    await vi.waitFor(async () => expect(await tab.db.outbox.count()).toBe(0), wait)
    const emails = env.harness.fixture.store.podRequests.map((request) => request.email)
    expect(emails.filter((email) => email === 'bleibt@example.ch')).toHaveLength(2)
    expect(emails).not.toContain('weg@example.ch')
    expect(kept.seqs).toHaveLength(2)
  })
})
