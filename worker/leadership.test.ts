import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { createLeadership, HEARTBEAT_MS, type Leadership, STALE_AFTER_MS } from './leadership'
import { FakeLockManager } from './testing/fake-locks'
import { manualClock } from './testing/manual-clock'
import { testDatabase } from './testing/test-db'

let db: PortalDatabase | undefined
let tabs: Leadership[] = []
afterEach(async () => {
  await Promise.all(tabs.map((tab) => tab.stop()))
  tabs = []
  db?.close()
})

function browser(count: number, scopeOf: (index: number) => string | undefined = () => undefined) {
  db = testDatabase()
  const locks = new FakeLockManager()
  const clock = manualClock()
  const opened = Array.from({ length: count }, (_, index) => {
    const timers = clock.timers()
    const changes: boolean[] = []
    const leadership = createLeadership({
      locks,
      db: db as PortalDatabase,
      now: clock.now,
      heartbeatMs: HEARTBEAT_MS,
      staleAfterMs: STALE_AFTER_MS,
      timers,
      tabId: `tab-${index}`,
      scope: scopeOf(index),
    })
    leadership.onLeadershipChange((leader) => changes.push(leader))
    return { leadership, timers, changes }
  })
  tabs = opened.map((tab) => tab.leadership)
  const leaders = () => opened.filter((tab) => tab.leadership.isLeader())
  return { locks, clock, opened, leaders }
}

describe('leadership over Web Locks', () => {
  it('makes exactly one of three tabs the leader, and keeps it while its heartbeat runs', async () => {
    const { opened, leaders, clock } = browser(3)
    for (const tab of opened) tab.leadership.start()
    await vi.waitFor(() => expect(leaders()).toHaveLength(1))
    const [leader] = leaders()

    await clock.advance(60_000)

    expect(leaders()).toEqual([leader])
    expect(leader?.changes).toEqual([true])
  })

  it('hands over at once when the leader releases the lock (its tab closed)', async () => {
    const { opened, leaders } = browser(3)
    for (const tab of opened) tab.leadership.start()
    await vi.waitFor(() => expect(leaders()).toHaveLength(1))
    const [first] = leaders()

    await first?.leadership.stop()

    await vi.waitFor(() => expect(leaders()).toHaveLength(1))
    expect(leaders()[0]).not.toBe(first)
    expect(first?.changes).toEqual([true, false])
  })

  it('steals from a frozen leader within 10 s of simulated time', async () => {
    const { opened, leaders, clock, locks } = browser(3)
    for (const tab of opened) tab.leadership.start()
    await vi.waitFor(() => expect(leaders()).toHaveLength(1))
    const [frozen] = leaders()
    await clock.advance(HEARTBEAT_MS * 5)
    if (!frozen) throw new Error('a leader')
    frozen.timers.frozen = true

    let waited = 0
    while (leaders().every((tab) => tab === frozen) && waited < 20_000) {
      await clock.advance(1_000)
      waited += 1_000
    }

    expect(waited).toBeLessThanOrEqual(10_000)
    await vi.waitFor(() => expect(leaders()).toHaveLength(1))
    expect(leaders()[0]).not.toBe(frozen)
    expect(frozen.changes).toEqual([true, false])
    expect(locks.holds('courier-portal:sync-leader')).toBe(true)
    await clock.advance(60_000)
    expect(leaders()).toHaveLength(1)
  })

  it('gives each account its own leader: a tab acting as another customer is not left without one', async () => {
    const { opened, leaders } = browser(3, (index) => (index === 2 ? 'dispatcher>customer' : 'dispatcher'))
    for (const tab of opened) tab.leadership.start()
    await vi.waitFor(() => expect(leaders()).toHaveLength(2))
    expect(opened[2]?.leadership.isLeader()).toBe(true)
    expect([opened[0]?.leadership.isLeader(), opened[1]?.leadership.isLeader()].filter(Boolean)).toHaveLength(
      1,
    )
  })
})
