import { MemoryStorage } from '#api/memory-storage'
import { createSession, type Session, type TokenPair } from '#api/session'

export interface WorkerSession {
  session: Session
  /** Tokens the UI renewed: taken over without being echoed back as renewed. */
  update(tokens: TokenPair): void
  close(): void
}

/**
 * The worker's copy of the session. When its client renews the tokens on a 401, `onRenewed` hands
 * them to the UI: refresh tokens are single-use, so the UI's copy would be dead otherwise.
 */
export function createWorkerSession(
  tokens: TokenPair,
  switchUser: string | null,
  onRenewed: (tokens: TokenPair) => void,
): WorkerSession {
  const session = createSession(new MemoryStorage())
  session.setTokens(tokens)
  session.setSwitchUser(switchUser)
  let known = tokens.token
  const unsubscribe = session.subscribe(() => {
    const { token, refreshToken } = session.get()
    if (!token || !refreshToken || token === known) return
    known = token
    onRenewed({ token, refreshToken })
  })
  return {
    session,
    update(next) {
      known = next.token
      session.setTokens(next)
    },
    close: unsubscribe,
  }
}
