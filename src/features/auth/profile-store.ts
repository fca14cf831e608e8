export type ProfileState<P> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; profile: P; fromCache: boolean }
  | { status: 'error'; error: unknown }

export interface ProfileStore<P> {
  get(): ProfileState<P>
  subscribe(listener: () => void): () => void
  /**
   * The profile to render with. A profile cached on this device answers at once (ready, fromCache)
   * and asks nothing: the sync worker refreshes the replica's profile, which reaches the store through
   * follow(). Only with nothing cached does the caller wait for the network. Loads once per session;
   * concurrent callers share the request.
   */
  ensure(): Promise<P>
  /** Reloads after a save (spec section 4: profile save reloads the profile). */
  reload(): Promise<P>
  /**
   * The profile the sync worker stored in the replica (at start, on a poll, from another tab): shown
   * and cached. Ignored once logged out (idle), so a late row never brings a session back.
   */
  follow(profile: P): void
  reset(): void
}

const CACHE_KEY = 'profileCache'

/**
 * The signed-in user's profile. The last one is kept in local storage so that a start, online or
 * not, renders the shell at once from it instead of waiting for /profile (the offline replica's
 * profile row is filled by the sync worker, which starts later).
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

  const cached = (): P | undefined => {
    const text = cache.getItem(CACHE_KEY)
    if (!text) return undefined
    try {
      return JSON.parse(text) as P
    } catch {
      return undefined
    }
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
        const profile = cached()
        if (profile && isOffline(error)) {
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
    ensure() {
      if (state.status === 'ready') return Promise.resolve(state.profile)
      const profile = state.status === 'idle' ? cached() : undefined
      if (!profile) return fetchProfile()
      // No /profile behind it: the sync worker refreshes the profile once for every tab (issue 13).
      set({ status: 'ready', profile, fromCache: true })
      return Promise.resolve(profile)
    },
    reload: () => fetchProfile(),
    follow(profile) {
      if (state.status === 'idle') return
      const text = JSON.stringify(profile)
      if (state.status === 'ready' && !state.fromCache && JSON.stringify(state.profile) === text) return
      cache.setItem(CACHE_KEY, text)
      set({ status: 'ready', profile, fromCache: false })
    },
    reset() {
      generation++
      pending = undefined
      cache.removeItem(CACHE_KEY)
      set({ status: 'idle' })
    },
  }
}
