import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONFIG, fixtureHarness } from '#api/testing/harness'
import { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'
import { accountTables } from '#testing/account-tables'
import {
  anAddress,
  anAddressRow,
  anOutboxRow,
  aProfile,
  aShipmentRow,
  aStandingOrderRow,
} from '#testing/factories'
import type { SessionMessage, StartArgs, SyncEvent, SyncStatus } from './contract'
import { createSyncHandlers } from './handlers'
import type { ChannelLike } from './tab-bus'
import { FakeBroadcastHub } from './testing/fake-channel'
import { FakeLockManager } from './testing/fake-locks'
import { manualClock } from './testing/manual-clock'

/**
 * Issue 19: every sync worker hears the browser-wide session channel (contract.ts SESSION_CHANNEL).
 * A logout or switch posted there stops a run of that session, even while the worker's own tab
 * sleeps, and an ended session's replica goes once the run wrote its last row.
 */

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

/** The session channel as the worker sees it: the test delivers what a tab posted. */
function fakeSessionChannel() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const channel: ChannelLike = {
    postMessage: () => undefined,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    close: () => listeners.clear(),
  }
  const deliver = (data: SessionMessage) => {
    for (const listener of [...listeners]) listener({ data } as MessageEvent)
  }
  return { channel, deliver, listeners }
}

interface Seen {
  line: string
  authorization: string | null
}

/** One sync worker of a tab, over the fixture API as customer, with the session channel faked. */
async function worker(username = 'customer', switchUser: string | null = null) {
  const harness = await fixtureHarness(username)
  const db = new PortalDatabase(`session-channel-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange })
  const clock = manualClock()
  const hub = new FakeBroadcastHub()
  const seen: Seen[] = []
  const sessionChannel = fakeSessionChannel()
  /** Set to hold every API call until released. */
  const gate: { wait: Promise<void> | null } = { wait: null }
  const holdRequests = () => {
    let release: () => void = () => undefined
    gate.wait = new Promise<void>((resolve) => {
      release = () => {
        gate.wait = null
        resolve()
      }
    })
    return release
  }
  const handlers = createSyncHandlers({
    db,
    locks: new FakeLockManager(),
    openChannel: () => hub.open(),
    sessionChannel: sessionChannel.channel,
    now: clock.now,
    timers: clock.timers(),
    async fetch(input, init) {
      const request = new Request(input, init)
      seen.push({
        line: `${request.method} ${new URL(request.url).pathname.replace('/api/v2', '')}`,
        authorization: request.headers.get('authorization'),
      })
      if (gate.wait) await gate.wait
      return harness.fixture.fetch(request)
    },
  })
  const events: SyncEvent[] = []
  await handlers.subscribe((event) => {
    events.push(event)
  })
  cleanup.push(async () => {
    await handlers.stop()
    db.close()
    await db.delete()
  })
  const { token, refreshToken } = harness.session.get()
  const startArgs: StartArgs = {
    sessionId: `s1-${crypto.randomUUID()}`,
    username,
    switchUser,
    token: token ?? '',
    refreshToken: refreshToken ?? '',
    apiBaseUrl: CONFIG.apiBaseUrl,
    visible: true,
  }
  const statuses = () => events.flatMap((event) => (event.name === 'status' ? [event.payload] : []))
  /** The first refresh of the defaults is over: idle with all six last successes. */
  const settled = () =>
    vi.waitFor(() => {
      const last: SyncStatus | undefined = statuses().at(-1)
      expect(last?.type).toBe('idle')
      expect(Object.keys(last?.lastSuccess ?? {})).toHaveLength(6)
    }, wait)
  /** Lets a delivered message's work run (it queues behind start and stop). */
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 100))
  return {
    harness,
    db,
    clock,
    seen,
    handlers,
    events,
    statuses,
    settled,
    quiet,
    startArgs,
    holdRequests,
    ...sessionChannel,
  }
}

type Worker = Awaited<ReturnType<typeof worker>>

const belongsTo = (login: string) => (account: AccountId) =>
  account === login || account.startsWith(`${login}>`)

/** Every row of the replica's account-keyed tables, outbox aside, that belongs to `login` or its switches. */
async function rowsOf(db: PortalDatabase, login: string): Promise<Record<string, number>> {
  const mine = belongsTo(login)
  const tables = accountTables(db)
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await table.toArray()) as { account: AccountId }[]
    const count = rows.filter((row) => mine(row.account)).length
    if (count > 0) counts[name] = count
  }
  return counts
}

/** Rows of a switched account and of other logins, beside what the run mirrored for customer. */
async function seedOtherAccounts(db: PortalDatabase) {
  const switched = 'customer>filiale-bern'
  await db.profiles.bulkPut([
    { account: switched, profile: aProfile({ username: 'filiale-bern' }), syncedAt: '2026-11-18T08:00:00Z' },
    { account: 'customer2', profile: aProfile({ username: 'customer2' }), syncedAt: '2026-11-18T08:00:00Z' },
    {
      account: 'dispatcher>customer',
      profile: aProfile({ username: 'customer' }),
      syncedAt: '2026-11-18T08:00:00Z',
    },
  ])
  await db.addressRows.bulkPut([anAddressRow(switched, anAddress({ id: 501 }))])
  await db.shipments.put(aShipmentRow(switched))
  await db.standingOrders.put(aStandingOrderRow(switched))
  await db.meta.put({ account: switched, key: 'lastSuccess:addresses', value: '2026-11-18T08:00:00Z' })
  await db.drafts.put({ account: switched, kind: 'order', value: {}, savedAt: '2026-11-18T08:00:00Z' })
  // Unsent changes stay through a logout (decisions: offline behaviour); one waiting for the user,
  // one of the switched account: neither is sent by the run on 'customer'.
  await db.outbox.bulkAdd([
    anOutboxRow({ account: 'customer', status: 'needsAttention', lastError: 'refused' }),
    anOutboxRow({ account: switched }),
  ])
}

/** Moves time on and pokes every trigger a tab has: none may reach the network or the replica. */
async function pokeEverything(w: Worker) {
  await w.clock.advance(10 * 60_000)
  await w.handlers.focus()
  await w.handlers.online()
  await w.handlers.refresh('profile')
  await w.handlers.refresh('addresses')
  await w.clock.advance(10 * 60_000)
}

describe('a session message on the session channel', () => {
  it("'ended' of the run's session stops it and wipes every table of the login and its switched accounts, outbox aside", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    await seedOtherAccounts(w.db)
    expect(await rowsOf(w.db, 'customer')).toMatchObject({
      profiles: 2,
      shipments: 51,
      standingOrders: 15,
      packaging: 16,
      archivePages: 1,
      drafts: 1,
    })

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })

    await vi.waitFor(async () => expect(await rowsOf(w.db, 'customer')).toEqual({}), wait)
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })
    const requests = w.seen.length

    await pokeEverything(w)

    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual({})
    // Unsent changes stay; other logins' rows stay.
    expect((await w.db.outbox.toArray()).map((row) => row.account).sort()).toEqual([
      'customer',
      'customer>filiale-bern',
    ])
    expect((await w.db.profiles.toArray()).map((row) => row.account).sort()).toEqual([
      'customer2',
      'dispatcher>customer',
    ])
  })

  it("'ended' while the run's first refresh is in flight: its answers land nowhere, the replica stays empty", async () => {
    const w = await worker()
    const release = w.holdRequests()
    await w.handlers.start(w.startArgs)
    await vi.waitFor(() => expect(w.seen.length).toBeGreaterThan(0), wait)

    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await w.quiet()
    release()

    await vi.waitFor(
      async () => expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} }),
      wait,
    )
    await w.quiet()
    expect(await rowsOf(w.db, 'customer')).toEqual({})
    await pokeEverything(w)
    expect(await rowsOf(w.db, 'customer')).toEqual({})
  })

  it("'ended' of another session id does nothing: the run goes on and the replica stays", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const before = await rowsOf(w.db, 'customer')

    w.deliver({ type: 'ended', sessionId: 'an-earlier-login', login: 'customer' })
    await w.quiet()

    expect(await rowsOf(w.db, 'customer')).toEqual(before)
    expect(Object.keys((await w.handlers.status()).lastSuccess)).toHaveLength(6)
    const requests = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    expect(w.seen.slice(requests).map((request) => request.line)).toContain('GET /profile')
    // And the run's own session can still start again (the other id was the one that ended).
    await expect(w.handlers.start(w.startArgs)).resolves.toEqual({ account: 'customer' })
  })

  it('a start for a session heard ending is refused, before or after it ran', async () => {
    const w = await worker()
    const lateTab = { ...w.startArgs, sessionId: `late-${crypto.randomUUID()}` }
    w.deliver({ type: 'ended', sessionId: lateTab.sessionId, login: 'customer' })
    await w.quiet()

    await expect(w.handlers.start(lateTab)).rejects.toThrow()
    expect(w.seen).toEqual([])
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })

    await w.handlers.start(w.startArgs)
    await w.settled()
    w.deliver({ type: 'ended', sessionId: w.startArgs.sessionId, login: 'customer' })
    await vi.waitFor(async () => expect(await rowsOf(w.db, 'customer')).toEqual({}), wait)
    const requests = w.seen.length

    await expect(w.handlers.start(w.startArgs)).rejects.toThrow()

    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual({})
  })

  it("'acting' on another account stops a run on 'customer' (no wipe named, so its replica stays)", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const before = await rowsOf(w.db, 'customer')

    w.deliver({
      type: 'acting',
      sessionId: w.startArgs.sessionId,
      account: 'customer>filiale-bern',
      wipe: null,
    })

    await vi.waitFor(
      async () => expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} }),
      wait,
    )
    const requests = w.seen.length
    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'customer')).toEqual(before)
  })

  it("'acting' that ends the switch the run serves: stops it, then wipes that account only", async () => {
    const w = await worker('dispatcher', 'customer')
    expect(await w.handlers.start(w.startArgs)).toEqual({ account: 'dispatcher>customer' })
    await w.settled()
    await w.db.profiles.put({
      account: 'dispatcher',
      profile: aProfile({ username: 'dispatcher' }),
      syncedAt: '2026-11-18T08:00:00Z',
    })
    await w.db.outbox.add(anOutboxRow({ account: 'dispatcher>customer', status: 'needsAttention' }))
    expect((await rowsOf(w.db, 'dispatcher')).shipments).toBe(50)

    w.deliver({
      type: 'acting',
      sessionId: w.startArgs.sessionId,
      account: 'dispatcher',
      wipe: 'dispatcher>customer',
    })

    await vi.waitFor(async () => expect(await rowsOf(w.db, 'dispatcher')).toEqual({ profiles: 1 }), wait)
    expect(await w.db.profiles.get('dispatcher')).toBeDefined()
    expect(await w.handlers.status()).toEqual({ type: 'idle', lastSuccess: {} })
    const requests = w.seen.length
    await pokeEverything(w)
    expect(w.seen.slice(requests)).toEqual([])
    expect(await rowsOf(w.db, 'dispatcher')).toEqual({ profiles: 1 })
    // The switched account's unsent change stays.
    expect(await w.db.outbox.count()).toBe(1)
  })

  it("'acting' on the run's own account, or of another session, keeps it running", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()

    w.deliver({ type: 'acting', sessionId: w.startArgs.sessionId, account: 'customer', wipe: null })
    w.deliver({
      type: 'acting',
      sessionId: 'another-login',
      account: 'dispatcher>customer',
      wipe: 'customer',
    })
    await w.quiet()

    expect(Object.keys((await w.handlers.status()).lastSuccess)).toHaveLength(6)
    expect((await rowsOf(w.db, 'customer')).shipments).toBe(50)
    const requests = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    expect(w.seen.slice(requests).map((request) => request.line)).toContain('GET /profile')
  })
})

describe('updateTokens', () => {
  it("ignores another session's pair: the worker keeps sending its own token; its own session's pair is taken", async () => {
    const w = await worker()
    await w.handlers.start(w.startArgs)
    await w.settled()
    const foreign = w.harness.fixture.tokens.issue('restricted')

    await w.handlers.updateTokens({
      sessionId: 'the-next-login',
      token: foreign.token,
      refreshToken: foreign.refresh_token,
    })
    let from = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')

    const after = w.seen.slice(from)
    expect(after.map((request) => request.line)).toContain('GET /profile')
    expect(new Set(after.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${w.startArgs.token}`]),
    )
    expect(await w.db.profiles.get('customer')).toMatchObject({ profile: { username: 'customer' } })

    // Its own session's renewal (another tab's) is taken over.
    const renewed = w.harness.fixture.tokens.issue('customer')
    await w.handlers.updateTokens({
      sessionId: w.startArgs.sessionId,
      token: renewed.token,
      refreshToken: renewed.refresh_token,
    })
    from = w.seen.length
    await w.clock.advance(31_000)
    await w.handlers.refresh('profile')
    const next = w.seen.slice(from)
    expect(next.map((request) => request.line)).toContain('GET /profile')
    expect(new Set(next.map((request) => request.authorization))).toEqual(
      new Set([`Bearer ${renewed.token}`]),
    )
  })
})
