// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createSession } from '#api/session'
import { db } from '#db/instance'
import { createSyncClient } from './sync-client'
import { fakeSyncWorker } from './testing/fake-sync-worker'

afterEach(() => {
  vi.unstubAllGlobals()
})

function signedInSession() {
  const session = createSession(new MemoryStorage())
  session.setTokens({ token: 'access-1', refreshToken: 'refresh-1' })
  return session
}

// Issue 8, item 9: the first screen renders from the replica before the worker competes with it.
describe('createSyncClient: startAfter', () => {
  it('creates the worker only once startAfter settles; a refresh asked meanwhile is sent after the start', async () => {
    const worker = fakeSyncWorker()
    let firstScreen: () => void = () => undefined
    const client = createSyncClient({
      session: signedInSession(),
      apiBaseUrl: '/api/v2',
      onSessionExpired: () => undefined,
      startAfter: new Promise<void>((resolve) => {
        firstScreen = resolve
      }),
    })
    const account = client.ensureStarted('customer')
    client.refresh('addresses')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.created()).toBe(0)

    firstScreen()
    await expect(account).resolves.toBe('customer')
    await vi.waitFor(() => expect(worker.asked).toEqual(['start customer', 'refresh addresses']))
    expect(worker.created()).toBe(1)
  })

  it('prepare loads the worker once startAfter settles without starting it; the start then reuses it', async () => {
    const worker = fakeSyncWorker()
    let firstScreen: () => void = () => undefined
    const client = createSyncClient({
      session: signedInSession(),
      apiBaseUrl: '/api/v2',
      onSessionExpired: () => undefined,
      startAfter: new Promise<void>((resolve) => {
        firstScreen = resolve
      }),
    })
    client.prepare()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.created()).toBe(0)

    firstScreen()
    await vi.waitFor(() => expect(worker.created()).toBe(1))
    expect(worker.asked).toEqual([])
    await expect(client.ensureStarted('customer')).resolves.toBe('customer')
    expect(worker.asked).toEqual(['start customer'])
    expect(worker.created()).toBe(1)
  })

  it("a logout before the worker started: it never starts, and the account's replica is wiped all the same", async () => {
    const worker = fakeSyncWorker()
    let firstScreen: () => void = () => undefined
    const client = createSyncClient({
      session: signedInSession(),
      apiBaseUrl: '/api/v2',
      onSessionExpired: () => undefined,
      startAfter: new Promise<void>((resolve) => {
        firstScreen = resolve
      }),
    })
    await db.meta.put({
      account: 'customer',
      key: 'lastSuccess:addresses',
      value: '2026-11-18T08:00:00.000Z',
    })
    const account = client.ensureStarted('customer')

    await client.stopAndWipe()
    expect(await db.meta.where('account').equals('customer').count()).toBe(0)
    firstScreen()
    await expect(account).rejects.toThrow('stopped before it started')
    expect(worker.created()).toBe(0)
  })
})

// Issue 13, item 4: a tab open all day may sign in again or switch users many times.
describe('createSyncClient: events', () => {
  it('subscribes to the worker once, however many accounts it starts: each event reaches the tab once', async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const onSessionExpired = vi.fn()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired })
    await client.ensureStarted('customer')
    await client.stopAndWipe()
    await client.ensureStarted('restricted')

    expect(worker.asked).toEqual(['start customer', 'stop', 'start restricted'])
    expect(worker.subscribers()).toBe(1)
    await worker.emit({ name: 'sessionExpired', payload: { account: 'restricted' } })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })
})
