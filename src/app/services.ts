import { createHttp } from '#api/client'
import type { RuntimeConfig } from '#api/config'
import { createApi } from '#api/create-api'
import { isOffline } from '#api/errors'
import { createSession, type Session } from '#api/session'
import { type AccountId, accountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import { type AuthActions, createAuthActions } from '#features/auth/auth-actions'
import { createProfileStore, type ProfileStore } from '#features/auth/profile-store'
import { createUpdateStore, type UpdateStore } from '#pwa/update-store'
import { createSyncClient, type SyncClient } from './sync-client'

const ACCOUNT_USER_KEY = 'accountUser'

export interface AppServices {
  /** The replica's account: the logged-in user, or that user acting as another (rows never mix). */
  account(): AccountId
  config: RuntimeConfig
  session: Session
  api: ReturnType<typeof createApi>
  profile: ProfileStore<Profile>
  auth: AuthActions
  updates: UpdateStore
  sync: SyncClient
  /** The username that logged in (not the one acted as). */
  username(): string
}

/** Everything the routes reach through the router context, made once at start. */
export function createServices(
  config: RuntimeConfig,
  onSessionExpired: () => void,
  options: { syncStartAfter?: Promise<unknown> } = {},
): AppServices {
  const session = createSession(localStorage)
  let profile: ProfileStore<Profile> | undefined
  // A refused refresh clears the session, switch marker included, before expire() runs: keep whom
  // the session acted as, so the right account's draft goes.
  let actingAs = session.get().switchUser
  session.subscribe(() => {
    if (session.isAuthenticated()) actingAs = session.get().switchUser
  })
  let sync: SyncClient | undefined
  const clearSession = () => {
    session.clear()
    localStorage.removeItem(ACCOUNT_USER_KEY)
  }
  const expire = () => {
    // Spec section 4: a 401 while signed in logs out, clears the order draft and goes to /login.
    const account = accountId(username(), actingAs)
    void import('#db/queries/drafts')
      .then(({ clearOrderDraft }) => clearOrderDraft(account))
      .catch(() => undefined)
    profile?.reset()
    // AUTH-026: whoever found the session over (this tab's client or the sync worker), it ends here:
    // nothing counts the user as signed in any more, and the worker stops, as at a logout.
    clearSession()
    void sync?.stopAndWipe().catch(() => undefined)
    onSessionExpired()
  }
  const http = createHttp({ config, session, onSessionExpired: expire })
  const api = createApi(http, config)
  profile = createProfileStore(
    async () => {
      // Loaded beside the request, not after it: the replica keeps what the page fetched.
      const replica = import('#db/queries/profiles')
      const loaded = await api.profile.get()
      // Only an unswitched profile names the person who logged in (a login may use the e-mail).
      if (!session.get().switchUser) localStorage.setItem(ACCOUNT_USER_KEY, loaded.username)
      // Before the sync worker starts (after the first screen), so it finds the profile fresh and
      // does not ask /profile a second time in this page load.
      await replica.then(({ keepProfile }) => keepProfile(account(), loaded)).catch(() => undefined)
      return loaded
    },
    localStorage,
    isOffline,
  )
  const auth = createAuthActions({
    requestTokens: async (username, password) => {
      const tokens = await api.auth.login(username, password)
      session.setTokens(tokens)
    },
    clearSession,
    resetProfile: () => profile?.reset(),
    account: () => account(),
    isOffline,
  })
  const username = () => localStorage.getItem(ACCOUNT_USER_KEY) ?? ''
  const account = () => accountId(username(), session.get().switchUser)
  sync = createSyncClient({
    session,
    apiBaseUrl: config.apiBaseUrl,
    onSessionExpired: expire,
    ...(options.syncStartAfter ? { startAfter: options.syncStartAfter } : {}),
    ...(config.syncPollSeconds === undefined ? {} : { pollSeconds: config.syncPollSeconds }),
    onProfile: (replicated) => profile?.follow(replicated),
  })
  return { account, username, config, session, api, profile, auth, updates: createUpdateStore(), sync }
}
