import { describe, expect, it, vi } from 'vitest'
import { createSession } from './session'
import { MemoryStorage } from './testing/harness'

describe('session', () => {
  it('keeps token, refresh token and switch marker under the original storage keys', () => {
    const storage = new MemoryStorage()
    const session = createSession(storage)
    expect(session.isAuthenticated()).toBe(false)
    session.setTokens({ token: 'access', refreshToken: 'refresh' })
    session.setSwitchUser('filiale-bern')
    expect(storage.getItem('token')).toBe('access')
    expect(storage.getItem('refresh_token')).toBe('refresh')
    expect(storage.getItem('switchUser')).toBe('filiale-bern')
    expect(session.get()).toEqual({ token: 'access', refreshToken: 'refresh', switchUser: 'filiale-bern' })
    expect(session.isAuthenticated()).toBe(true)
  })

  it('reads a login that is already in storage (a reload)', () => {
    const storage = new MemoryStorage()
    storage.setItem('token', 't')
    storage.setItem('refresh_token', 'r')
    expect(createSession(storage).get()).toEqual({ token: 't', refreshToken: 'r', switchUser: null })
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
