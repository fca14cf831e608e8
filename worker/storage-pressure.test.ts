import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import type { PortalDatabase } from '#db/database'
import { quotaFault } from '#testing/quota-fault'
import { anAddressInput } from '#worker/testing/outbox'
import type { SyncEvent, SyncHandlers } from './contract'
import { syncBrowser } from './testing/sync-browser'

const wait = { timeout: 10_000, interval: 20 }
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

/** A leading tab whose replica can be made to run out of storage, with an archive page cached. */
async function leaderWithArchive() {
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
  // The default first page is mirrored at start; a second query makes a second kept page.
  await handlers.refresh('archive', { count: 20, offset: 0 })
  expect(await tab.db.archivePages.count()).toBe(2)
  if (!fault) throw new Error('the fault was installed before the database opened')
  const storageEvents = () =>
    tab.events.filter((event): event is Extract<SyncEvent, { name: 'storage' }> => event.name === 'storage')
  return { env, tab, handlers, fault, storageEvents }
}

describe('the sync worker on a device out of storage', () => {
  it('stores an address change after evicting archive pages, tells the UI, and sends the change', async () => {
    const { env, tab, handlers, fault, storageEvents } = await leaderWithArchive()
    fault.refuse(1, [ADDRESS_STORE_TABLE])

    const { seq } = await handlers.queue('saveAddress', anAddressInput({ name: 'Platzmangel AG' }))

    expect(seq).toBeGreaterThan(0)
    expect(await tab.db.archivePages.count()).toBe(0)
    expect(storageEvents().map((event) => event.payload)).toEqual([
      { type: 'evicted', stage: 'archivePages', removed: expect.any(Number) },
    ])
    await vi.waitFor(async () => expect(await tab.db.outbox.count()).toBe(0), wait)
    const sent = await env.harness.api.addresses.list({
      count: 10,
      offset: 0,
      filter: { firma: 'Platzmangel AG' },
    })
    expect(sent.total).toBe(1)
  })

  it('refuses the change with StorageFullError when nothing more can be freed, and queues nothing', async () => {
    const { tab, handlers, fault, storageEvents } = await leaderWithArchive()
    fault.refuse(Number.POSITIVE_INFINITY, [ADDRESS_STORE_TABLE])

    const failure = await handlers
      .queue('saveAddress', anAddressInput({ name: 'Voll AG' }))
      .catch((e: unknown) => e)

    expect(failure).toMatchObject({ name: 'StorageFullError' })
    expect(await tab.db.outbox.count()).toBe(0)
    expect(storageEvents().at(-1)?.payload).toEqual({ type: 'full' })
  })

  it('finishes a refresh after evicting archive pages, so the screen still gets fresh data', async () => {
    const { env, tab, handlers, fault, storageEvents } = await leaderWithArchive()
    const [first] = (await env.harness.api.addresses.list({ count: 1, offset: 0 })).items
    if (!first?.id) throw new Error('the fixture has addresses')
    await env.harness.api.addresses.save({ ...first, phone: '+41 31 555 55 55' })
    fault.refuse(1, [ADDRESS_STORE_TABLE])
    // Past the throttle: the start refreshed the addresses moments ago.
    await env.clock.advance(31_000)

    await handlers.refresh('addresses')

    expect((await tab.db.addressRows.get(['customer', first.id]))?.address.phone).toBe('+41 31 555 55 55')
    expect(await tab.db.archivePages.count()).toBe(0)
    expect(storageEvents()).toHaveLength(1)
    expect(tab.statuses().at(-1)?.type).toBe('idle')
  })

  it("applies the server's answer to a sent change after evicting, without sending it twice", async () => {
    const { env, tab, handlers, fault, storageEvents } = await leaderWithArchive()
    await env.harness.faults({ refuseConnections: true })
    await handlers.queue('saveAddress', anAddressInput({ name: 'Spaeter AG' }))
    // The first attempt has met the refused connection, so the entry waits with its key.
    await vi.waitFor(async () => expect((await tab.db.outbox.toArray())[0]?.lastError).toBeTruthy(), wait)
    const postsBefore = env.requests.filter((line) => line === 'POST /address').length
    fault.refuse(1, [ADDRESS_STORE_TABLE])

    await env.harness.faults({ refuseConnections: false })
    // Past the first backoff (at most 2 s) and the outbox poll.
    await env.clock.advance(15_000)

    await vi.waitFor(async () => expect(await tab.db.outbox.count()).toBe(0), wait)
    expect(fault.refused()).toEqual([ADDRESS_STORE_TABLE])
    expect(storageEvents().map((event) => event.payload.type)).toEqual(['evicted'])
    const stored = (await tab.db.addressRows.toArray()).filter((row) => row.address.name === 'Spaeter AG')
    expect(stored.map((row) => [row.id > 0, row.pendingSeq])).toEqual([[true, null]])
    const sent = await env.harness.api.addresses.list({
      count: 10,
      offset: 0,
      filter: { firma: 'Spaeter AG' },
    })
    expect(sent.total).toBe(1)
    // Once back online the change went out once: the eviction retried the local write, not the send.
    expect(env.requests.filter((line) => line === 'POST /address')).toHaveLength(postsBefore + 1)
  })
})
