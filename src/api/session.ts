/** The storage keys of the original product, so an existing login survives the switch to this app. */
export const TOKEN_KEY = 'token'
export const REFRESH_TOKEN_KEY = 'refresh_token'
export const SWITCH_USER_KEY = 'switchUser'
/**
 * Names one login of this browser: every tab, worker and token rotation of it carries the id, so
 * nothing of a session that ended (a stale worker's renewal, a late broadcast) touches the next.
 */
export const SESSION_ID_KEY = 'sessionId'
const KEYS: readonly string[] = [TOKEN_KEY, REFRESH_TOKEN_KEY, SWITCH_USER_KEY, SESSION_ID_KEY]

export interface SessionSnapshot {
  token: string | null
  refreshToken: string | null
  /** The username acted as (X-Switch-User), or null. */
  switchUser: string | null
  /** The login this pair belongs to; null when nobody is signed in. */
  sessionId: string | null
}

export interface TokenPair {
  token: string
  refreshToken: string
}

export interface Session {
  /** Stable between changes, so it can be useSyncExternalStore's getSnapshot. */
  get(): SessionSnapshot
  /** A login: a new session id with the pair, so nothing of an earlier session can mix with it. */
  begin(pair: TokenPair): void
  /** Stores a renewed pair in the current session (a session starts when there is none). */
  setTokens(pair: TokenPair): void
  /**
   * Stores a renewed pair only if the session is still the one that spent `expected.refreshToken`:
   * a renewal answered after a logout, a new login or another context's newer pair is dropped.
   * Answers whether the pair was stored (or already was).
   */
  replaceTokens(expected: { sessionId: string | null; refreshToken: string }, pair: TokenPair): boolean
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
      sessionId: storage.getItem(SESSION_ID_KEY) || null,
    }
  }

  // Storage is the truth (another tab may have refreshed the tokens); the cached object only keeps
  // the identity stable while nothing changed.
  function current(): SessionSnapshot {
    const next = read()
    if (
      next.token !== snapshot.token ||
      next.refreshToken !== snapshot.refreshToken ||
      next.switchUser !== snapshot.switchUser ||
      next.sessionId !== snapshot.sessionId
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

  // Other tabs see these writes one key at a time (a storage event each): the session id goes last,
  // so a tab that sees a new session finds its pair already there.
  const store = (pair: TokenPair, sessionId: string) => {
    storage.setItem(TOKEN_KEY, pair.token)
    storage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken)
    storage.setItem(SESSION_ID_KEY, sessionId)
    changed()
  }

  // A login kept by an older build has no id yet: it gets one, so its tabs and workers share it.
  if (snapshot.token && !snapshot.sessionId) {
    storage.setItem(SESSION_ID_KEY, newSessionId())
    snapshot = read()
  }

  return {
    get: current,
    begin(pair) {
      store(pair, newSessionId())
    },
    setTokens(pair) {
      store(pair, current().sessionId ?? newSessionId())
    },
    replaceTokens(expected, pair) {
      const now = current()
      if (now.sessionId === null || now.sessionId !== expected.sessionId) return false
      if (now.refreshToken === pair.refreshToken) return true
      if (now.refreshToken !== expected.refreshToken) return false
      store(pair, now.sessionId)
      return true
    },
    setSwitchUser(username) {
      if (username) storage.setItem(SWITCH_USER_KEY, username)
      else storage.removeItem(SWITCH_USER_KEY)
      changed()
    },
    clear() {
      // The session id first: another tab then sees this session end before any half-cleared state.
      storage.removeItem(SESSION_ID_KEY)
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

function newSessionId(): string {
  return globalThis.crypto.randomUUID()
}
