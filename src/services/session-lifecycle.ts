import type { TokenPair } from '#api/session'

/**
 * The session's life across tabs and workers, as the screens use it; src/app/session-lifecycle.ts
 * makes it (storage events, the session channel, the owed wipes).
 */
export interface SessionLifecycle {
  /**
   * Logs in this tab with the pair the server answered. A session still in storage (another tab
   * logged in meanwhile) is ended first, as a logout would, so two logins never share a replica.
   */
  begin(pair: TokenPair): Promise<void>
  /** The user's logout in this tab: every tab and worker leaves the session; resolves once wiped. */
  logOut(): Promise<void>
  /** A refresh refused by the server ended the session (this tab's client or its worker found it). */
  expire(): Promise<void>
  /**
   * Acts as `username` from now on (a switch), or as the login again (null, the end of a switch,
   * whose account's replica goes). This tab's worker stops; the caller reloads.
   */
  act(username: string | null): Promise<void>
  /** Runs the wipes an earlier page left owed (OWED_WIPES_KEY); a start calls it when any are. */
  settleOwedWipes(): Promise<void>
  /**
   * The login's username, once known (it comes with the first profile, after the login): another
   * tab's logout removes it from storage before this tab hears of it, and the wipe needs it.
   */
  noteLogin(username: string): void
  dispose(): void
}
