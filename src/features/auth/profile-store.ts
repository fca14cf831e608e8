export type ProfileState<P> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; profile: P; fromCache: boolean }
  | { status: 'error'; error: unknown }

export interface ProfileStore<P> {
  get(): ProfileState<P>
  subscribe(listener: () => void): () => void
  /** Loads the profile once per session; concurrent callers share the request. */
  ensure(): Promise<P>
  /** Reloads after a save (spec section 4: profile save reloads the profile). */
  reload(): Promise<P>
  reset(): void
}

const CACHE_KEY = 'profileCache'

/**
 * The signed-in user's profile. The last one is kept in local storage so that a reload without
 * network still knows who is signed in; the offline replica (Dexie) takes this over later.
 */
export function createProfileStore<P>(
  load: () => Promise<P>,
  cache: Storage,
  isOffline: (error: unknown) => boolean,
): ProfileStore<P> {
  let state: ProfileState<P> = { status: 'idle' }
  let pending: Promise<P> | undefined
  // A load still running when reset() is called (logout, expiry) belongs to a session that ended.
  let generation = 0
  const listeners = new Set<() => void>()
  const set = (next: ProfileState<P>) => {
    state = next
    for (const listener of listeners) listener()
  }

  const fetchProfile = (): Promise<P> => {
    const started = generation
    pending ??= load()
      .then((profile) => {
        if (started !== generation) return profile
        cache.setItem(CACHE_KEY, JSON.stringify(profile))
        set({ status: 'ready', profile, fromCache: false })
        return profile
      })
      .catch((error: unknown) => {
        if (started !== generation) throw error
        const cached = cache.getItem(CACHE_KEY)
        if (cached && isOffline(error)) {
          const profile = JSON.parse(cached) as P
          set({ status: 'ready', profile, fromCache: true })
          return profile
        }
        set({ status: 'error', error })
        throw error
      })
      .finally(() => {
        if (started === generation) pending = undefined
      })
    if (state.status !== 'ready') set({ status: 'loading' })
    return pending
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure: () => (state.status === 'ready' ? Promise.resolve(state.profile) : fetchProfile()),
    reload: fetchProfile,
    reset() {
      generation++
      pending = undefined
      cache.removeItem(CACHE_KEY)
      set({ status: 'idle' })
    },
  }
}
