import { createHttp } from '#api/client'
import { type RuntimeConfig, STORED_CONFIG_KEY } from '#api/config'
import { createApi } from '#api/create-api'
import { isOffline, reachability } from '#api/errors'
import { createSession } from '#api/session'
import { type AccountId, accountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import { REMEMBERED_MAPPINGS_KEY } from '#features/addresses/import/check/remembered-mapping-key'
import { createAuthActions } from '#features/auth/auth-actions'
import { PRINT_PROFILE_KEY } from '#features/shipments/print/print-profile-key'
import { LANGUAGE_STORAGE_KEY } from '#i18n/locales'
import { createUpdateStore } from '#pwa/update-store'
import type { AppServices } from '#services/app-services'
import { createProfileStore } from '#services/profile-store'
import type { SessionLifecycle } from '#services/session-lifecycle'
import { TABLE_DENSITY_KEY } from '#ui/list/table-density'
import { SESSION_CHANNEL, type SessionMessage } from '#worker/contract'
import { createSessionLifecycle, OWED_WIPES_KEY, type Wipe } from './session-lifecycle'
import { createSyncClient } from './sync-client'
import { showSystemNotifications } from './system-notifier'

const ACCOUNT_USER_KEY = 'accountUser'

export interface SessionScreens {
  /** The session ended here or in another tab (not by this tab's own logout): to /login. */
  onEnded: () => void
  /** Another tab logged in while this one showed the login: it follows into the session. */
  onStartedElsewhere?: () => void
  reload?: () => void
}

async function wipeReplica(what: Wipe): Promise<void> {
  // Dexie loads with the first signed-in screen, never with the login screen.
  const { db } = await import('#db/instance')
  if ('login' in what) await db.wipeLogin(what.login)
  else await db.wipeAccount(what.account)
}

/** Everything the routes reach through the router context, made once at start. */
export function createServices(
  config: RuntimeConfig,
  screens: SessionScreens,
  options: { syncStartAfter?: Promise<unknown> } = {},
): AppServices {
  const session = createSession(localStorage)
  let lifecycle: SessionLifecycle | undefined
  const expire = () => void lifecycle?.expire()
  const http = createHttp({ config, session, onSessionExpired: expire })
  const api = createApi(http, config)
  const username = () => {
    const name = localStorage.getItem(ACCOUNT_USER_KEY) ?? ''
    lifecycle?.noteLogin(name)
    return name
  }
  const account = () => accountId(username(), session.get().switchUser)
  const profile = createProfileStore<Profile>(
    async () => {
      // Loaded beside the request, not after it: the replica keeps what the page fetched.
      const replica = import('#db/queries/profiles')
      const loaded = await api.profile.get()
      // Only an unswitched profile names the person who logged in (a login may use the e-mail).
      if (!session.get().switchUser) {
        localStorage.setItem(ACCOUNT_USER_KEY, loaded.username)
        lifecycle?.noteLogin(loaded.username)
      }
      // Before the sync worker starts (after the first screen), so it finds the profile fresh and
      // does not ask /profile a second time in this page load.
      await replica.then(({ keepProfile }) => keepProfile(account(), loaded)).catch(() => undefined)
      return loaded
    },
    localStorage,
    isOffline,
    {
      account,
      fromReplica: async (of) => {
        const { getProfile } = await import('#db/queries/profiles')
        return (await getProfile(of))?.profile ?? null
      },
    },
  )
  const sync = createSyncClient({
    session,
    apiBaseUrl: config.apiBaseUrl,
    onSessionExpired: expire,
    ...(options.syncStartAfter ? { startAfter: options.syncStartAfter } : {}),
    ...(config.syncPollSeconds === undefined ? {} : { pollSeconds: config.syncPollSeconds }),
    ...(config.outboxBackoffSeconds === undefined ? {} : { backoffSeconds: config.outboxBackoffSeconds }),
    onProfile: (of: AccountId, replicated: Profile) => profile.follow(of, replicated),
    onNotifications: (rows) => void showSystemNotifications(rows).catch(() => undefined),
  })
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL)
  lifecycle = createSessionLifecycle({
    session,
    storage: localStorage,
    // The tables' density belongs to the device (the desk's screen), not to whoever logged in; so
    // does the label print profile: a desk's printer does not change with the user; and so do the
    // import's column mappings: the desk's files keep their headers whoever imports them.
    keep: [
      LANGUAGE_STORAGE_KEY,
      STORED_CONFIG_KEY,
      TABLE_DENSITY_KEY,
      PRINT_PROFILE_KEY,
      REMEMBERED_MAPPINGS_KEY,
    ],
    login: username,
    stopSync: () => sync.stop(),
    resetProfile: () => profile.reset(),
    wipe: wipeReplica,
    post: (message: SessionMessage) => channel?.postMessage(message),
    onEnded: screens.onEnded,
    onStartedElsewhere: screens.onStartedElsewhere ?? (() => undefined),
    reload: screens.reload ?? (() => window.location.reload()),
  })
  // A wipe an earlier page could not finish (the database failed, the tab closed) runs now.
  if (localStorage.getItem(OWED_WIPES_KEY) !== null) void lifecycle.settleOwedWipes()
  const auth = createAuthActions({
    prepareLogIn: () => sync.loggingIn(),
    requestTokens: async (name, password) => {
      // The worker's script and its replica connection load while the login is checked.
      sync.loggingIn()
      const tokens = await api.auth.login(name, password)
      await lifecycle?.begin(tokens)
      // The first mirror starts with the login (issue 25): the address pages beside the page's
      // /profile, asked now rather than once the next route's code is in (the route awaits this same
      // request, so a page load still asks once), and the sync as soon as the profile names the account.
      sync.loggedIn()
      void profile
        .ensure()
        .then(() => sync.ensureStarted(username()))
        .catch(() => undefined)
    },
    // Only a pair no session owns (a login that failed half-way): another tab's session stays.
    clearSession: () => {
      if (session.get().sessionId === null) session.clear()
    },
    endSession: () => lifecycle?.logOut() ?? Promise.resolve(),
    resetProfile: () => profile.reset(),
    reachability,
  })
  return {
    account,
    username,
    config,
    session,
    api,
    profile,
    auth,
    updates: createUpdateStore(),
    sync,
    lifecycle,
  }
}
