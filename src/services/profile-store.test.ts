import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { deferred } from '#testing/deferred'
import { createProfileStore, PROFILE_CACHE_KEY, type ProfileStoreOptions } from './profile-store'

interface TestProfile {
  username: string
  firstname: string
}

const CACHE_KEY = 'profileCache'
const anna: TestProfile = { username: 'anna', firstname: 'Anna' }
const annaRenamed: TestProfile = { username: 'anna', firstname: 'Annemarie' }
const bert: TestProfile = { username: 'bert', firstname: 'Bert' }

/** The boot copy as the store keeps it: one profile, named by the replica account it belongs to. */
const bootCopy = (account: string, profile: TestProfile) => JSON.stringify({ account, profile })
const cachedCopy = (cache: Storage) => JSON.parse(cache.getItem(CACHE_KEY) ?? 'null')

/** A store acting as `acting.account` (anna unless the test moves it), as the app's services make it. */
function storeOf(
  load: () => Promise<TestProfile>,
  cache: Storage,
  options: Omit<ProfileStoreOptions<TestProfile>, 'account'> = {},
) {
  const acting = { account: 'anna' }
  const store = createProfileStore(load, cache, isOffline, { account: () => acting.account, ...options })
  return { store, acting }
}

class OfflineError extends Error {}
const isOffline = (error: unknown) => error instanceof OfflineError

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

/** A store (acting as anna) that has loaded anna from the network; the test answers its next requests. */
async function loadedStore(cache: Storage = new MemoryStorage()) {
  const { load, request } = controlledLoad()
  const { store, acting } = storeOf(load, cache)
  const first = store.ensure()
  request(0).resolve(anna)
  await first
  return { load, request, store, acting }
}

describe('createProfileStore', () => {
  it('starts idle without loading', () => {
    const load = vi.fn(async () => anna)
    const store = createProfileStore(load, new MemoryStorage(), isOffline)
    expect(store.get()).toEqual({ status: 'idle' })
    expect(load).not.toHaveBeenCalled()
  })

  it('ensure() loads, shows loading meanwhile, then ready and caches the profile under its account', async () => {
    expect(PROFILE_CACHE_KEY).toBe(CACHE_KEY)
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    const { store } = storeOf(load, cache)
    const result = store.ensure()
    expect(store.get()).toEqual({ status: 'loading' })
    request(0).resolve(anna)
    await expect(result).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: anna })
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
    const cache = new MemoryStorage()
    const { load, request, store } = await loadedStore(cache)

    const reloaded = store.reload()
    expect(load).toHaveBeenCalledTimes(2)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
    request(1).resolve(annaRenamed)
    await expect(reloaded).resolves.toEqual(annaRenamed)
    expect(store.get()).toEqual({ status: 'ready', profile: annaRenamed, fromCache: false })
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: annaRenamed })
  })

  // Issue 8, item 9: a start renders from what the device holds. Issue 13: and asks no /profile of
  // its own; the sync worker refreshes the replica's profile once for every tab, and follow() shows it.
  it('ensure() answers at once from the cached profile and asks nothing; the replicated one follows', async () => {
    const { load } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('anna', anna))
    const fromReplica = vi.fn(async () => bert)
    const { store } = storeOf(load, cache, { fromReplica })

    await expect(store.ensure()).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: true })
    expect(load).not.toHaveBeenCalled()
    // The boot copy is the account's: the replica is not asked either.
    expect(fromReplica).not.toHaveBeenCalled()

    store.follow('anna', annaRenamed)
    expect(store.get()).toEqual({ status: 'ready', profile: annaRenamed, fromCache: false })
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: annaRenamed })
    await expect(store.ensure()).resolves.toEqual(annaRenamed)
    expect(load).not.toHaveBeenCalled()
  })

  it("does not show a boot copy of another account: ensure() asks the network and keeps the account's own", async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('bert', bert))
    const { store } = storeOf(load, cache)

    const result = store.ensure()
    expect(store.get()).toEqual({ status: 'loading' })
    expect(load).toHaveBeenCalledTimes(1)
    request(0).resolve(anna)
    await expect(result).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: anna })
  })

  it("offline, another account's boot copy is no fallback either", async () => {
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('anna>bert', bert))
    const offline = new OfflineError('offline')
    const { store } = storeOf(async () => {
      throw offline
    }, cache)
    await expect(store.ensure()).rejects.toBe(offline)
    expect(store.get()).toEqual({ status: 'error', error: offline })
  })

  it('ignores a boot copy of an older build (the bare profile, naming no account)', async () => {
    const { load, request } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, JSON.stringify(anna))
    const { store } = storeOf(load, cache)

    const result = store.ensure()
    expect(store.get()).toEqual({ status: 'loading' })
    expect(load).toHaveBeenCalledTimes(1)
    // Offline, it is no fallback: it is nobody's for sure.
    request(0).reject(new OfflineError('offline'))
    await expect(result).rejects.toBeInstanceOf(OfflineError)
    expect(store.get()).toMatchObject({ status: 'error' })

    const retried = store.ensure()
    request(1).resolve(annaRenamed)
    await expect(retried).resolves.toEqual(annaRenamed)
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: annaRenamed })
  })

  it("without a boot copy of the account, shows the replica's profile and asks no network", async () => {
    const { load } = controlledLoad()
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('anna', anna))
    const fromReplica = vi.fn(async (account: string) => (account === 'anna>bert' ? bert : null))
    const { store, acting } = storeOf(load, cache, { fromReplica })
    // A start after a switch: the boot copy is the switcher's.
    acting.account = 'anna>bert'

    await expect(store.ensure()).resolves.toEqual(bert)
    expect(fromReplica).toHaveBeenCalledWith('anna>bert')
    expect(load).not.toHaveBeenCalled()
    expect(store.get()).toEqual({ status: 'ready', profile: bert, fromCache: true })
    // It becomes the boot copy, of its own account.
    expect(cachedCopy(cache)).toEqual({ account: 'anna>bert', profile: bert })
    await expect(store.ensure()).resolves.toEqual(bert)
    expect(fromReplica).toHaveBeenCalledTimes(1)
  })

  it('asks the network when the replica has no profile of the account either', async () => {
    const { load, request } = controlledLoad()
    const fromReplica = vi.fn(async () => null)
    const { store } = storeOf(load, new MemoryStorage(), { fromReplica })

    const result = store.ensure()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(fromReplica).toHaveBeenCalledWith('anna')
    request(0).resolve(anna)
    await expect(result).resolves.toEqual(anna)
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: false })
  })

  it('asks the network once when a second ensure comes while the first still reads the replica', async () => {
    const { load, request } = controlledLoad()
    // Each read of the replica answers when the test says: the second only after the first's request.
    const reads: ReturnType<typeof deferred<TestProfile | null>>[] = []
    const fromReplica = vi.fn(() => {
      const read = deferred<TestProfile | null>()
      reads.push(read)
      return read.promise
    })
    const { store } = storeOf(load, new MemoryStorage(), { fromReplica })

    const first = store.ensure()
    const second = store.ensure()
    reads[0]?.resolve(null)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    request(0).resolve(anna)
    await expect(first).resolves.toEqual(anna)
    reads[1]?.resolve(null)

    await expect(second).resolves.toEqual(anna)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a profile loaded for one account is not answered once the session acts as another', async () => {
    const cache = new MemoryStorage()
    const { load, request, store, acting } = await loadedStore(cache)

    acting.account = 'anna>bert'
    const second = store.ensure()
    expect(load).toHaveBeenCalledTimes(2)
    request(1).resolve(bert)
    await expect(second).resolves.toEqual(bert)
    expect(store.get()).toEqual({ status: 'ready', profile: bert, fromCache: false })
    expect(cachedCopy(cache)).toEqual({ account: 'anna>bert', profile: bert })
  })

  it('follow() of the profile on show tells no one', async () => {
    const { store } = await loadedStore()
    const listener = vi.fn()
    store.subscribe(listener)

    store.follow('anna', { ...anna })
    expect(listener).not.toHaveBeenCalled()
    store.follow('anna', annaRenamed)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follow() of the cached profile on show tells no one, and keeps the replicated copy', async () => {
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('anna', anna))
    const { store } = storeOf(controlledLoad().load, cache)
    await store.ensure()
    const listener = vi.fn()
    store.subscribe(listener)

    store.follow('anna', { ...anna })
    expect(listener).not.toHaveBeenCalled()
    expect(store.get()).toMatchObject({ status: 'ready', profile: anna })
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: anna })
    store.follow('anna', annaRenamed)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follow() of another account than the one acted as is ignored', async () => {
    const cache = new MemoryStorage()
    const { store } = await loadedStore(cache)
    const listener = vi.fn()
    store.subscribe(listener)
    const shown = store.get()

    // Another tab's worker (acting as someone else) stored that account's profile in the replica.
    store.follow('anna>bert', bert)
    store.follow('bert', bert)
    expect(store.get()).toBe(shown)
    expect(listener).not.toHaveBeenCalled()
    expect(cachedCopy(cache)).toEqual({ account: 'anna', profile: anna })
  })

  it('a replicated profile that arrives after reset() (logout, expiry) brings nothing back', async () => {
    const cache = new MemoryStorage()
    cache.setItem(CACHE_KEY, bootCopy('anna', anna))
    const load = vi.fn(async () => anna)
    const { store } = storeOf(load, cache)
    await store.ensure()
    expect(store.get()).toEqual({ status: 'ready', profile: anna, fromCache: true })
    store.reset()

    store.follow('anna', annaRenamed)
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
    const { request, store } = await loadedStore()

    const offline = store.reload()
    request(1).reject(new OfflineError('offline'))
    await expect(offline).resolves.toEqual(anna)
    expect(store.get()).toEqual({
      status: 'ready',
      profile: anna,
      fromCache: true,
      failure: expect.any(OfflineError),
    })

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
    const cache = new MemoryStorage()
    cache.setItem('other', 'kept')
    const { load, request, store } = await loadedStore(cache)

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
    const { store } = storeOf(load, cache)
    const stale = store.ensure()
    store.reset()
    request(0).resolve(anna)
    await stale.catch(() => undefined)

    expect(store.get()).toEqual({ status: 'idle' })
    expect(cache.getItem(CACHE_KEY)).toBeNull()
  })
})
