import type { KyInstance } from 'ky'
import { toApiError } from './errors'
import { parsePayload, readJson } from './request'
import { TokenPairSchema } from './schemas/auth'
import type { Session, TokenPair } from './session'

export interface Refresher {
  /**
   * A fresh access token for a request that was refused with `sentToken`, or null when the session
   * is over. Concurrent callers share one refresh call.
   */
  renew(sentToken: string): Promise<string | null>
  /** Ends the session once: clears it and tells the app (which clears the draft and goes to /login). */
  expire(): void
}

const ROTATION_CHANNEL = 'portal-token-rotation'
const REFRESH_LOCK = 'portal-token-refresh'
/** How long a context inside the lock waits to hear that another one already rotated the pair. */
const ROTATION_GRACE_MS = 250

interface Rotation {
  old: string
  pair: TokenPair
}

/**
 * Refresh tokens are single-use, and the tab and its sync worker each hold the pair: only one of
 * them may rotate it. A Web Lock serialises the refresh across tabs and workers, and whoever
 * rotates announces the new pair, so the next in line adopts it instead of spending the old token.
 */
function createRotationShare() {
  let last: Rotation | null = null
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ROTATION_CHANNEL)
  channel?.addEventListener('message', (event: MessageEvent<Rotation>) => {
    last = event.data
  })
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  return {
    announce(rotation: Rotation) {
      last = rotation
      channel?.postMessage(rotation)
    },
    async adoptable(old: string): Promise<TokenPair | null> {
      const deadline = Date.now() + ROTATION_GRACE_MS
      while (Date.now() < deadline) {
        if (last?.old === old) return last.pair
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return last?.old === old ? last.pair : null
    },
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work()
    },
  }
}

export function createRefresher(base: KyInstance, session: Session, onSessionExpired: () => void): Refresher {
  let inflight: Promise<string | null> | null = null
  const rotations = createRotationShare()

  const expire = () => {
    // Only the first of several refused requests ends the session and notifies.
    if (!session.get().token) return
    session.clear()
    onSessionExpired()
  }

  async function refresh(): Promise<string | null> {
    const refreshToken = session.get().refreshToken
    if (!refreshToken) {
      expire()
      return null
    }
    const adopted = await rotations.adoptable(refreshToken)
    if (adopted) {
      session.setTokens(adopted)
      return adopted.token
    }
    try {
      const response = await base.post('token/refresh', { json: { refresh_token: refreshToken }, retry: 0 })
      const pair = parsePayload(await readJson(response), TokenPairSchema, (data) => ({
        token: data.token,
        refreshToken: data.refresh_token,
      }))
      session.setTokens(pair)
      rotations.announce({ old: refreshToken, pair })
      return pair.token
    } catch (caught) {
      const error = await toApiError(caught)
      // No network or a server in trouble says nothing about the refresh token: keep the session,
      // so the user is not logged out by a tunnel. A refusal (4xx) or garbage ends it.
      const transient =
        error.kind === 'offline' ||
        error.kind === 'timeout' ||
        error.kind === 'aborted' ||
        (error.kind === 'http' && (error.status ?? 0) >= 500)
      if (transient) throw error
      expire()
      return null
    }
  }

  return {
    expire,
    renew(sentToken) {
      const current = session.get().token
      if (!current) return Promise.resolve(null)
      // Another request (or tab) refreshed meanwhile: just use the newer token.
      if (current !== sentToken && !inflight) return Promise.resolve(current)
      inflight ??= rotations.exclusive(refresh).finally(() => {
        inflight = null
      })
      return inflight
    },
  }
}
