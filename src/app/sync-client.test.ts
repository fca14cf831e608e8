// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createSession, type Session } from '#api/session'
import { db } from '#db/instance'
import { createSyncClient } from './sync-client'
import { fakeSyncWorker } from './testing/fake-sync-worker'

afterEach(() => {
  vi.unstubAllGlobals()
})

function signedInSession() {
  const session = createSession(new MemoryStorage())
  session.begin({ token: 'access-1', refreshToken: 'refresh-1' })
  return session
}

/** The session id of a signed-in session (begin() made it). */
function idOf(session: Session): string {
  const { sessionId } = session.get()
  if (!sessionId) throw new Error('not signed in')
  return sessionId
}

// Issue 8, item 9: the first screen renders from the replica before the worker competes with it.
describe('createSyncClient: startAfter', () => {
  it('creates the worker only once startAfter settles; a refresh asked meanwhile is sent after the start', async () => {
    const worker = fakeSyncWorker()
    let firstScreen: () => void = () => undefined
    const session = signedInSession()
    const client = createSyncClient({
      session,
      apiBaseUrl: '/api/v2',
      onSessionExpired: () => undefined,
      startAfter: new Promise<void>((resolve) => {
        firstScreen = resolve
      }),
    })
    const account = client.ensureStarted('customer')
    client.refresh('addresses')
    client.release('archive')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.created()).toBe(0)

    firstScreen()
    await expect(account).resolves.toBe('customer')
    await vi.waitFor(() =>
      expect(worker.asked).toEqual(['start customer', 'refresh addresses', 'release archive']),
    )
    expect(worker.created()).toBe(1)
    // The worker serves this session: it stops when the session ends, and takes no other's tokens.
    expect(worker.started[0]).toMatchObject({
      sessionId: idOf(session),
      username: 'customer',
      switchUser: null,
      token: 'access-1',
      refreshToken: 'refresh-1',
    })
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

  it('a login click loads the worker at once, asks for the early pages with the tokens, and starts without waiting for the first screen', async () => {
    const worker = fakeSyncWorker()
    const session = createSession(new MemoryStorage())
    const client = createSyncClient({
      session,
      apiBaseUrl: '/api/v2',
      onSessionExpired: () => undefined,
      // The login screen is still to be idle: a login clicked before must not wait for it.
      startAfter: new Promise<void>(() => undefined),
    })
    client.loggingIn()
    expect(worker.created()).toBe(1)

    session.begin({ token: 'access-1', refreshToken: 'refresh-1' })
    client.loggedIn()
    await vi.waitFor(() => expect(worker.asked).toEqual(['prefetch access-1']))
    await expect(client.ensureStarted('customer')).resolves.toBe('customer')
    expect(worker.asked).toEqual(['prefetch access-1', 'start customer'])
    expect(worker.created()).toBe(1)
  })

  it('a stop before the worker started: it never starts, and the replica is left to the session lifecycle', async () => {
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

    await client.stop()
    firstScreen()
    await expect(account).rejects.toThrow('stopped before it started')
    expect(worker.created()).toBe(0)
    // Stopping is not wiping: the logout (or the end of a switch) wipes after every worker stopped.
    expect(await db.meta.where('account').equals('customer').count()).toBe(1)
    await db.meta.where('account').equals('customer').delete()
  })
})

describe('createSyncClient: stop', () => {
  it('stops the running worker and wipes nothing; a start afterwards starts it again', async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired: () => undefined })
    await db.meta.put({ account: 'customer', key: 'lastSuccess:profile', value: '2026-11-18T08:00:00.000Z' })
    await expect(client.ensureStarted('customer')).resolves.toBe('customer')
    await worker.emit({ name: 'status', payload: { type: 'idle', lastSuccess: {} } })
    expect(client.status()).toEqual({ type: 'idle', lastSuccess: {} })
    const listener = vi.fn()
    client.subscribe(listener)

    await client.stop()
    expect(worker.asked).toEqual(['start customer', 'stop'])
    expect(client.status()).toBeUndefined()
    expect(listener).toHaveBeenCalled()
    expect(await db.meta.where('account').equals('customer').count()).toBe(1)
    // Stopped twice (a logout heard twice): asks the worker nothing more.
    await client.stop()
    expect(worker.asked).toEqual(['start customer', 'stop'])

    await expect(client.ensureStarted('customer')).resolves.toBe('customer')
    expect(worker.asked).toEqual(['start customer', 'stop', 'start customer'])
    await db.meta.where('account').equals('customer').delete()
  })
})

describe('createSyncClient: the session the worker serves', () => {
  it('starts only with a signed-in session that has an id', async () => {
    const worker = fakeSyncWorker()
    const storage = new MemoryStorage()
    const session = createSession(storage)
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired: () => undefined })
    await expect(client.ensureStarted('customer')).rejects.toThrow('not signed in')
    // A pair without a session id (written behind the session's back): no worker for it.
    storage.setItem('token', 'access-1')
    storage.setItem('refresh_token', 'refresh-1')
    expect(session.get()).toMatchObject({ token: 'access-1', sessionId: null })
    await expect(client.ensureStarted('customer')).rejects.toThrow('not signed in')
    expect(worker.created()).toBe(0)

    session.setTokens({ token: 'access-1', refreshToken: 'refresh-1' })
    await expect(client.ensureStarted('customer')).resolves.toBe('customer')
    expect(worker.started.map((args) => args.sessionId)).toEqual([idOf(session)])
  })

  it('starts once per session and account: a new login starts the worker again with its own id', async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired: () => undefined })
    const first = idOf(session)
    await client.ensureStarted('customer')
    await client.ensureStarted('customer')
    expect(worker.asked).toEqual(['start customer'])

    session.begin({ token: 'access-9', refreshToken: 'refresh-9' })
    const second = idOf(session)
    await client.ensureStarted('customer')
    expect(worker.started.map((args) => [args.sessionId, args.token, args.refreshToken])).toEqual([
      [first, 'access-1', 'refresh-1'],
      [second, 'access-9', 'refresh-9'],
    ])
  })

  it("hands the tab's renewed pair to the worker, but never a later session's", async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired: () => undefined })
    const sessionId = idOf(session)
    await client.ensureStarted('customer')

    session.setTokens({ token: 'access-2', refreshToken: 'refresh-2' })
    await vi.waitFor(() =>
      expect(worker.tokens).toEqual([{ sessionId, token: 'access-2', refreshToken: 'refresh-2' }]),
    )

    // Another tab logged in meanwhile: its pair is not this worker's.
    session.begin({ token: 'access-9', refreshToken: 'refresh-9' })
    session.setTokens({ token: 'access-10', refreshToken: 'refresh-10' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(worker.tokens).toEqual([{ sessionId, token: 'access-2', refreshToken: 'refresh-2' }])
  })

  it("stores the worker's renewal only over the refresh token it spent, in its session", async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired: () => undefined })
    const sessionId = idOf(session)
    await client.ensureStarted('customer')

    const renewed = { token: 'access-2', refreshToken: 'refresh-2' }
    await worker.emit({ name: 'tokens', payload: { sessionId, previous: 'refresh-1', pair: renewed } })
    expect(session.get()).toEqual({ ...renewed, switchUser: null, sessionId })

    // A late renewal of a pair that was already replaced: the newer pair stays.
    await worker.emit({
      name: 'tokens',
      payload: { sessionId, previous: 'refresh-1', pair: { token: 'access-3', refreshToken: 'refresh-3' } },
    })
    expect(session.get()).toEqual({ ...renewed, switchUser: null, sessionId })

    // A renewal of another session (a worker of an earlier login): dropped.
    await worker.emit({
      name: 'tokens',
      payload: {
        sessionId: 'earlier',
        previous: 'refresh-2',
        pair: { token: 'access-4', refreshToken: 'refresh-4' },
      },
    })
    expect(session.get()).toEqual({ ...renewed, switchUser: null, sessionId })

    // After a logout: nothing comes back.
    session.clear()
    await worker.emit({
      name: 'tokens',
      payload: { sessionId, previous: 'refresh-2', pair: { token: 'access-5', refreshToken: 'refresh-5' } },
    })
    expect(session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
  })

  it('ends the session only when the browser still holds the refused refresh token; else the worker gets the newer pair', async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const onSessionExpired = vi.fn()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired })
    const sessionId = idOf(session)
    await client.ensureStarted('customer')

    // Another tab rotated the pair: the worker's refusal was of the stale one.
    await worker.emit({
      name: 'sessionExpired',
      payload: { account: 'customer', sessionId, refused: 'refresh-0' },
    })
    expect(onSessionExpired).not.toHaveBeenCalled()
    await vi.waitFor(() =>
      expect(worker.tokens).toEqual([{ sessionId, token: 'access-1', refreshToken: 'refresh-1' }]),
    )

    // A refusal heard from another session's worker: nothing at all.
    await worker.emit({
      name: 'sessionExpired',
      payload: { account: 'customer', sessionId: 'earlier', refused: 'refresh-1' },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(worker.tokens).toHaveLength(1)
    expect(session.get()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', sessionId })

    // The pair the browser holds was refused: the session is over.
    await worker.emit({
      name: 'sessionExpired',
      payload: { account: 'customer', sessionId, refused: 'refresh-1' },
    })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    expect(worker.tokens).toHaveLength(1)
  })

  it('a refusal heard after the session was cleared ends nothing again', async () => {
    const worker = fakeSyncWorker()
    const session = signedInSession()
    const onSessionExpired = vi.fn()
    const client = createSyncClient({ session, apiBaseUrl: '/api/v2', onSessionExpired })
    const sessionId = idOf(session)
    await client.ensureStarted('customer')
    session.clear()
    await worker.emit({
      name: 'sessionExpired',
      payload: { account: 'customer', sessionId, refused: 'refresh-1' },
    })
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(worker.tokens).toEqual([])
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
    await client.stop()
    await client.ensureStarted('restricted')

    expect(worker.asked).toEqual(['start customer', 'stop', 'start restricted'])
    expect(worker.subscribers()).toBe(1)
    await worker.emit({
      name: 'sessionExpired',
      payload: { account: 'restricted', sessionId: idOf(session), refused: 'refresh-1' },
    })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })
})
