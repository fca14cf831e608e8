import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PortalDatabase } from '#db/database'
import { quotaFault } from '#testing/quota-fault'
import { anAddressInput } from '#worker/testing/outbox'
import type { SyncHandlers } from './contract'
import { syncBrowser } from './testing/sync-browser'

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

/**
 * The outbox's own bookkeeping on a device full to the last byte (the chaos suite's quota test
 * found it): coming back online must still make the waiting changes due and send them, after
 * making room like every other write.
 */
describe('the outbox on a device out of storage', () => {
  it('back online, makes room to end the offline backoff and sends at once', async () => {
    const env = await syncBrowser()
    let fault: ReturnType<typeof quotaFault> | undefined
    const tab = env.openTab((db: PortalDatabase) => {
      fault = quotaFault(db)
    })
    const handlers: SyncHandlers = tab.handlers
    cleanup.push(async () => {
      await handlers.stop()
      env.close()
    })
    await handlers.start(env.startArgs)
    await vi.waitFor(() => expect(tab.statuses().at(-1)?.type).toBe('idle'), wait)
    if (!fault) throw new Error('the fault was installed before the database opened')
    await env.harness.faults({ refuseConnections: true })
    const { seq } = await handlers.queue('saveAddress', anAddressInput({ name: 'Randvoll AG' }))
    await vi.waitFor(async () => expect((await tab.db.outbox.get(seq))?.attempts).toBe(1), wait)
    expect((await tab.db.outbox.get(seq))?.nextAttemptAt).toBeGreaterThan(env.clock.now())

    // The device is full now (the next two writes are refused, whoever retries them); the
    // connection is back, and the clock does not move.
    fault.refuse(2, ['outbox'])
    await env.harness.faults({ refuseConnections: false })
    await handlers.online()

    await vi.waitFor(async () => expect(await tab.db.outbox.count()).toBe(0), wait)
    expect(fault.refused()).toEqual(['outbox', 'outbox'])
    const storage = tab.events.flatMap((event) => (event.name === 'storage' ? [event.payload] : []))
    expect(storage).toEqual([{ type: 'evicted', stage: 'archivePages', removed: expect.any(Number) }])
  })
})
