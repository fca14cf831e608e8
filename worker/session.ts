import { MemoryStorage } from '#api/memory-storage'
import { createSession, SESSION_ID_KEY, type Session, type TokenPair } from '#api/session'
import type { SessionTokens, TokenRenewal } from './contract'

export interface WorkerSession {
  session: Session
  /** The login this worker serves. */
  sessionId: string
  /** Tokens the UI renewed: taken over without being echoed back as renewed; another session's are ignored. */
  update(tokens: SessionTokens): void
  /** The refresh token the worker holds now, or held when its session was refused. */
  refreshToken(): string
  close(): void
}

/**
 * The worker's copy of the session, in memory only: the worker never writes tokens to the
 * browser's storage. When its client renews the pair on a 401, `onRenewed` hands it to the UI with
 * the refresh token it spent, so the UI stores it only if the browser still holds that one.
 */
export function createWorkerSession(
  start: SessionTokens,
  switchUser: string | null,
  onRenewed: (renewal: TokenRenewal) => void,
): WorkerSession {
  const { sessionId } = start
  const storage = new MemoryStorage()
  const session = createSession(storage)
  let known: TokenPair = { token: start.token, refreshToken: start.refreshToken }
  const seed = (pair: TokenPair) => {
    // A refused refresh clears the whole copy, switch marker and session id included: a newer pair
    // from the UI restores all of it, or the worker's requests would go out as the wrong account.
    storage.setItem(SESSION_ID_KEY, sessionId)
    session.setTokens(pair)
    session.setSwitchUser(switchUser)
  }
  seed(known)
  const unsubscribe = session.subscribe(() => {
    const { token, refreshToken } = session.get()
    if (!token || !refreshToken || token === known.token) return
    const previous = known.refreshToken
    known = { token, refreshToken }
    onRenewed({ sessionId, previous, pair: known })
  })
  return {
    session,
    sessionId,
    update(next) {
      if (next.sessionId !== sessionId) return
      if (next.token === session.get().token && next.refreshToken === session.get().refreshToken) return
      known = { token: next.token, refreshToken: next.refreshToken }
      seed(known)
    },
    refreshToken: () => known.refreshToken,
    close: unsubscribe,
  }
}
