import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createProfileStore } from './profile-store'

interface TestProfile {
  username: string
  firstname: string
}

const CACHE_KEY = 'profileCache'
const anna: TestProfile = { username: 'anna', firstname: 'Anna' }
const annaRenamed: TestProfile = { username: 'anna', firstname: 'Annemarie' }

class OfflineError extends Error {}
const isOffline = (error: unknown) => error instanceof OfflineError

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A loader whose answers the test hands out one by one. */
function controlledLoad() {
  const requests: ReturnType<typeof deferred<TestProfile>>[] = []
  const load = vi.fn(() => {
    const request = deferred<TestProfile>()
    requests.push(request)
    return request.promise
  })
  const request = (index: number) => {
    const found = requests[index]
    if (!found) throw new Error(`no request ${index}`)
    return found
  }
  return { load, request }
}

describe('createProfileStore', () => {
  it('starts idle without loading', () => {
    const load = vi.fn(async () => anna)
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    expect(store.get()).toEqual({ status: 'idle' })
    expect(load).not.toHaveBeenCalled()
  })

  it('ensure() loads, shows loading meanwhile, then ready and caches the profile', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    const store = createProfileStore(load, cache, isOffline)
    const result = store.ensure()
    expect(store.get()).toEqual({ status: 'loading' })
    request(0).resolve(anna)
    await expect(result).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
    expect(JSON.parse(cache.getItem(CACHE_KEY) ?? 'null')).toEqual(anna)
  })

  it('ensure() loads once: concurrent callers share the request, later callers get the loaded profile', async () => {
    const { load, request } = controlledLoad()
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    const first = store.ensure()
    const second = store.ensure()
    expect(load).toHaveBeenCalledTimes(1)
    request(0).resolve(anna)
    const [a, b] = await Promise.all([first, second])
    expect(a).toEqual(anna)
    expect(b).toBe(a)
    await expect(store.ensure()).resolves.toEqual(anna)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reload() fetches again, keeps showing the old profile meanwhile and then shows the new one', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    const store = createProfileStore(load, cache, isOffline)
    const first = store.ensure()
    request(0).resolve(anna)
    await first

    const reloaded = store.reload()
    expect(load).toHaveBeenCalledTimes(2)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
    request(1).resolve(annaRenamed)
    await expect(reloaded).resolves.toEqual(annaRenamed)
    expect(store.get()).toEqual({ status: 'ready', profile: annaRenamed, fromCache: false })
    expect(JSON.parse(cache.getItem(CACHE_KEY) ?? 'null')).toEqual(annaRenamed)
  })

  // Issue 8, item 9: a start renders from what the device holds. Issue 13: and asks no /profile of
  // its own; the sync worker refreshes the replica's profile once for every tab, and follow() shows it.
  it('ensure() answers at once from the cached profile and asks nothing; the replicated one follows', async () => {
    const { load } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, JSON.stringify(anna))
    const store = createProfileStore(load, cache, isOffline)

    await expect(store.ensure()).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: true })
    expect(load).not.toHaveBeenCalled()

    store.follow(annaRenamed)
    expect(store.get()).toEqual({ status: 'ready', profile: annaRenamed, fromCache: false })
    expect(JSON.parse(cache.getItem(CACHE_KEY) ?? 'null')).toEqual(annaRenamed)
    await expect(store.ensure()).resolves.toEqual(annaRenamed)
    expect(load).not.toHaveBeenCalled()
  })

  it('follow() of the profile on show tells no one', async () => {
    const { load, request } = controlledLoad()
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    const loading = store.ensure()
    request(0).resolve(anna)
    await loading
    const listener = vi.fn()
    store.subscribe(listener)

    store.follow({ ...anna })
    expect(listener).not.toHaveBeenCalled()
    store.follow(annaRenamed)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('a replicated profile that arrives after reset() (logout, expiry) brings nothing back', async () => {
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, JSON.stringify(anna))
    const store = createProfileStore(
      vi.fn(async () => anna),
      cache,
      isOffline,
    )
    await store.ensure()
    store.reset()

    store.follow(annaRenamed)
    expect(store.get()).toEqual({ status: 'idle' })
    expect(cache.getItem(CACHE_KEY)).toBeNull()
  })

  it('offline without a cached profile: error, and ensure() rejects', async () => {
    const offline = new OfflineError('offline')
    const store = createProfileStore(
      async () => {
        throw offline
      },
      new MemoryStorage(),
      isOffline,
    )
    await expect(store.ensure()).rejects.toBe(offline)
    expect(store.get()).toEqual({ status: 'error', error: offline })
  })

  it('reload() that fails offline falls back to the cached profile; a server error is an error', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    const store = createProfileStore(load, cache, isOffline)
    const first = store.ensure()
    request(0).resolve(anna)
    await first

    const offline = store.reload()
    request(1).reject(new OfflineError('offline'))
    await expect(offline).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: true })

    const serverError = new Error('500')
    const failed = store.reload()
    request(2).reject(serverError)
    await expect(failed).rejects.toBe(serverError)
    expect(store.get()).toEqual({ status: 'error', error: serverError })
  })

  it('tries again on the next ensure() after an error', async () => {
    const { load, request } = controlledLoad()
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    const failed = store.ensure()
    request(0).reject(new Error('500'))
    await expect(failed).rejects.toThrow('500')

    const retried = store.ensure()
    expect(load).toHaveBeenCalledTimes(2)
    expect(store.get()).toEqual({ status: 'loading' })
    request(1).resolve(anna)
    await expect(retried).resolves.toEqual(anna)
    expect(store.get().status).toBe('ready')
  })

  it('reset() removes the cached profile and goes idle; the next ensure() loads again', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem('other', 'kept')
    const store = createProfileStore(load, cache, isOffline)
    const first = store.ensure()
    request(0).resolve(anna)
    await first

    store.reset()
    expect(store.get()).toEqual({ status: 'idle' })
    expect(cache.getItem(CACHE_KEY)).toBeNull()
    expect(cache.getItem('other')).toBe('kept')

    const again = store.ensure()
    expect(load).toHaveBeenCalledTimes(2)
    request(1).resolve(annaRenamed)
    await expect(again).resolves.toEqual(annaRenamed)
  })

  it('notifies subscribers of every change until they unsubscribe', async () => {
    const { load, request } = controlledLoad()
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    const seen: string[] = []
    const unsubscribe = store.subscribe(() => seen.push(store.get().status))

    const loading = store.ensure()
    request(0).resolve(anna)
    await loading
    store.reset()
    expect(seen).toEqual(['loading', 'ready', 'idle'])

    unsubscribe()
    const again = store.ensure()
    request(1).resolve(anna)
    await again
    expect(seen).toEqual(['loading', 'ready', 'idle'])
  })

  // docs/decisions.md: "logout removes it" (the cached profile). A request that was under way when
  // reset() ran (logout, or the session expiring) must not bring the old profile back afterwards.
  it('a load that finishes after reset() neither revives the profile nor re-creates the cache', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    const store = createProfileStore(load, cache, isOffline)
    const stale = store.ensure()
    store.reset()
    request(0).resolve(anna)
    await stale.catch(() => undefined)

    expect(store.get()).toEqual({ status: 'idle' })
    expect(cache.getItem(CACHE_KEY)).toBeNull()
  })
})
