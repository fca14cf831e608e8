export type AuthStatus = '' | 'loading' | 'success' | 'error'
export type LoginOutcome = 'success' | 'failed' | 'offline'

export const ORDER_DRAFT_KEY = 'orderDraft'

export interface AuthDeps {
  requestTokens: (username: string, password: string) => Promise<void>
  clearSession: () => void
  resetProfile: () => void
  draftStorage: Storage
  isOffline: (error: unknown) => boolean
}

export interface AuthActions {
  status(): AuthStatus
  logIn(username: string, password: string): Promise<LoginOutcome>
  /** Spec section 4: tokens, refresh token and switch marker go, then the order draft. */
  logOut(): void
}

export function createAuthActions(deps: AuthDeps): AuthActions {
  let status: AuthStatus = ''
  const clearAll = () => {
    deps.clearSession()
    deps.draftStorage.removeItem(ORDER_DRAFT_KEY)
    deps.resetProfile()
  }
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
    logOut() {
      status = ''
      clearAll()
    },
  }
}
