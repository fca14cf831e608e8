import type { KyInstance } from 'ky'
import { toApiError } from './errors'
import { parsePayload, readJson } from './request'
import { TokenPairSchema } from './schemas/auth'
import type { Session } from './session'

export interface Refresher {
  /**
   * A fresh access token for a request that was refused with `sentToken`, or null when the session
   * is over. Concurrent callers share one refresh call.
   */
  renew(sentToken: string): Promise<string | null>
  /** Ends the session once: clears it and tells the app (which clears the draft and goes to /login). */
  expire(): void
}

export function createRefresher(base: KyInstance, session: Session, onSessionExpired: () => void): Refresher {
  let inflight: Promise<string | null> | null = null

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
    try {
      const response = await base.post('token/refresh', { json: { refresh_token: refreshToken }, retry: 0 })
      const pair = parsePayload(await readJson(response), TokenPairSchema, (data) => ({
        token: data.token,
        refreshToken: data.refresh_token,
      }))
      session.setTokens(pair)
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
      inflight ??= refresh().finally(() => {
        inflight = null
      })
      return inflight
    },
  }
}
