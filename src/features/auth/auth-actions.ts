import type { PortalDatabase } from '#db/database'
import type { AccountId } from '#db/rows'

export type AuthStatus = '' | 'loading' | 'success' | 'error'
export type LoginOutcome = 'success' | 'failed' | 'offline'

export interface AuthDeps {
  requestTokens: (username: string, password: string) => Promise<void>
  clearSession: () => void
  resetProfile: () => void
  /** The replica account signed in now; read before clearSession, which forgets it. */
  account: () => AccountId
  isOffline: (error: unknown) => boolean
  /** The replica holding the drafts; the UI's own unless a test hands in another. */
  replica?: PortalDatabase
}

export interface AuthActions {
  status(): AuthStatus
  logIn(username: string, password: string): Promise<LoginOutcome>
  /**
   * Spec section 4: tokens, refresh token and switch marker go, then the account's order draft.
   * The session and profile are gone when it returns; it resolves once the draft is cleared.
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
        return deps.isOffline(error) ? 'offline' : 'failed'
      }
    },
    async logOut() {
      status = ''
      const account = deps.account()
      deps.clearSession()
      deps.resetProfile()
      // Logged out either way: the logout also wipes the account's replica, drafts included
      // (the sync client's stopAndWipe), so a failed delete here leaves nothing behind for long.
      // The replica's code loads here, not with the login screen (issue 13: a small first visit).
      await import('#db/queries/drafts')
        .then(({ clearOrderDraft }) => clearOrderDraft(account, deps.replica))
        .catch(() => undefined)
    },
  }
}
