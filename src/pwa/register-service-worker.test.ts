import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, UPDATE_CHECK_INTERVAL_MS } from './register-service-worker'
import { createUpdateStore } from './update-store'

type Listener = (event: { isUpdate?: boolean }) => void

/** The one Workbox the registration makes: its listeners, and spies for what it is asked to do. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, (event: { isUpdate?: boolean }) => void>(),
  register: vi.fn(async () => undefined),
  update: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
}))

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener)
    }
    register = workbox.register
    update = workbox.update
    messageSkipWaiting = workbox.messageSkipWaiting
  },
}))

const reload = vi.fn()

function emit(type: string, event: { isUpdate?: boolean } = {}) {
  const listener = workbox.listeners.get(type)
  if (!listener) throw new Error(`no ${type} listener`)
  listener(event)
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubEnv('DEV', false)
  vi.stubGlobal('navigator', { serviceWorker: {} })
  vi.stubGlobal('window', {
    location: { reload },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  workbox.listeners.clear()
})

describe('registerServiceWorker', () => {
  it('checks for a new version every 5 seconds once registered', async () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(5000)
    await registerServiceWorker({ updates: createUpdateStore(), isAnonymous: () => false })
    expect(workbox.register).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(workbox.update).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(4999)
    expect(workbox.update).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(workbox.update).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(workbox.update).toHaveBeenCalledTimes(3)
  })

  it('activates a new version at once for an anonymous visitor, without the update banner', async () => {
    const updates = createUpdateStore()
    await registerServiceWorker({ updates, isAnonymous: () => true })
    emit('waiting')
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(updates.waiting()).toBe(false)

    emit('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a new version to a signed-in user and activates it only on accept', async () => {
    const updates = createUpdateStore()
    await registerServiceWorker({ updates, isAnonymous: () => false })
    emit('waiting')
    expect(updates.waiting()).toBe(true)
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

    updates.accept()
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
  })

  it('reloads once when the new version takes control, and not on the first install', async () => {
    await registerServiceWorker({ updates: createUpdateStore(), isAnonymous: () => true })
    emit('controlling', { isUpdate: false })
    expect(reload).not.toHaveBeenCalled()
    emit('controlling', { isUpdate: true })
    emit('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
