export type AuthStatus = '' | 'loading' | 'success' | 'error'
/** 'slow': the server did not answer in time, which says nothing of the device being offline. */
export type LoginOutcome = 'success' | 'failed' | 'offline' | 'slow'

export interface AuthDeps {
  /** Asks the server for a pair and begins the session with it (ending any other one first). */
  requestTokens: (username: string, password: string) => Promise<void>
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

export interface AuthActions {
  status(): AuthStatus
  logIn(username: string, password: string): Promise<LoginOutcome>
  /**
   * Spec section 4: tokens, refresh token and switch marker go, then the account's order draft
   * (with the rest of the login's replica). Resolves once all of it is gone.
   */
  logOut(): Promise<void>
}

export function createAuthActions(deps: AuthDeps): AuthActions {
  let status: AuthStatus = ''
  return {
    status: () => status,
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
