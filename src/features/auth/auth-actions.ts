import type { AuthActions, AuthStatus } from '#services/auth-actions'

export interface AuthDeps {
  /** Asks the server for a pair and begins the session with it (ending any other one first). */
  requestTokens: (username: string, password: string) => Promise<void>
  /** Loads what a login needs next while the credentials are typed (AuthActions.prepareLogIn). */
  prepareLogIn?: () => void
  /** Spec section 8: a login failure clears the tokens. */
  clearSession: () => void
  /**
   * Spec section 4 and decisions: tokens, refresh token and switch marker go, every tab and sync
   * worker leaves the session, and the login's replica goes, the order draft with it.
   */
  endSession: () => Promise<void>
  resetProfile: () => void
  /** Whether a failure was the missing network or a server that did not answer (api/errors). */
  reachability: (error: unknown) => 'offline' | 'slow' | null
}

export function createAuthActions(deps: AuthDeps): AuthActions {
  let status: AuthStatus = ''
  return {
    status: () => status,
    prepareLogIn: () => deps.prepareLogIn?.(),
    async logIn(username, password) {
      status = 'loading'
      try {
        deps.resetProfile()
        await deps.requestTokens(username, password)
        status = 'success'
        return 'success'
      } catch (error) {
        status = 'error'
        deps.clearSession()
        return deps.reachability(error) ?? 'failed'
      }
    },
    async logOut() {
      status = ''
      await deps.endSession()
    },
  }
}
