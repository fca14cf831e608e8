export type ProfileState<P> =
  | { status: 'idle' }
  | { status: 'loading' }
  /**
   * `failure`: the load that failed when the cached copy was shown in its place; the page tells from
   * it whether the device is offline or the server did not answer.
   */
  | { status: 'ready'; profile: P; fromCache: boolean; failure?: unknown }
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
   * The profile the sync worker stored in the replica for `account` (at start, on a poll, from
   * another tab): shown and cached. Ignored once logged out (idle), so a late row never brings a
   * session back, and ignored for any account but the one acted as now.
   */
  follow(account: string, profile: P): void
  reset(): void
}

export const PROFILE_CACHE_KEY = 'profileCache'

export interface ProfileStoreOptions<P> {
  /**
   * The replica account acted as now (the login, or `login>switched`): the profile belongs to it,
   * and a copy kept for another account is never shown.
   */
  account?: () => string
  /** The account's profile as the replica keeps it, when there is no boot copy for it. */
  fromReplica?: (account: string) => Promise<P | null>
}

interface BootCopy<P> {
  account: string
  profile: P
}

/**
 * The profile of the account acted as. The last one is kept in local storage (one boot copy,
 * named by its account) so that a start, online or not, renders the shell at once from it instead
 * of waiting for /profile; a start as another account (a switch, its end) reads that account's
 * profile from the replica, or from the network.
 */
export function createProfileStore<P>(
  load: () => Promise<P>,
  cache: Storage,
  isOffline: (error: unknown) => boolean,
  options: ProfileStoreOptions<P> = {},
): ProfileStore<P> {
  const account = options.account ?? (() => '')
  let state: ProfileState<P> = { status: 'idle' }
  // Whose profile `state` holds once ready.
  let owner = ''
  let pending: Promise<P> | undefined
  let consulting: Promise<P> | undefined
  // A load still running when reset() is called (logout, expiry) belongs to a session that ended.
  let generation = 0
  const listeners = new Set<() => void>()
  const set = (next: ProfileState<P>) => {
    state = next
    for (const listener of listeners) listener()
  }

  const cached = (): P | undefined => {
    const text = cache.getItem(PROFILE_CACHE_KEY)
    if (!text) return undefined
    try {
      const copy = JSON.parse(text) as Partial<BootCopy<P>> | null
      // A copy of an older build (the bare profile) names no account: it is no one's for sure.
      return copy && copy.account === account() && copy.profile ? copy.profile : undefined
    } catch {
      return undefined
    }
  }
  const keep = (profile: P) => {
    owner = account()
    cache.setItem(PROFILE_CACHE_KEY, JSON.stringify({ account: owner, profile } satisfies BootCopy<P>))
  }

  const fetchProfile = (): Promise<P> => {
    const started = generation
    pending ??= load()
      .then((profile) => {
        if (started !== generation) return profile
        keep(profile)
        set({ status: 'ready', profile, fromCache: false })
        return profile
      })
      .catch((error: unknown) => {
        if (started !== generation) throw error
        const profile = cached()
        if (profile && isOffline(error)) {
          owner = account()
          set({ status: 'ready', profile, fromCache: true, failure: error })
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

  /** A start as an account with no boot copy (after a switch or its end): the replica's row, if any. */
  async function fromReplica(read: (account: string) => Promise<P | null>): Promise<P> {
    const started = generation
    const of = account()
    const kept = await read(of).catch(() => null)
    if (started !== generation || of !== account()) return fetchProfile()
    if (!kept) return fetchProfile()
    keep(kept)
    set({ status: 'ready', profile: kept, fromCache: true })
    return kept
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure() {
      if (state.status === 'ready' && owner === account()) return Promise.resolve(state.profile)
      const profile = state.status === 'idle' || state.status === 'ready' ? cached() : undefined
      if (profile) {
        // No /profile behind it: the sync worker refreshes the profile once for every tab (issue 13).
        owner = account()
        set({ status: 'ready', profile, fromCache: true })
        return Promise.resolve(profile)
      }
      if (!options.fromReplica || pending) return fetchProfile()
      // One look at the replica for calls that overlap (a login's and its route's): a second one
      // ending after the first's request would ask /profile again.
      const started = generation
      consulting ??= fromReplica(options.fromReplica).finally(() => {
        if (started === generation) consulting = undefined
      })
      return consulting
    },
    reload: () => fetchProfile(),
    follow(of, profile) {
      if (state.status === 'idle' || of !== account()) return
      const text = JSON.stringify(profile)
      if (state.status === 'ready' && owner === of && JSON.stringify(state.profile) === text) {
        // The cached profile on show, confirmed: kept again, but no listener told. Told, every
        // screen under the layout rendered again while the dashboard loads (issue 25, item 7).
        if (state.fromCache) keep(profile)
        return
      }
      keep(profile)
      set({ status: 'ready', profile, fromCache: false })
    },
    reset() {
      generation++
      pending = undefined
      consulting = undefined
      owner = ''
      cache.removeItem(PROFILE_CACHE_KEY)
      set({ status: 'idle' })
    },
  }
}
