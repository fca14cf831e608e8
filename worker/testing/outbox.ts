import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach } from 'vitest'
import { FIXED_NOW, harnessOver, makeFixture, ORIGIN } from '#api/testing/harness'
import { PortalDatabase } from '#db/database'
import type { FixtureApi } from '#fixture-api/app'
import { type ReplayOptions, type ReplayResult, replayOnce } from '#worker/outbox/replay'

/** Test support for the outbox tests, not shipped: a fresh replica and the fixture API behind a switchable link. */

export const ACCOUNT = 'customer'
let counter = 0

export const freshName = () => `outbox-test-${Date.now()}-${counter++}`

/** A replica on fake-indexeddb; the same name reopens the same data (a restarted tab). */
export function openDb(name = freshName()): PortalDatabase {
  return new PortalDatabase(name, { indexedDB, IDBKeyRange })
}

type Forward = () => Promise<Response>
/** Sees every request before the fixture does: may forward it, fail it, or do both. */
export type Intercept = (request: Request, forward: Forward) => Promise<Response>

/** The API over a pinned-clock fixture, logged in as `customer`, with a link that can go offline. */
export async function onlineFixture() {
  const fixture = makeFixture()
  const link: { offline: boolean; intercept: Intercept | null } = { offline: false, intercept: null }
  const harness = harnessOver(async (request) => {
    // A browser's fetch rejects with a TypeError when there is no network.
    if (link.offline) throw new TypeError('Failed to fetch')
    const forward = () => fixture.fetch(request)
    return link.intercept ? link.intercept(request, forward) : forward()
  })
  const faults = async (body: Record<string, unknown>) => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }
    const response = await fixture.fetch(new Request(`${ORIGIN}/__fixture/faults`, init))
    if (!response.ok) throw new Error(`fault control answered ${response.status}`)
  }
  const login = async () => {
    harness.session.setTokens(await harness.api.auth.login(ACCOUNT, 'demo-pass'))
  }
  await login()
  harness.sent.length = 0
  const keysSentTo = (path: string) =>
    harness.sent
      .filter((request) => request.method === 'POST' && request.url.pathname.endsWith(path))
      .map((request) => request.headers.get('Idempotency-Key'))
  /** The account's addresses as the fixture stores them. */
  const serverAddresses = () => fixture.store.addresses.of(ACCOUNT)
  const locality = (code: string) => {
    const found = fixture.store.localities.find((row) => row.code === code)
    if (!found) throw new Error(`no locality ${code}`)
    return found
  }
  return { fixture, link, faults, login, keysSentTo, serverAddresses, locality, ...harness }
}

export type OnlineFixture = Awaited<ReturnType<typeof onlineFixture>>

export type Write = ['address', string, string] | ['standingOrder', number, string]

/**
 * The fixture's own log of the address and standing-order writes it commits, in order: a replayed
 * Idempotency-Key answers from its store and writes nothing, so a duplicate shows here.
 */
export function recordWrites(fixture: FixtureApi): Write[] {
  const written: Write[] = []
  const { store } = fixture
  const saveAddress = store.saveAddress.bind(store)
  store.saveAddress = (row) => {
    written.push(['address', row.kontaktadresse.firma, row.kontaktadresse.addresse])
    saveAddress(row)
  }
  const saveStandingOrder = store.saveStandingOrder.bind(store)
  store.saveStandingOrder = (row) => {
    written.push(['standingOrder', row.id, row.customer_name])
    saveStandingOrder(row)
  }
  return written
}

export { anAddressInput, anOrderPayload } from '#testing/factories'

/** A settable clock starting at the fixture's pinned instant. */
export function testClock() {
  const clock = { ms: FIXED_NOW.epochMilliseconds, now: () => clock.ms }
  return clock
}

/** Replays until nothing is left, jumping the clock over every backoff; fails when paused. */
export async function replayUntilIdle(
  options: ReplayOptions,
  clock: { ms: number },
  maxRounds = 60,
): Promise<number> {
  let sent = 0
  for (let round = 0; round < maxRounds; round++) {
    const result: ReplayResult = await replayOnce(options)
    sent += result.sent
    if (result.outcome === 'idle') return sent
    if (result.outcome === 'paused') throw new Error('the outbox is paused')
    clock.ms = Math.max(clock.ms + 1, result.nextAttemptAt ?? 0)
  }
  throw new Error(`the outbox was not idle after ${maxRounds} rounds`)
}

const replicas: PortalDatabase[] = []
afterEach(async () => {
  for (const db of replicas.splice(0)) await db.delete()
})

/**
 * The common start of a replay test: the fixture online, a fresh replica deleted after the test,
 * a settable clock, and the replay options over them with jitter pinned to the middle.
 */
export async function replaySetup() {
  const f = await onlineFixture()
  const db = openDb()
  replicas.push(db)
  const clock = testClock()
  const options: ReplayOptions = { db, api: f.api, account: ACCOUNT, now: clock.now, random: () => 0.5 }
  return { f, db, clock, options }
}
