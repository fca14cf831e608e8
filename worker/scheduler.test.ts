import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScopeRequest } from './contract'
import { createScheduler, POLL_MS, type Trigger } from './scheduler'

const defaults: ScopeRequest[] = [{ scope: 'profile' }, { scope: 'addresses' }]
const page = (offset: number): ScopeRequest => ({ scope: 'archive', params: { count: 20, offset } })

function setup() {
  const calls: [string, Trigger][] = []
  const holds: (() => void)[] = []
  let hold = false
  const dispatch = vi.fn((request: ScopeRequest, trigger: Trigger) => {
    calls.push([request.scope === 'archive' ? `archive@${request.params.offset}` : request.scope, trigger])
    return hold ? new Promise<void>((resolve) => holds.push(resolve)) : Promise.resolve()
  })
  const scheduler = createScheduler({ dispatch, defaults })
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

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scheduler', () => {
  it('refreshes the defaults at start, and a route mount at once, watching it from then on', async () => {
    const { scheduler, calls } = setup()
    await scheduler.start(false)
    await scheduler.request(page(0))
    await scheduler.online()

    expect(calls).toEqual([
      ['profile', 'start'],
      ['addresses', 'start'],
      ['archive@0', 'request'],
      ['profile', 'online'],
      ['addresses', 'online'],
      ['archive@0', 'online'],
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
    await scheduler.request({ scope: 'addresses' })
    expect(dispatch).toHaveBeenCalledTimes(4)
  })

  it('skips focus and poll refreshes of a scope that completed less than 30 s ago', async () => {
    const { scheduler, calls } = setup()
    await scheduler.start(false)
    vi.advanceTimersByTime(10_000)
    await scheduler.focus()
    expect(calls).toHaveLength(2)

    vi.advanceTimersByTime(25_000)
    await scheduler.focus()
    expect(calls.slice(2)).toEqual([
      ['profile', 'focus'],
      ['addresses', 'focus'],
    ])
  })

  it('polls every 5 minutes only while the tab is visible, and not after stop', async () => {
    const { scheduler, calls } = setup()
    await scheduler.start(false)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(calls.filter(([, trigger]) => trigger === 'poll')).toHaveLength(0)

    scheduler.setVisible(true)
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    expect(calls.filter(([, trigger]) => trigger === 'poll')).toHaveLength(4)

    scheduler.setVisible(false)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    scheduler.setVisible(true)
    scheduler.stop()
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    await scheduler.request({ scope: 'packaging' })
    expect(calls.filter(([, trigger]) => trigger === 'poll')).toHaveLength(4)
    expect(calls).toHaveLength(6)
  })
})
