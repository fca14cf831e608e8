import { describe, expect, it, vi } from 'vitest'
import { createSession } from './session'
import { MemoryStorage } from './testing/harness'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('session', () => {
  it('keeps token, refresh token and switch marker under the original storage keys, and the session id beside them', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    expect(session.isAuthenticated()).toBe(false)
    expect(session.get().sessionId).toBeNull()
    session.setTokens({ token: 'access', refreshToken: 'refresh' })
    session.setSwitchUser('filiale-bern')
    expect(storage.getItem('token')).toBe('access')
    expect(storage.getItem('refresh_token')).toBe('refresh')
    expect(storage.getItem('switchUser')).toBe('filiale-bern')
    // setTokens without a session starts one.
    const sessionId = storage.getItem('sessionId')
    expect(sessionId).toMatch(UUID)
    expect(session.get()).toEqual({
      token: 'access',
      refreshToken: 'refresh',
      switchUser: 'filiale-bern',
      sessionId,
    })
    expect(session.isAuthenticated()).toBe(true)
  })

  it('reads a login that is already in storage (a reload), its session id included', () => {
    const storage = new MemoryStorage()
    storage.setItem('token', 't')
    storage.setItem('refresh_token', 'r')
    storage.setItem('sessionId', 'session-1')
    expect(createSession(storage).get()).toEqual({
      token: 't',
      refreshToken: 'r',
      switchUser: null,
      sessionId: 'session-1',
    })
    expect(storage.getItem('sessionId')).toBe('session-1')
  })

  it('gives a login kept by an older build (no session id) one at start, which every later reader shares', () => {
    const storage = new MemoryStorage()
    storage.setItem('token', 't')
    storage.setItem('refresh_token', 'r')
    const session = createSession(storage)
    const sessionId = session.get().sessionId
    expect(sessionId).toMatch(UUID)
    expect(storage.getItem('sessionId')).toBe(sessionId)
    expect(session.get()).toEqual({ token: 't', refreshToken: 'r', switchUser: null, sessionId })
    // Another tab (or a reload) reads the same id instead of making its own.
    expect(createSession(storage).get().sessionId).toBe(sessionId)
  })

  it('gives no session id to a storage without a login', () => {
    const storage = new MemoryStorage()
    storage.setItem('switchUser', 'x')
    expect(createSession(storage).get().sessionId).toBeNull()
    expect(storage.getItem('sessionId')).toBeNull()
  })

  it('begin() starts a new session id with every login; setTokens() keeps the current one', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    session.begin({ token: 't1', refreshToken: 'r1' })
    const first = session.get().sessionId
    expect(first).toMatch(UUID)
    expect(session.get()).toMatchObject({ token: 't1', refreshToken: 'r1', sessionId: first })

    session.setTokens({ token: 't2', refreshToken: 'r2' })
    expect(session.get()).toEqual({ token: 't2', refreshToken: 'r2', switchUser: null, sessionId: first })

    session.begin({ token: 't3', refreshToken: 'r3' })
    const second = session.get().sessionId
    expect(second).toMatch(UUID)
    expect(second).not.toBe(first)
    expect(storage.getItem('sessionId')).toBe(second)
    expect(session.get()).toMatchObject({ token: 't3', refreshToken: 'r3' })
  })

  it('replaceTokens() stores a renewed pair only over the refresh token it spent, in the same session', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    const listener = vi.fn()
    session.subscribe(listener)
    session.begin({ token: 't1', refreshToken: 'r1' })
    const sessionId = session.get().sessionId
    listener.mockClear()

    // The pair it spent is still stored: the renewal is taken.
    expect(
      session.replaceTokens({ sessionId, refreshToken: 'r1' }, { token: 't2', refreshToken: 'r2' }),
    ).toBe(true)
    expect(session.get()).toEqual({ token: 't2', refreshToken: 'r2', switchUser: null, sessionId })
    expect(listener).toHaveBeenCalledTimes(1)

    // The same renewal again (the tab and the worker both heard it): already stored, nothing changes.
    const snapshot = session.get()
    expect(
      session.replaceTokens({ sessionId, refreshToken: 'r1' }, { token: 't2', refreshToken: 'r2' }),
    ).toBe(true)
    expect(session.get()).toBe(snapshot)
    expect(listener).toHaveBeenCalledTimes(1)

    // A late renewal of a pair another context already replaced: dropped, the newer pair stays.
    expect(
      session.replaceTokens({ sessionId, refreshToken: 'r1' }, { token: 't9', refreshToken: 'r9' }),
    ).toBe(false)
    expect(session.get()).toBe(snapshot)

    // Another session's renewal (an earlier login's worker): dropped.
    expect(
      session.replaceTokens(
        { sessionId: 'another', refreshToken: 'r2' },
        { token: 't3', refreshToken: 'r3' },
      ),
    ).toBe(false)
    expect(
      session.replaceTokens({ sessionId: null, refreshToken: 'r2' }, { token: 't3', refreshToken: 'r3' }),
    ).toBe(false)
    expect(session.get()).toBe(snapshot)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('replaceTokens() after a logout brings no session back', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    session.begin({ token: 't1', refreshToken: 'r1' })
    const sessionId = session.get().sessionId
    session.clear()
    expect(
      session.replaceTokens({ sessionId, refreshToken: 'r1' }, { token: 't2', refreshToken: 'r2' }),
    ).toBe(false)
    expect(
      session.replaceTokens({ sessionId: null, refreshToken: 'r1' }, { token: 't2', refreshToken: 'r2' }),
    ).toBe(false)
    expect(session.get()).toEqual({ token: null, refreshToken: null, switchUser: null, sessionId: null })
    expect(storage.length).toBe(0)
  })

  it("replaceTokens() after a new login drops the earlier session's renewal", () => {
    const session = createSession(new MemoryStorage())
    session.begin({ token: 't1', refreshToken: 'r1' })
    const earlier = session.get().sessionId
    session.begin({ token: 'n1', refreshToken: 'r1' })
    const later = session.get()
    expect(
      session.replaceTokens({ sessionId: earlier, refreshToken: 'r1' }, { token: 't2', refreshToken: 'r2' }),
    ).toBe(false)
    expect(session.get()).toBe(later)
  })

  it('setSwitchUser(null) removes the marker; clear() removes everything', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    session.setTokens({ token: 't', refreshToken: 'r' })
    session.setSwitchUser('x')
    session.setSwitchUser(null)
    expect(storage.getItem('switchUser')).toBeNull()
    session.clear()
    expect(storage.length).toBe(0)
    expect(session.get().sessionId).toBeNull()
    expect(session.isAuthenticated()).toBe(false)
  })

  it('gives the same snapshot object until something changes (useSyncExternalStore)', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    const first = session.get()
    expect(session.get()).toBe(first)
    session.setTokens({ token: 't', refreshToken: 'r' })
    const second = session.get()
    expect(second).not.toBe(first)
    expect(session.get()).toBe(second)
    // A change made behind its back (another tab, the worker) shows on the next read.
    storage.setItem('token', 'other')
    expect(session.get().token).toBe('other')
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    const session = createSession(new MemoryStorage())
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.setTokens({ token: 't', refreshToken: 'r' })
    session.setSwitchUser('x')
    session.clear()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    session.setTokens({ token: 't', refreshToken: 'r' })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('works without window (a worker, Node)', () => {
    expect(typeof window).toBe('undefined')
    const session = createSession(new MemoryStorage())
    const unsubscribe = session.subscribe(() => {})
    expect(() => unsubscribe()).not.toThrow()
  })
})
