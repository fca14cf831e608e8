/** The storage keys of the original product, so an existing login survives the switch to this app. */
export const TOKEN_KEY = 'token'
export const REFRESH_TOKEN_KEY = 'refresh_token'
export const SWITCH_USER_KEY = 'switchUser'
const KEYS: readonly string[] = [TOKEN_KEY, REFRESH_TOKEN_KEY, SWITCH_USER_KEY]

export interface SessionSnapshot {
  token: string | null
  refreshToken: string | null
  /** The username acted as (X-Switch-User), or null. */
  switchUser: string | null
}

export interface TokenPair {
  token: string
  refreshToken: string
}

export interface Session {
  /** Stable between changes, so it can be useSyncExternalStore's getSnapshot. */
  get(): SessionSnapshot
  setTokens(pair: TokenPair): void
  setSwitchUser(username: string | null): void
  /** Logout: tokens and switch marker go. */
  clear(): void
  isAuthenticated(): boolean
  subscribe(listener: () => void): () => void
}

export function createSession(storage: Storage): Session {
  const listeners = new Set<() => void>()
  let snapshot: SessionSnapshot = read()

  function read(): SessionSnapshot {
    return {
      token: storage.getItem(TOKEN_KEY) || null,
      refreshToken: storage.getItem(REFRESH_TOKEN_KEY) || null,
      switchUser: storage.getItem(SWITCH_USER_KEY) || null,
    }
  }

  // Storage is the truth (another tab may have refreshed the tokens); the cached object only keeps
  // the identity stable while nothing changed.
  function current(): SessionSnapshot {
    const next = read()
    if (
      next.token !== snapshot.token ||
      next.refreshToken !== snapshot.refreshToken ||
      next.switchUser !== snapshot.switchUser
    ) {
      snapshot = next
    }
    return snapshot
  }

  function changed(): void {
    current()
    for (const listener of [...listeners]) listener()
  }

  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared the whole storage.
    if (event.key === null || KEYS.includes(event.key)) changed()
  }
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function'

  return {
    get: current,
    setTokens(pair) {
      storage.setItem(TOKEN_KEY, pair.token)
      storage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken)
      changed()
    },
    setSwitchUser(username) {
      if (username) storage.setItem(SWITCH_USER_KEY, username)
      else storage.removeItem(SWITCH_USER_KEY)
      changed()
    },
    clear() {
      for (const key of KEYS) storage.removeItem(key)
      changed()
    },
    isAuthenticated: () => current().token !== null,
    subscribe(listener) {
      if (listeners.size === 0 && hasWindow) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && hasWindow) window.removeEventListener('storage', onStorage)
      }
    },
  }
}
