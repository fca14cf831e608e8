import { describe, expect, it, vi } from 'vitest'
import { createUpdateStore } from './update-store'

describe('createUpdateStore', () => {
  it('has nothing waiting at first, and accept() then does nothing', () => {
    const store = createUpdateStore()
    expect(store.waiting()).toBe(false)
    expect(() => store.accept()).not.toThrow()
  })

  it('offer() marks a version as waiting and notifies every subscriber', () => {
    const store = createUpdateStore()
    const first = vi.fn(() => {
      expect(store.waiting()).toBe(true)
    })
    const second = vi.fn()
    store.subscribe(first)
    store.subscribe(second)
    store.offer(() => {})
    expect(store.waiting()).toBe(true)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('accept() activates the offered version, not before', () => {
    const store = createUpdateStore()
    const activate = vi.fn()
    store.offer(activate)
    expect(activate).not.toHaveBeenCalled()
    store.accept()
    expect(activate).toHaveBeenCalledTimes(1)
  })

  it('accept() activates the latest offer', () => {
    const store = createUpdateStore()
    const older = vi.fn()
    const newer = vi.fn()
    store.offer(older)
    store.offer(newer)
    store.accept()
    expect(older).not.toHaveBeenCalled()
    expect(newer).toHaveBeenCalledTimes(1)
  })

  it('stops notifying after unsubscribe', () => {
    const store = createUpdateStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.offer(() => {})
    expect(listener).not.toHaveBeenCalled()
    expect(store.waiting()).toBe(true)
  })
})
