import type { KyInstance } from 'ky'
import { ApiError, toApiError } from './errors'
import { parsePayload, readJson } from './request'
import { TokenPairSchema } from './schemas/auth'
import type { Session, TokenPair } from './session'

export interface Refresher {
  /**
   * A fresh access token for a request that was refused with `sentToken`, or null when the session
   * is over. Concurrent callers share one refresh call. Rejects (an 'offline' ApiError marked
   * waitingForSession) while the refresh cannot get through: the session stays.
   */
  renew(sentToken: string): Promise<string | null>
  /**
   * Ends the session once, if it is still the one whose refresh token was refused (`refused`;
   * left out, the current one): clears it and tells the app (which clears the draft and goes to /login).
   */
  expire(refused?: string): void
}

export interface RefresherOptions {
  /** Epoch ms; tests move it. */
  now?: () => number
  /** [0, 1) for the backoff's jitter. */
  random?: () => number
}

const ROTATION_CHANNEL = 'portal-token-rotation'
const REFRESH_LOCK = 'portal-token-refresh'
/** How long a context inside the lock waits to hear that another one already rotated the pair. */
const ROTATION_GRACE_MS = 250
/** The backoff after a refresh that did not get through: 2 s, 4 s, … up to a minute, with jitter. */
export const REFRESH_BACKOFF_BASE_MS = 2_000
export const REFRESH_BACKOFF_CAP_MS = 60_000

interface Rotation {
  sessionId: string | null
  old: string
  pair: TokenPair
}

/**
 * Refresh tokens are single-use, and the tab and its sync worker each hold the pair: only one of
 * them may rotate it. A Web Lock serialises the refresh across tabs and workers, and whoever
 * rotates announces the new pair, so the next in line adopts it instead of spending the old token.
 * A rotation names its session: a pair of another login is never adopted.
 */
function createRotationShare() {
  let last: Rotation | null = null
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ROTATION_CHANNEL)
  channel?.addEventListener('message', (event: MessageEvent<Rotation>) => {
    last = event.data
  })
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  const matches = (sessionId: string | null, old: string) =>
    last !== null && last.old === old && last.sessionId === sessionId
  return {
    announce(rotation: Rotation) {
      last = rotation
      channel?.postMessage(rotation)
    },
    async adoptable(
      sessionId: string | null,
      old: string,
      waitMs = ROTATION_GRACE_MS,
    ): Promise<TokenPair | null> {
      const deadline = Date.now() + waitMs
      while (Date.now() < deadline) {
        if (matches(sessionId, old)) return last?.pair ?? null
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return matches(sessionId, old) ? (last?.pair ?? null) : null
    },
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work()
    },
  }
}

/** Capped exponential backoff with jitter: the delay before the n-th retry (n ≥ 1). */
export function refreshBackoffMs(failures: number, random: () => number): number {
  const ceiling = Math.min(REFRESH_BACKOFF_CAP_MS, REFRESH_BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1))
  // Half fixed, half random: tabs and workers that failed together do not retry together.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

function waiting(cause?: unknown): ApiError {
  return new ApiError({
    kind: 'offline',
    message: 'The session is waiting for the network',
    waitingForSession: true,
    cause,
  })
}

export function createRefresher(
  base: KyInstance,
  session: Session,
  onSessionExpired: () => void,
  options: RefresherOptions = {},
): Refresher {
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  let inflight: Promise<string | null> | null = null
  let failures = 0
  let retryAt = 0
  const rotations = createRotationShare()

  const expire = (refused?: string) => {
    const current = session.get()
    // Only the first of several refused requests ends the session and notifies; and a refusal of a
    // pair that another tab already replaced ends nothing.
    if (!current.token) return
    if (refused !== undefined && current.refreshToken !== refused) return
    session.clear()
    onSessionExpired()
  }

  async function refresh(): Promise<string | null> {
    const { refreshToken, sessionId } = session.get()
    if (!refreshToken) {
      expire()
      return null
    }
    // Backing off: what another context rotated meanwhile is taken at once, without waiting for it.
    const backingOff = now() < retryAt
    const adopted = await rotations.adoptable(sessionId, refreshToken, backingOff ? 0 : ROTATION_GRACE_MS)
    if (adopted) {
      failures = 0
      retryAt = 0
      return session.replaceTokens({ sessionId, refreshToken }, adopted) ? adopted.token : current(sessionId)
    }
    if (backingOff) throw waiting()
    let pair: TokenPair
    try {
      const response = await base.post('token/refresh', { json: { refresh_token: refreshToken }, retry: 0 })
      pair = parsePayload(await readJson(response), TokenPairSchema, (data) => ({
        token: data.token,
        refreshToken: data.refresh_token,
      }))
    } catch (caught) {
      const error = await toApiError(caught)
      // Only the server's refusal of the refresh token ends a session. No network, a timeout, a
      // 5xx, 408, 429, a captive portal's page or garbage say nothing about it: the pair is kept
      // (the server accepts a replaced token for a while, in case its answer was lost) and the
      // refresh is tried again after a backoff.
      if (error.kind === 'unauthorized') {
        failures = 0
        const stored = session.get()
        // Another context rotated meanwhile (its pair is newer), or the session is not ours any more.
        if (stored.sessionId === sessionId && stored.refreshToken !== refreshToken) return stored.token
        expire(refreshToken)
        return null
      }
      failures++
      retryAt = now() + refreshBackoffMs(failures, random)
      throw waiting(error)
    }
    failures = 0
    retryAt = 0
    rotations.announce({ sessionId, old: refreshToken, pair })
    // A logout or a new login while the answer travelled: the pair belongs to nobody now.
    return session.replaceTokens({ sessionId, refreshToken }, pair) ? pair.token : current(sessionId)
  }

  /** The session's token if it is still `sessionId`'s (another context stored a newer pair), else null. */
  function current(sessionId: string | null): string | null {
    const stored = session.get()
    return stored.sessionId === sessionId ? stored.token : null
  }

  return {
    expire,
    renew(sentToken) {
      const stored = session.get().token
      if (!stored) return Promise.resolve(null)
      // Another request (or tab) refreshed meanwhile: just use the newer token.
      if (stored !== sentToken && !inflight) return Promise.resolve(stored)
      inflight ??= rotations.exclusive(refresh).finally(() => {
        inflight = null
      })
      return inflight
    },
  }
}
