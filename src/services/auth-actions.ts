export type AuthStatus = '' | 'loading' | 'success' | 'error'
/** 'slow': the server did not answer in time, which says nothing of the device being offline. */
export type LoginOutcome = 'success' | 'failed' | 'offline' | 'slow'

export interface AuthActions {
  status(): AuthStatus
  logIn(username: string, password: string): Promise<LoginOutcome>
  /**
   * The user started typing credentials: what a login needs next (the sync worker's script and its
   * replica connection) loads now, during the seconds of typing, not after the click.
   */
  prepareLogIn(): void
  /**
   * Spec section 4: tokens, refresh token and switch marker go, then the account's order draft
   * (with the rest of the login's replica). Resolves once all of it is gone.
   */
  logOut(): Promise<void>
}
