import type { Session } from '#api/session'
import { type AccountId, accountId } from '#db/rows'
import type { SessionLifecycle } from '#services/session-lifecycle'
import type { SessionMessage } from '#worker/contract'

/**
 * Wipes begun and not finished (the database failed, the tab closed mid-way), kept where the next
 * start of any tab finds them: a logout's wipe is owed until it is done.
 */
export const OWED_WIPES_KEY = 'owedWipes'

/** The longest a session change waits for this tab's worker to stop before it goes on. */
export const STOP_WAIT_MS = 3_000

/** What a session's end wipes: the login with every account switched to, or one switched account. */
export type Wipe = { login: string } | { account: AccountId }

export interface SessionLifecycleDeps {
  session: Session
  /** The browser's local storage: a logout leaves nothing in it but the keys of `keep`. */
  storage: Storage
  /** The language, the runtime config and the tables' density: nothing of anyone, all of the device. */
  keep: readonly string[]
  /** The username that logged in, as this tab last knew it (another tab's logout has removed it). */
  login(): string
  /** Stops this tab's sync worker; resolves once it writes nothing any more. */
  stopSync(): Promise<void>
  /** How long a switch, a logout or a reload waits for stopSync at most (tests shorten it). */
  stopWaitMs?: number
  resetProfile(): void
  wipe(what: Wipe): Promise<void>
  /** Posts on the session channel: every tab's sync worker hears it, awake tab or not. */
  post(message: SessionMessage): void
  /**
   * The session ended (another tab's logout, a refused refresh here or anywhere): leave the
   * account's screens now. A logout made in this tab leaves them as its caller says instead.
   */
  onEnded(): void
  /** Another tab logged in while this one was logged out. */
  onStartedElsewhere(): void
  /** A new session or another account in another tab: this tab reloads as that one. */
  reload(): void
}

/**
 * One session per browser. The session lives in local storage, so every tab hears a change of it
 * (the storage event); the session channel carries it to every sync worker. Whatever ends a
 * session, in whichever tab, each tab does the same: it leaves the account's screens at once,
 * stops its worker (its send in flight aborted) and wipes the login's replica after that, so no
 * row written by a worker that was still running survives the wipe.
 */
export function createSessionLifecycle(deps: SessionLifecycleDeps): SessionLifecycle {
  const { session } = deps
  let known = session.get()
  let knownLogin = deps.login()
  // Changes this tab makes itself: its listeners are called at once, and are no news from elsewhere.
  let own = false
  let loggingOut = false
  let work: Promise<void> = Promise.resolve()

  /**
   * This tab's worker stopped, or a few seconds gone by: a worker that does not answer (its start
   * still waiting for a blocked database, say) must not keep the user on the old account's screens.
   * It hears the session channel itself, stops and wipes after it, so nothing it writes stays.
   */
  const stopSync = () =>
    Promise.race([
      deps.stopSync().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, deps.stopWaitMs ?? STOP_WAIT_MS)),
    ])
  const login = () => {
    const now = deps.login()
    if (now) knownLogin = now
    return knownLogin
  }
  const quietly = (change: () => void) => {
    own = true
    try {
      change()
    } finally {
      own = false
      known = session.get()
    }
  }
  /** One after the other: a logout's wipe must not race the next login's. */
  const then = (step: () => Promise<void>): Promise<void> => {
    work = work.then(step, step).catch(() => undefined)
    return work
  }

  const owed = (): Wipe[] => {
    try {
      const list: unknown = JSON.parse(deps.storage.getItem(OWED_WIPES_KEY) ?? '[]')
      return Array.isArray(list) ? (list as Wipe[]) : []
    } catch {
      return []
    }
  }
  const setOwed = (list: Wipe[]) => {
    if (list.length === 0) deps.storage.removeItem(OWED_WIPES_KEY)
    else deps.storage.setItem(OWED_WIPES_KEY, JSON.stringify(list))
  }
  const same = (a: Wipe, b: Wipe) => JSON.stringify(a) === JSON.stringify(b)
  /** A wipe recorded as owed before it runs and crossed off once done: a failure is retried later. */
  const wipe = async (what: Wipe): Promise<void> => {
    if (!owed().some((entry) => same(entry, what))) setOwed([...owed(), what])
    await deps.wipe(what)
    setOwed(owed().filter((entry) => !same(entry, what)))
  }

  const clearStorage = () => {
    const keep = new Set([...deps.keep, OWED_WIPES_KEY])
    const keys: string[] = []
    for (let index = 0; index < deps.storage.length; index++) {
      const key = deps.storage.key(index)
      if (key !== null && !keep.has(key)) keys.push(key)
    }
    for (const key of keys) deps.storage.removeItem(key)
  }

  /**
   * The session `sessionId` of `user` is over: the screens go first (unless this tab's own logout
   * or login leads them elsewhere), the data right after.
   */
  function ended(sessionId: string, user: string, leave: boolean): Promise<void> {
    if (user) deps.post({ type: 'ended', sessionId, login: user })
    deps.resetProfile()
    quietly(clearStorage)
    knownLogin = ''
    if (leave) deps.onEnded()
    return then(async () => {
      await stopSync()
      if (user) await wipe({ login: user })
    })
  }

  function onChange() {
    if (own) return
    const next = session.get()
    // Another tab's writes arrive here one key at a time: a session id whose pair has not arrived
    // yet is no session to follow; the key that completes it calls again.
    if (next.sessionId !== null && next.token === null) return
    const before = known
    const user = login()
    known = next
    if (before.sessionId === null) {
      if (known.sessionId !== null) deps.onStartedElsewhere()
      return
    }
    if (known.sessionId === null) {
      void ended(before.sessionId, user, !loggingOut)
      return
    }
    if (known.sessionId !== before.sessionId || known.switchUser !== before.switchUser) {
      // Another login, or the switch made or ended elsewhere: this tab's screens, worker and replica
      // account belong to the old one. The worker stops before the page goes, so none of its writes
      // lands after the other tab's wipe.
      const endedSwitch =
        known.sessionId === before.sessionId && before.switchUser !== null && known.switchUser === null
      void then(async () => {
        await stopSync()
        if (endedSwitch && before.switchUser && user) {
          await wipe({ account: accountId(user, before.switchUser) }).catch(() => undefined)
        }
        deps.reload()
      })
    }
  }

  const unsubscribe = session.subscribe(onChange)

  return {
    async begin(pair) {
      const stale = session.get()
      if (stale.sessionId !== null) {
        const user = login()
        await ended(stale.sessionId, user, false)
      }
      knownLogin = ''
      quietly(() => session.begin(pair))
    },
    async logOut() {
      loggingOut = true
      try {
        session.clear()
      } finally {
        loggingOut = false
      }
      await work
    },
    async expire() {
      if (session.get().sessionId !== null) session.clear()
      await work
    },
    async act(username) {
      const { sessionId, switchUser: before } = session.get()
      const user = login()
      if (sessionId === null) return
      quietly(() => session.setSwitchUser(username))
      deps.post({
        type: 'acting',
        sessionId,
        account: accountId(user, username),
        wipe: before !== null && username === null ? accountId(user, before) : null,
      })
      await then(async () => {
        await stopSync()
        // A replica that cannot be written must not keep the user switched: the marker went above.
        if (before !== null && username === null && user) {
          await wipe({ account: accountId(user, before) }).catch(() => undefined)
        }
      })
    },
    settleOwedWipes() {
      return then(async () => {
        for (const what of owed()) await wipe(what).catch(() => undefined)
      })
    },
    noteLogin(username) {
      if (username && session.get().sessionId !== null) knownLogin = username
    },
    dispose: unsubscribe,
  }
}
