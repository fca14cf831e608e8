import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScopeRequest } from './contract'
import { createScheduler, POLL_MS, pollPhase, type Scheduler, type Trigger } from './scheduler'

const defaults: ScopeRequest[] = [{ scope: 'profile' }, { scope: 'addresses' }]
const page = (offset: number): ScopeRequest => ({ scope: 'archive', params: { count: 20, offset } })
const name = (request: ScopeRequest) =>
  request.scope === 'archive' ? `archive@${request.params.offset}` : request.scope
/** 08:00:00 UTC, a whole number of 5-minute polls since the epoch. */
const T0 = Date.parse('2026-11-18T08:00:00Z')

function setup(options: { refreshedAt?: (request: ScopeRequest) => Promise<number | undefined> } = {}) {
  const calls: [string, Trigger][] = []
  const holds: (() => void)[] = []
  let hold = false
  const dispatch = vi.fn((request: ScopeRequest, trigger: Trigger) => {
    calls.push([name(request), trigger])
    return hold ? new Promise<void>((resolve) => holds.push(resolve)) : Promise.resolve()
  })
  const scheduler = createScheduler({ dispatch, defaults, ...options })
  return {
    scheduler,
    dispatch,
    calls,
    holdNext: () => {
      hold = true
    },
    releaseAll: () => {
      hold = false
      for (const release of holds.splice(0)) release()
    },
  }
}

const polls = (calls: [string, Trigger][]) => calls.filter(([, trigger]) => trigger === 'poll')

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scheduler', () => {
  it('refreshes nothing at start; a route mount at once, watching it from then on', async () => {
    const { scheduler, calls } = setup()
    scheduler.start(false)
    await scheduler.request(page(0))
    await scheduler.online()

    expect(calls).toEqual([
      ['archive@0', 'request'],
      ['profile', 'online'],
      ['addresses', 'online'],
      ['archive@0', 'online'],
    ])
  })

  it('refreshes every watched scope when the tab takes the lead', async () => {
    const { scheduler, calls } = setup()
    scheduler.start(false)
    await scheduler.request(page(0))
    await scheduler.refreshWatched('leader')
    expect(calls).toEqual([
      ['archive@0', 'request'],
      ['profile', 'leader'],
      ['addresses', 'leader'],
    ])
  })

  it('coalesces requests for a scope while its refresh runs; another archive page is its own request', async () => {
    const { scheduler, dispatch, holdNext, releaseAll } = setup()
    holdNext()
    const first = scheduler.request({ scope: 'addresses' })
    const second = scheduler.request({ scope: 'addresses' })
    const forwarded = scheduler.run({ scope: 'addresses' }, 'focus')
    const pages = [scheduler.request(page(0)), scheduler.request(page(0)), scheduler.request(page(20))]

    expect(second).toBe(first)
    expect(forwarded).toBe(first)
    expect(dispatch).toHaveBeenCalledTimes(3)
    releaseAll()
    await Promise.all([first, ...pages])
    await scheduler.online()
    expect(dispatch).toHaveBeenCalledTimes(6)
  })

  it.each<Trigger>(['focus', 'poll', 'request', 'start', 'leader'])(
    'skips a %s refresh of a scope that completed less than 30 s ago; online always refreshes',
    async (trigger) => {
      const { scheduler, calls } = setup()
      await scheduler.refreshWatched('leader')
      vi.advanceTimersByTime(10_000)
      await scheduler.run({ scope: 'addresses' }, trigger)
      await scheduler.run({ scope: 'addresses' }, 'online')
      expect(calls.slice(2)).toEqual([['addresses', 'online']])

      vi.advanceTimersByTime(30_000)
      await scheduler.run({ scope: 'addresses' }, trigger)
      expect(calls.slice(3)).toEqual([['addresses', trigger]])
    },
  )

  it("skips what another tab refreshed moments ago (the replica's time), but not what is older", async () => {
    const refreshedAt = vi.fn(async (request: ScopeRequest) =>
      request.scope === 'profile' ? Date.now() - 10_000 : Date.now() - 40_000,
    )
    const { scheduler, calls } = setup({ refreshedAt })

    await scheduler.refreshWatched('leader')
    await scheduler.request({ scope: 'profile' })
    await scheduler.run({ scope: 'profile' }, 'focus')
    await scheduler.run({ scope: 'profile' }, 'online')

    expect(calls).toEqual([
      ['addresses', 'leader'],
      ['profile', 'online'],
    ])
  })

  it('refreshes when the replica cannot say when it last did', async () => {
    const { scheduler, calls } = setup({
      refreshedAt: async () => {
        throw new Error('the database is closing')
      },
    })
    await scheduler.refreshWatched('leader')
    expect(calls).toEqual([
      ['profile', 'leader'],
      ['addresses', 'leader'],
    ])
  })

  it('an online refresh asked while a throttled one is still reading the replica is not swallowed', async () => {
    let answer: (at: number | undefined) => void = () => undefined
    const { scheduler, calls } = setup({
      refreshedAt: () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    const focus = scheduler.run({ scope: 'addresses' }, 'focus')
    await scheduler.run({ scope: 'addresses' }, 'online')
    answer(Date.now())
    await focus
    expect(calls).toEqual([['addresses', 'online']])
  })

  it('polls on the instants of the account, only while the tab is visible, and not after stop', async () => {
    const phaseMs = 42_000
    const times: number[] = []
    const scheduler = createScheduler({
      dispatch: async (_request, trigger) => {
        if (trigger === 'poll') times.push(Date.now())
      },
      defaults: [{ scope: 'addresses' }],
      phaseMs,
    })
    scheduler.start(false)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(times).toEqual([])

    scheduler.setVisible(true)
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    // T0 + 15 min, then the account's instants: T0 + 15:42 and T0 + 20:42.
    expect(times).toEqual([T0 + 3 * POLL_MS + phaseMs, T0 + 4 * POLL_MS + phaseMs])

    scheduler.setVisible(false)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    scheduler.setVisible(true)
    scheduler.stop()
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(times).toHaveLength(2)
  })

  it('a new poll interval (the account set 1 minute) takes over at its own instants, while visible only', async () => {
    const times: number[] = []
    const scheduler = createScheduler({
      dispatch: async (_request, trigger) => {
        if (trigger === 'poll') times.push(Date.now() - T0)
      },
      defaults: [{ scope: 'addresses' }],
    })
    scheduler.start(true)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(times).toEqual([POLL_MS])

    scheduler.setPoll(60_000, 7_000)
    await vi.advanceTimersByTimeAsync(3 * 60_000)
    // 5:07 comes 7 s after the last poll: throttled, as any refresh that fresh is.
    expect(times).toEqual([POLL_MS, POLL_MS + 67_000, POLL_MS + 127_000])

    scheduler.setVisible(false)
    scheduler.setPoll(POLL_MS, 0)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(times).toHaveLength(3)
    scheduler.setVisible(true)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(times.at(-1)).toBe(5 * POLL_MS)
  })

  it('a tab shown again keeps the account instants instead of starting its cycle from then', async () => {
    const times: number[] = []
    const scheduler = createScheduler({
      dispatch: async (_request, trigger) => {
        if (trigger === 'poll') times.push(Date.now() - T0)
      },
      defaults: [{ scope: 'addresses' }],
    })
    scheduler.start(true)
    await vi.advanceTimersByTimeAsync(100_000)
    scheduler.setVisible(false)
    await vi.advanceTimersByTimeAsync(10_000)
    scheduler.setVisible(true)
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    expect(times).toEqual([POLL_MS, 2 * POLL_MS])
  })

  /**
   * The leader and the tabs opened after it, each forwarding its refreshes to the leader as
   * sync-run.ts does: the server sees one round per poll, not one per tab.
   */
  it('five tabs opened over two minutes make one refresh round per poll between them', async () => {
    const fetched: [string, number][] = []
    const leader: Scheduler = createScheduler({
      dispatch: async (request) => {
        fetched.push([name(request), Date.now() - T0])
      },
      defaults,
      phaseMs: pollPhase('customer', POLL_MS),
    })
    const tabs = [leader]
    leader.start(true)
    for (let tab = 1; tab < 5; tab++) {
      await vi.advanceTimersByTimeAsync(30_000)
      const follower = createScheduler({
        dispatch: (request, trigger) => leader.run(request, trigger),
        defaults,
        phaseMs: pollPhase('customer', POLL_MS),
      })
      tabs.push(follower)
      follower.start(true)
    }
    fetched.splice(0)

    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    for (const tab of tabs) tab.stop()

    expect(fetched.map(([scope]) => scope)).toEqual(['profile', 'addresses', 'profile', 'addresses'])
    const [first, , second] = fetched.map(([, at]) => at)
    expect((second ?? 0) - (first ?? 0)).toBe(POLL_MS)
  })

  it('tabs that left the archive poll its default page, asked once between them; a scope without a default stops', async () => {
    const firstPage = page(0)
    const polled: string[] = []
    const leader: Scheduler = createScheduler({
      dispatch: async (request, trigger) => {
        if (trigger === 'poll') polled.push(name(request))
      },
      defaults: [...defaults, firstPage],
      phaseMs: pollPhase('customer', POLL_MS),
    })
    const follower = createScheduler({
      dispatch: (request, trigger) => leader.run(request, trigger),
      defaults: [...defaults, firstPage],
      phaseMs: pollPhase('customer', POLL_MS),
    })
    for (const tab of [leader, follower]) tab.start(true)
    await leader.request(page(40))
    await follower.request(page(80))
    await follower.request({ scope: 'standingOrders' })
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    // Still on their pages: each tab's page is polled, and the follower's other scope.
    expect(new Set(polled)).toEqual(
      new Set(['profile', 'addresses', 'archive@40', 'archive@80', 'standingOrders']),
    )

    polled.splice(0)
    leader.release('archive')
    follower.release('archive')
    follower.release('standingOrders')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    for (const tab of [leader, follower]) tab.stop()
    expect(polled.sort()).toEqual(['addresses', 'archive@0', 'profile'])
  })

  it('throttles for half the poll when the poll is shorter than a minute', async () => {
    const { calls, scheduler } = (() => {
      const seen: [string, Trigger][] = []
      return {
        calls: seen,
        scheduler: createScheduler({
          dispatch: async (request, trigger) => {
            seen.push([name(request), trigger])
          },
          defaults: [{ scope: 'addresses' }],
          pollMs: 15_000,
        }),
      }
    })()
    scheduler.start(true)
    await vi.advanceTimersByTimeAsync(45_000)
    scheduler.stop()
    expect(polls(calls)).toHaveLength(3)
  })
})

describe('pollPhase', () => {
  it('is the same for an account on every call, within the poll, and differs between accounts', () => {
    const phases = ['customer', 'restricted', 'dispatcher>customer'].map((account) =>
      pollPhase(account, POLL_MS),
    )
    expect(pollPhase('customer', POLL_MS)).toBe(phases[0])
    expect(new Set(phases).size).toBe(3)
    for (const phase of phases) {
      expect(phase).toBeGreaterThanOrEqual(0)
      expect(phase).toBeLessThan(POLL_MS)
    }
  })
})
