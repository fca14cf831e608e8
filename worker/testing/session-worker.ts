import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { expect, vi } from 'vitest'
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
import type { SessionMessage, StartArgs, SyncEvent, SyncStatus } from '#worker/contract'
import { createSyncHandlers } from '#worker/handlers'
import type { ChannelLike } from '#worker/tab-bus'
import { FakeBroadcastHub } from './fake-channel'
import { FakeLockManager } from './fake-locks'
import { manualClock } from './manual-clock'

/** One sync worker of a tab over the fixture API, with the browser-wide session channel faked. */
export const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []

/** Stops every worker a test started and deletes its database: call it in afterEach. */
export async function cleanUpWorkers(): Promise<void> {
  for (const step of cleanup.splice(0)) await step()
}

/** The session channel as the worker sees it: the test delivers what a tab posted. */
export function fakeSessionChannel() {
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

export interface Seen {
  line: string
  authorization: string | null
}

/** One sync worker of a tab, over the fixture API as customer, with the session channel faked. */
export async function worker(username = 'customer', switchUser: string | null = null) {
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

export type Worker = Awaited<ReturnType<typeof worker>>

export const belongsTo = (login: string) => (account: AccountId) =>
  account === login || account.startsWith(`${login}>`)

/** Every row of the replica's account-keyed tables, outbox aside, that belongs to `login` or its switches. */
export async function rowsOf(db: PortalDatabase, login: string): Promise<Record<string, number>> {
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
export async function seedOtherAccounts(db: PortalDatabase) {
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
export async function pokeEverything(w: Worker) {
  await w.clock.advance(10 * 60_000)
  await w.handlers.focus()
  await w.handlers.online()
  await w.handlers.refresh('profile')
  await w.handlers.refresh('addresses')
  await w.clock.advance(10 * 60_000)
}
