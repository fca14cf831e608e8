import { afterEach, expect, it, vi } from 'vitest'
import { anAddressInput } from '#worker/testing/outbox'
import { LOCK_NAME } from './leadership'
import { OUTBOX_POLL_MS } from './outbox-pump'
import { syncBrowser } from './testing/sync-browser'

/**
 * A logout stops the tab's run while it waits for a refresh to end. If the lead comes back to the
 * tab in that wait (another tab let go of it), nothing may start sending for the account again:
 * a pump started then would send the logged-out user's changes with their tokens.
 */

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup.splice(0)) step()
})

it('a lead granted while stop() waits starts no outbox replay after the stop', async () => {
  const env = await syncBrowser()
  cleanup.push(env.close)
  const tab = env.openTab()
  await tab.handlers.start(env.startArgs)
  await vi.waitFor(
    () => expect(tab.events).toContainEqual({ name: 'leadership', payload: { leader: true } }),
    wait,
  )
  await vi.waitFor(() => expect(tab.statuses().at(-1)?.type).toBe('idle'), wait)

  // A change that waits: the network refuses it (and every try counted below), so it backs off.
  await env.harness.faults({ refuseConnections: true })
  await tab.handlers.queue('saveAddress', anAddressInput({ name: 'Nach Abmeldung AG' }))
  await vi.waitFor(async () => {
    const [entry] = await tab.db.outbox.toArray()
    expect(entry?.status).toBe('queued')
    expect(entry?.attempts).toBeGreaterThan(0)
  }, wait)

  // A refresh on its way when the lead goes: stop() will wait for it.
  await env.clock.advance(31_000)
  const release = env.holdRequests()
  const heldFrom = env.requests.length
  void tab.handlers.refresh('standingOrders')
  await vi.waitFor(() => expect(env.requests.slice(heldFrom)).toContain('GET /standing-order'), wait)

  // Another tab takes the lead (as after a stale heartbeat); this tab queues for it again.
  let letGo = () => {}
  const otherHolds = new Promise<void>((held) => {
    void env.locks.request(`${LOCK_NAME}:customer`, { steal: true }, () => {
      held()
      return new Promise<void>((resolve) => {
        letGo = resolve
      })
    })
  })
  await otherHolds
  await vi.waitFor(
    () => expect(tab.events.at(-1)).toEqual({ name: 'leadership', payload: { leader: false } }),
    wait,
  )

  // The logout's stop waits for the refresh; meanwhile the other tab lets go and the lead returns.
  const stopped = tab.handlers.stop()
  letGo()
  await vi.waitFor(() => expect(env.locks.holds(`${LOCK_NAME}:customer`)).toBe(true), wait)
  release()
  await stopped
  const sentBefore = env.requests.filter((line) => line === 'POST /address').length

  await env.clock.advance(6 * OUTBOX_POLL_MS)
  await new Promise((resolve) => setTimeout(resolve, 200))

  expect(env.requests.filter((line) => line === 'POST /address')).toHaveLength(sentBefore)
  expect(await tab.db.outbox.count()).toBe(1)
  expect(env.locks.holds(`${LOCK_NAME}:customer`)).toBe(false)
})
