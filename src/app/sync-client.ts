import { proxy, type Remote, wrap } from 'comlink'
import type { Session } from '#api/session'
import type { AccountId, NotificationRow } from '#db/rows'
import type { StorageOutcome } from '#db/storage-pressure'
import type { Profile } from '#domain/entities/profile'
import type { SyncClient } from '#services/sync-client'
import type { ChangeKind, QueueOptions, Scope, SyncEvent, SyncHandlers, SyncStatus } from '#worker/contract'

interface SyncClientDeps {
  session: Session
  apiBaseUrl: string
  /** The server refused the refresh token the browser still holds: the session is over. */
  onSessionExpired: () => void
  /**
   * The worker starts once this settles (app/start.tsx: the first screen has rendered from the replica),
   * so its script, its Dexie connection and its first refresh's writes neither compete with that
   * screen for the CPU nor hold up its reads. Calls made meanwhile wait for it and are not lost.
   */
  startAfter?: Promise<unknown>
  /** The runtime config's syncPollSeconds: how often the worker refreshes a visible tab's screens. */
  pollSeconds?: number
  /** The runtime config's outboxBackoffSeconds: the outbox's first retry waits below it. */
  backoffSeconds?: number
  /**
   * The account's profile as the worker stores it in the replica, now and after each change: the
   * worker fetches /profile once for every tab, and the session's profile follows it.
   */
  onProfile?: (account: AccountId, profile: Profile) => void
  /** Status changes the leader's worker just stored: told to the leader's tab alone (issue 22). */
  onNotifications?: (rows: NotificationRow[]) => void
}

/** The UI side of the sync worker: one dedicated worker per tab, reached through comlink. */
export function createSyncClient({
  session,
  apiBaseUrl,
  onSessionExpired,
  startAfter = Promise.resolve(),
  pollSeconds,
  backoffSeconds,
  onProfile,
  onNotifications,
}: SyncClientDeps): SyncClient {
  let remote: Remote<SyncHandlers> | undefined
  // A login click opens the gate: the user acted on the screen shown, and its first mirror starts now.
  let gate: Promise<unknown> = startAfter
  // The worker's listeners outlive a stop: one subscription for its life, or every later start (a
  // logout and login, a switch of user) would add one, each event arriving once more per start.
  let subscribed: Promise<number> | undefined
  let unfollow: (() => void) | undefined
  let started: { key: string; sessionId: string; account: Promise<AccountId>; run: symbol } | undefined
  let status: SyncStatus | undefined
  let storageNotice: StorageOutcome | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const worker = (): Remote<SyncHandlers> => {
    if (!remote) {
      remote = wrap<SyncHandlers>(
        new Worker(new URL('../../worker/sync.worker.ts', import.meta.url), { type: 'module' }),
      )
      subscribed = remote.subscribe(proxy(onEvent))
      // A failure surfaces where a start awaits it; a worker only prepared must not report it unhandled.
      void subscribed.catch(() => undefined)
      const forward = (call: () => Promise<void>) => () => void call().catch(() => undefined)
      window.addEventListener(
        'focus',
        forward(() => worker().focus()),
      )
      window.addEventListener(
        'online',
        forward(() => worker().online()),
      )
      document.addEventListener(
        'visibilitychange',
        forward(() => worker().visibility(document.visibilityState === 'visible')),
      )
      // The UI's own client may renew tokens too; the worker must use the newest pair, and only
      // its own session's: a new login's pair never reaches the worker of the previous one.
      session.subscribe(() => {
        const { token, refreshToken, sessionId } = session.get()
        if (started && token && refreshToken && sessionId === started.sessionId) {
          void worker().updateTokens({ sessionId, token, refreshToken })
        }
      })
    }
    return remote
  }

  const onEvent = (event: SyncEvent) => {
    if (event.name === 'status') {
      status = event.payload
      notify()
    } else if (event.name === 'notifications') {
      onNotifications?.(event.payload)
    } else if (event.name === 'storage') {
      storageNotice = event.payload
      notify()
    } else if (event.name === 'tokens') {
      // Stored only over the pair the worker spent: after a logout, a new login or another
      // context's newer pair it is dropped.
      const { sessionId, previous, pair } = event.payload
      session.replaceTokens({ sessionId, refreshToken: previous }, pair)
    } else if (event.name === 'sessionExpired') {
      const { sessionId, refused } = event.payload
      const stored = session.get()
      if (stored.sessionId !== sessionId || !stored.token || !stored.refreshToken) return
      // Another tab already holds a newer pair: the worker's refusal was of a stale one.
      if (stored.refreshToken !== refused) {
        void worker()
          .updateTokens({ sessionId, token: stored.token, refreshToken: stored.refreshToken })
          .catch(() => undefined)
        return
      }
      onSessionExpired()
    }
  }

  return {
    prepare() {
      void gate.then(() => worker()).catch(() => undefined)
    },
    loggingIn() {
      gate = Promise.resolve()
      worker()
    },
    loggedIn() {
      const { token, refreshToken, sessionId } = session.get()
      if (!token || !refreshToken || !sessionId) return
      const apiBase = new URL(apiBaseUrl, window.location.href).toString()
      void worker()
        .prefetch({ sessionId, token, refreshToken, apiBaseUrl: apiBase })
        .catch(() => undefined)
    },
    ensureStarted(username) {
      const { token, refreshToken, switchUser, sessionId } = session.get()
      const key = `${sessionId}:${username}>${switchUser ?? ''}`
      if (started?.key === key) return started.account
      if (!token || !refreshToken || !sessionId) return Promise.reject(new Error('not signed in'))
      const run = Symbol(key)
      const account = (async () => {
        await gate
        // Stopped (a logout, the session over) while it waited: no worker for a session that ended.
        if (started?.run !== run) throw new Error('The sync was stopped before it started')
        const remoteWorker = worker()
        const result = await remoteWorker.start({
          sessionId,
          username,
          switchUser,
          token,
          refreshToken,
          apiBaseUrl: new URL(apiBaseUrl, window.location.href).toString(),
          visible: document.visibilityState === 'visible',
          ...(pollSeconds === undefined ? {} : { pollMs: pollSeconds * 1000 }),
          ...(backoffSeconds === undefined ? {} : { backoffBaseMs: backoffSeconds * 1000 }),
        })
        await subscribed
        if (onProfile && started?.run === run) {
          unfollow?.()
          const { followProfile } = await import('#db/queries/profiles')
          if (started?.run === run) {
            unfollow = followProfile(result.account, (profile) => onProfile(result.account, profile))
          }
        }
        return result.account
      })()
      started = { key, sessionId, account, run }
      return account
    },
    refresh(scope, ...params) {
      if (!started) return
      // comlink's Remote erases the generic; the contract's ScopeArgs already checked the call above.
      // The worker is reached only once started: it may not exist yet (startAfter).
      const call = () => worker().refresh as unknown as (scope: Scope, ...rest: unknown[]) => Promise<void>
      void started.account.then(() => call()(scope, ...params)).catch(() => undefined)
    },
    release(scope) {
      if (!started) return
      void started.account.then(() => worker().release(scope)).catch(() => undefined)
    },
    async queue(kind, input, options) {
      if (!started) throw new Error('The sync worker has not started')
      await started.account
      // comlink's Remote erases the generic; the contract's ChangeInput already checked the call above.
      const call = worker().queue as unknown as (
        kind: ChangeKind,
        input: unknown,
        options?: QueueOptions,
      ) => Promise<{ seq: number }>
      const { seq } = await call(kind, input, options)
      return seq
    },
    async queueBatch(changes, batch) {
      if (!started) throw new Error('The sync worker has not started')
      await started.account
      return worker().queueBatch(changes, batch)
    },
    async retryOutboxEntry(seq) {
      await worker().retryOutboxEntry(seq)
    },
    async discardOutboxEntry(seq) {
      await worker().discardOutboxEntry(seq)
    },
    async discardOutboxBatch(batch) {
      await worker().discardOutboxBatch(batch)
    },
    status: () => status,
    storageNotice: () => storageNotice,
    dismissStorageNotice() {
      storageNotice = undefined
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async stop() {
      const stopping = started
      started = undefined
      unfollow?.()
      unfollow = undefined
      status = undefined
      storageNotice = undefined
      notify()
      // A worker still waiting for the first screen never started: nothing to stop.
      if (!stopping || !remote) return
      await stopping.account.catch(() => undefined)
      await remote.stop()
    },
  }
}
