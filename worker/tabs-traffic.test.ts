import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN } from '#api/testing/harness'
import { notificationSettingsRow } from '#db/notification-settings-row'
import { DEFAULT_NOTIFICATION_SETTINGS } from '#domain/notifications/settings'
import { anAddressInput } from '#worker/testing/outbox'
import type { StartArgs, SyncHandlers, SyncStatus } from './contract'
import { syncBrowser } from './testing/sync-browser'

/** What the server sees from the tabs of one browser: one account, fixture API, shared replica. */

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

/** The refresh of the six default scopes is over: idle with all six last successes. */
async function settled(tab: { statuses: () => SyncStatus[] }) {
  await vi.waitFor(() => {
    const last = tab.statuses().at(-1)
    expect(last?.type).toBe('idle')
    expect(Object.keys(last?.lastSuccess ?? {})).toHaveLength(6)
  }, wait)
}

const reads = (requests: readonly string[]) => requests.filter((line) => line.startsWith('GET '))
/** Lets the bus, the replica and the fixture answer what the clock's last step set off. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('traffic of several tabs of one account', () => {
  it('five tabs opened over two minutes cost the server what one tab costs over two polls', async () => {
    // Long enough against the 30 s throttle that tabs opened 35 s apart poll out of step unless they
    // share the account's instants (a 15 s poll in the browser test has a 7.5 s throttle).
    const pollMs = 120_000
    const measure = async (tabs: number) => {
      const env = await browser()
      const args: StartArgs = { ...env.startArgs, pollMs }
      const leader = env.openTab()
      await leader.handlers.start(args)
      await settled(leader)
      // The same instants for one tab and for five, so both windows hold the same poll instants.
      for (let opened = 1; opened < 5; opened++) {
        await env.clock.advance(35_000)
        if (opened >= tabs) continue
        const tab = env.openTab()
        await tab.handlers.start(args)
        await tab.handlers.refresh('standingOrders')
        await quiet()
      }
      const before = reads(env.requests).length
      for (let step = 0; step < 10; step++) {
        await env.clock.advance(25_000)
        await quiet()
      }
      return reads(env.requests).slice(before)
    }

    const one = await measure(1)
    const five = await measure(5)

    // 250 s on a 120 s poll: two rounds of the six default scopes (packaging asks once per language).
    expect(one.filter((line) => line === 'GET /addresses')).toHaveLength(2)
    expect(five.toSorted()).toEqual(one.toSorted())
  }, 60_000)

  it('with notifications on and a 1-minute poll, five tabs cost what one costs, and a pickup is told to one tab once', async () => {
    const measure = async (tabs: number) => {
      const env = await browser()
      const leader = env.openTab()
      const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, system: true, pollMinutes: 1 as const }
      await leader.db.meta.put(notificationSettingsRow('customer', settings))
      // No syncPollSeconds in the config: the account's setting decides (worker/poll-interval.ts).
      await leader.handlers.start(env.startArgs)
      await settled(leader)
      const all = [leader]
      for (let opened = 1; opened < tabs; opened++) {
        const tab = env.openTab()
        await tab.handlers.start(env.startArgs)
        all.push(tab)
      }
      await quiet()
      const before = reads(env.requests).length
      const waiting = env.harness.fixture.store.shipments
        .of('customer')
        .find((row) => row.list === 'active' && !row.cancelled && row.state < 300)
      await env.harness.fixture.fetch(
        new Request(`${ORIGIN}/__fixture/shipments/advance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: waiting?.id }),
        }),
      )
      for (let step = 0; step < 6; step++) {
        await env.clock.advance(25_000)
        await quiet()
      }
      const told = all.flatMap((tab) => tab.events.filter((event) => event.name === 'notifications'))
      return {
        reads: reads(env.requests).slice(before),
        told,
        stored: await leader.db.notifications.toArray(),
      }
    }

    const one = await measure(1)
    const five = await measure(5)

    // 150 s on the account's 1-minute poll: two rounds at least (a 5-minute poll would make one at most).
    expect(one.reads.filter((line) => line === 'GET /shipments/active').length).toBeGreaterThanOrEqual(2)
    expect(five.reads.toSorted()).toEqual(one.reads.toSorted())
    expect(five.stored.map((row) => row.kind)).toEqual(['pickedUp'])
    expect(five.told).toHaveLength(1)
    expect(five.told[0]?.payload).toEqual(five.stored)
  }, 60_000)

  it('a tab opened moments after another fetches nothing the first one just fetched', async () => {
    const env = await browser()
    const first = env.openTab()
    await first.handlers.start(env.startArgs)
    await settled(first)
    const before = env.requests.length

    await env.clock.advance(5_000)
    const second = env.openTab()
    await second.handlers.start(env.startArgs)
    await second.handlers.refresh('addresses')
    await second.handlers.refresh('activeShipments')
    await quiet()

    expect(env.requests.slice(before)).toEqual([])
  })

  it("a tab opened once the data is a minute old fetches its screen's data, not every default", async () => {
    const env = await browser()
    const first = env.openTab()
    await first.handlers.start(env.startArgs)
    await settled(first)
    const before = env.requests.length

    await env.clock.advance(60_000)
    const second = env.openTab()
    await second.handlers.start(env.startArgs)
    await second.handlers.refresh('addresses')
    await quiet()

    expect(env.requests.slice(before)).toEqual(['GET /addresses'])
  })

  it('a new leader does not fetch again what the old one refreshed moments ago, only what is stale', async () => {
    const env = await browser()
    const first = env.openTab()
    await first.handlers.start(env.startArgs)
    await settled(first)
    const second = env.openTab()
    await second.handlers.start(env.startArgs)
    const before = env.requests.length

    await first.handlers.stop()
    await vi.waitFor(
      () => expect(second.events).toContainEqual({ name: 'leadership', payload: { leader: true } }),
      wait,
    )
    await quiet()

    expect(env.requests.slice(before)).toEqual([])
  })

  it.each([
    ['the leader', 0],
    ['a follower', 1],
  ])(
    'back online (%s hears it first), the changes made offline go before the refreshes',
    async (_who, index) => {
      const env = await browser()
      const leader = env.openTab()
      await leader.handlers.start(env.startArgs)
      await settled(leader)
      const follower = env.openTab()
      await follower.handlers.start(env.startArgs)
      await env.harness.faults({ refuseConnections: true })
      await leader.handlers.queue('saveAddress', anAddressInput({ name: 'Erst Senden AG' }))
      await vi.waitFor(async () => {
        const [entry] = await leader.db.outbox.toArray()
        expect(entry?.nextAttemptAt).toBeGreaterThan(env.clock.now())
      }, wait)
      await env.harness.faults({ refuseConnections: false })
      const before = env.requests.length

      await [leader, follower][index]?.handlers.online()

      await vi.waitFor(() => expect(reads(env.requests.slice(before)).length).toBeGreaterThanOrEqual(5), wait)
      const after = env.requests.slice(before)
      expect(after[0]).toBe('POST /address')
      expect(after.filter((line) => line === 'POST /address')).toHaveLength(1)
    },
  )
})
