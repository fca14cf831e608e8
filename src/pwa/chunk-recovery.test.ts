// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { recoverFromStaleChunks } from './chunk-recovery'

const START = new Date('2026-11-22T08:00:00Z')

let reload: MockInstance<() => void>
let installed: EventListenerOrEventListenerObject[] = []

/** Installs the recovery as a fresh page would, remembering the listener so the test can remove it. */
function install(storage?: Storage) {
  const addEventListener = vi.spyOn(window, 'addEventListener')
  recoverFromStaleChunks(storage)
  const calls = addEventListener.mock.calls as unknown as [string, EventListenerOrEventListenerObject][]
  for (const [type, listener] of calls) {
    if (type === 'vite:preloadError') installed.push(listener)
  }
  addEventListener.mockRestore()
}

function uninstall() {
  for (const listener of installed) window.removeEventListener('vite:preloadError', listener)
  installed = []
}

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(START)
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
})

afterEach(() => {
  uninstall()
  reload.mockRestore()
  vi.useRealTimers()
})

describe('recoverFromStaleChunks', () => {
  it('installs exactly one vite:preloadError listener', () => {
    install(new MemoryStorage())
    expect(installed).toHaveLength(1)
  })

  it('reloads once on a preload error and keeps the error from surfacing', () => {
    const storage = new MemoryStorage()
    install(storage)
    const event = preloadError()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
    expect(storage.getItem('chunkReloadAt')).toBe(String(START.getTime()))
  })

  it('offline, never reloads into the browser’s offline page: the error surfaces on the screen', () => {
    const storage = new MemoryStorage()
    install(storage)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const event = preloadError()
      expect(reload).not.toHaveBeenCalled()
      expect(event.defaultPrevented).toBe(false)
      expect(storage.getItem('chunkReloadAt')).toBeNull()
    } finally {
      online.mockRestore()
    }
  })

  it('does not reload again for a second error within 10 s, and lets that error surface', () => {
    const storage = new MemoryStorage()
    install(storage)
    preloadError()
    vi.setSystemTime(START.getTime() + 9_999)
    const second = preloadError()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(second.defaultPrevented).toBe(false)
  })

  it('remembers the reload across the reload itself (the next page shares the session storage)', () => {
    const storage = new MemoryStorage()
    install(storage)
    preloadError()
    uninstall()

    vi.setSystemTime(START.getTime() + 3_000)
    install(storage)
    const afterReload = preloadError()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(afterReload.defaultPrevented).toBe(false)
  })

  it('reloads again for an error more than 10 s later', () => {
    const storage = new MemoryStorage()
    install(storage)
    preloadError()
    vi.setSystemTime(START.getTime() + 10_001)
    const later = preloadError()
    expect(reload).toHaveBeenCalledTimes(2)
    expect(later.defaultPrevented).toBe(true)
    expect(storage.getItem('chunkReloadAt')).toBe(String(START.getTime() + 10_001))
  })

  it('uses the session storage by default', () => {
    sessionStorage.clear()
    install()
    preloadError()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem('chunkReloadAt')).toBe(String(START.getTime()))
    sessionStorage.clear()
  })
})
