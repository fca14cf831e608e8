import type { CreateHttpOptions } from '#api/client'
import type { ShipmentListQuery } from '#api/list-query'
import type { PortalDatabase } from '#db/database'
import { accountId } from '#db/rows'
import { type Clock, systemClock, systemTimers, type Timers } from './clock'
import type {
  Scope,
  ScopeRequest,
  SessionMessage,
  StartArgs,
  SyncEvent,
  SyncHandlers,
  SyncListener,
  SyncStatus,
} from './contract'
import { createLeadership, HEARTBEAT_MS, type LockManagerLike, STALE_AFTER_MS } from './leadership'
import { type LoginPrefetch, prefetchLogin } from './login-prefetch'
import { discard, discardBatch, retryNow } from './outbox/entry-actions'
import { resumeAccount } from './outbox/pause'
import { queueBatch, queueChange } from './outbox/queue'
import { type SyncRun, startSyncRun } from './sync-run'
import type { ChannelLike } from './tab-bus'

/** Everything the handlers touch, injected: sync.worker.ts passes the browser's, tests fakes. */
export interface SyncDeps {
  db: PortalDatabase
  locks: LockManagerLike
  /** A new BroadcastChannel per start: closing it on stop must not silence the next login. */
  openChannel: () => ChannelLike
  /**
   * The browser-wide session channel (contract.ts SESSION_CHANNEL), opened once for the worker's
   * life: a logout or switch in any tab stops this worker even while its own tab sleeps.
   */
  sessionChannel?: ChannelLike
  now?: Clock
  timers?: Timers
  fetch?: CreateHttpOptions['fetch']
  heartbeatMs?: number
  staleAfterMs?: number
}

const IDLE: SyncStatus = { type: 'idle', lastSuccess: {} }

function toScopeRequest(scope: Scope, params: readonly unknown[]): ScopeRequest {
  if (scope !== 'archive') return { scope }
  const [query] = params
  // The types ask for it; a plain-JS caller through comlink might still forget it.
  if (!query) throw new TypeError('An archive refresh needs its query')
  return { scope, params: query as ShipmentListQuery }
}

/** The worker's methods as plain functions over their dependencies: testable without comlink. */
export function createSyncHandlers(deps: SyncDeps): SyncHandlers {
  const now = deps.now ?? systemClock
  const timers = deps.timers ?? systemTimers
  const listeners = new Map<number, SyncListener>()
  let nextListenerId = 1
  let run: SyncRun | null = null
  let runSession: { sessionId: string; login: string } | null = null
  // Sessions heard ending: a start that arrives late for one of them (its tab had not heard yet) is refused.
  const ended = new Set<string>()
  // start() and stop() queue behind each other, so a quick re-login never overlaps two runs.
  let lifecycle: Promise<unknown> = Promise.resolve()
  // The address pages a login asked for before its start; only that session's start takes them.
  let prefetched: LoginPrefetch | null = null
  // The device came back online before a run started (the page makes the worker, then starts it):
  // the start's refresh would be skipped as fresh, and that online must still refresh.
  let onlineBeforeStart = false
  const dropPrefetch = () => {
    prefetched?.cancel()
    prefetched = null
  }
  /** The login's pages, for a start of the same session as the login (not switched to another account). */
  const takePrefetch = (args: StartArgs): LoginPrefetch | null => {
    const taken = prefetched?.sessionId === args.sessionId && args.switchUser === null ? prefetched : null
    if (taken) prefetched = null
    else dropPrefetch()
    return taken
  }

  function emit(event: SyncEvent): void {
    for (const listener of listeners.values()) {
      // A listener in a closed page rejects through comlink; the others must still hear the event.
      Promise.resolve()
        .then(() => listener(event))
        .catch(() => undefined)
    }
  }

  async function stopRun(): Promise<void> {
    const stopping = run
    run = null
    runSession = null
    await stopping?.stop()
  }

  function serial<T>(step: () => Promise<T>): Promise<T> {
    const next = lifecycle.then(step, step)
    lifecycle = next.catch(() => undefined)
    return next
  }

  /**
   * Another tab (or this one) ended the session or changed whom it acts as. A run of that session
   * stops first, its send in flight aborted; then what it may have written goes, after the
   * posting tab's own wipe, so the replica holds nothing of the old account once both are done.
   */
  function onSessionMessage(message: SessionMessage): Promise<void> {
    if (message.type === 'ended') ended.add(message.sessionId)
    if (prefetched?.sessionId === message.sessionId) dropPrefetch()
    return serial(async () => {
      if (!run || runSession?.sessionId !== message.sessionId) return
      if (message.type === 'ended') {
        await stopRun()
        await deps.db.wipeLogin(message.login)
        return
      }
      if (run.account === message.account) return
      const account = run.account
      await stopRun()
      if (message.wipe === account) await deps.db.wipeAccount(account)
    })
  }

  deps.sessionChannel?.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as SessionMessage | null
    if (message && (message.type === 'ended' || message.type === 'acting')) {
      void onSessionMessage(message).catch(() => undefined)
    }
  })

  return {
    start(args) {
      return serial(async () => {
        await stopRun()
        const early = takePrefetch(args)
        if (ended.has(args.sessionId)) {
          early?.cancel()
          throw new Error('This session has ended')
        }
        const leadership = createLeadership({
          locks: deps.locks,
          db: deps.db,
          now,
          timers,
          heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
          staleAfterMs: deps.staleAfterMs ?? STALE_AFTER_MS,
          scope: accountId(args.username, args.switchUser),
        })
        const channel = deps.openChannel()
        const syncDeps = {
          db: deps.db,
          leadership,
          channel,
          now,
          timers,
          emit,
          ...(early ? { loginPages: early } : {}),
        }
        run = await startSyncRun(deps.fetch ? { ...syncDeps, fetch: deps.fetch } : syncDeps, args)
        runSession = { sessionId: args.sessionId, login: args.username }
        // A start follows a login: an outbox paused by a 401 for this account may send again.
        await resumeAccount(deps.db, run.account)
        run.kickOutbox()
        if (onlineBeforeStart) {
          onlineBeforeStart = false
          void run.scheduler.online().catch(() => undefined)
        }
        return { account: run.account }
      })
    },
    async prefetch(args) {
      if (ended.has(args.sessionId)) return
      dropPrefetch()
      prefetched = prefetchLogin(args, deps.fetch ? { fetch: deps.fetch, emit } : { emit })
    },
    async refresh(scope, ...params) {
      await run?.scheduler.request(toScopeRequest(scope, params))
    },
    async release(scope) {
      run?.scheduler.release(scope)
    },
    async focus() {
      run?.kickOutbox()
      await run?.scheduler.focus()
    },
    async online() {
      if (!run) onlineBeforeStart = true
      await run?.sendWaitingNow()
      await run?.scheduler.online()
    },
    async retryOutboxEntry(seq) {
      await retryNow(deps.db, seq)
      run?.kickOutbox()
    },
    async discardOutboxEntry(seq) {
      return discard(deps.db, seq)
    },
    async discardOutboxBatch(batch) {
      if (!run) throw new Error('The sync worker has not started')
      return discardBatch(deps.db, run.account, batch)
    },
    async queueBatch(changes, batch) {
      if (!run) throw new Error('The sync worker has not started')
      const context = { account: run.account, now: now(), label: batch.label }
      const queued = await run.guardStorage(() => queueBatch(deps.db, changes, context))
      run.kickOutbox()
      return queued
    },
    async queue(kind, input, options) {
      if (!run) throw new Error('The sync worker has not started')
      const context = {
        account: run.account,
        now: now(),
        dependsOn: options?.dependsOn ?? null,
        followers: options?.followers ?? [],
      }
      const seq = await run.guardStorage(() => queueChange(deps.db, kind, input, context))
      run.kickOutbox()
      return { seq }
    },
    async visibility(visible) {
      run?.scheduler.setVisible(visible)
    },
    async updateTokens(tokens) {
      run?.session.update(tokens)
    },
    stop() {
      dropPrefetch()
      return serial(stopRun)
    },
    async status() {
      return run?.status() ?? IDLE
    },
    async subscribe(listener) {
      const id = nextListenerId++
      listeners.set(id, listener)
      return id
    },
    async unsubscribe(id) {
      listeners.delete(id)
    },
  }
}
