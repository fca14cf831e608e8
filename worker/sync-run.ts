import { liveQuery } from 'dexie'
import { type CreateHttpOptions, createHttp } from '#api/client'
import { createApi } from '#api/create-api'
import type { PortalDatabase } from '#db/database'
import { readNotificationSettings } from '#db/notification-settings-row'
import { type AccountId, accountId } from '#db/rows'
import { type StorageOutcome, withStorageRecovery } from '#db/storage-pressure'
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '#domain/notifications/settings'
import type { Clock, Timers } from './clock'
import type { ScopeRequest, StartArgs, SyncEvent, SyncStatus } from './contract'
import { archiveQueryKey, DEFAULT_ARCHIVE_QUERY, lastSuccessKey } from './contract'
import { loadLastSuccess } from './last-success'
import type { Leadership } from './leadership'
import type { LoginPrefetch } from './login-prefetch'
import type { MirrorContext } from './mirror/context'
import { sendWaitingNow } from './outbox/entry-actions'
import { type OutboxPump, startOutboxPump } from './outbox-pump'
import { pollIntervalMs } from './poll-interval'
import { createRefreshRunner, type RefreshRunner } from './refresh-runner'
import {
  createScheduler,
  MIN_INTERVAL_MS,
  POLL_MS,
  pollPhase,
  type Scheduler,
  type Trigger,
} from './scheduler'
import { createWorkerSession, type WorkerSession } from './session'
import { type BusMessage, type ChannelLike, openTabBus, type TabBus } from './tab-bus'

/** What the dashboard, the forms and the address book read: kept fresh from the start. */
export const DEFAULT_SCOPES: readonly ScopeRequest[] = [
  { scope: 'profile' },
  { scope: 'addresses' },
  { scope: 'activeShipments' },
  // The archive's first page in its default order, so the archive opens offline before any visit.
  { scope: 'archive', params: DEFAULT_ARCHIVE_QUERY },
  { scope: 'standingOrders' },
  { scope: 'packaging' },
]

export interface SyncRunDeps {
  db: PortalDatabase
  leadership: Leadership
  channel: ChannelLike
  now: Clock
  timers: Timers
  fetch?: CreateHttpOptions['fetch']
  emit: (event: SyncEvent) => void
  /** The address pages this session's login asked for (login-prefetch.ts): the first address mirror writes them. */
  loginPages?: LoginPrefetch
}

export interface SyncRun {
  account: AccountId
  /** Sends queued changes now if this tab leads; a follower's leader notices through Dexie. */
  kickOutbox(): void
  /**
   * Back online: the leader makes entries that backed off after offline failures due now and sends
   * them; resolves once that replay ended. Followers do nothing, as every tab of the browser hears
   * the same online event.
   */
  sendWaitingNow(): Promise<void>
  api: ReturnType<typeof createApi>
  scheduler: Scheduler
  session: WorkerSession
  status(): SyncStatus
  /** Runs a write transaction with eviction and a retry when the device's storage is full. */
  guardStorage<T>(write: () => Promise<T>): Promise<T>
  /** Aborts what is in flight and resolves once nothing of this run writes any more. */
  stop(): Promise<void>
}

/**
 * One tab's sync for one login. Every tab schedules; only the leader runs refreshes, the others
 * hand theirs over the tab bus and repeat the leader's status to their UI.
 */
export async function startSyncRun(deps: SyncRunDeps, args: StartArgs): Promise<SyncRun> {
  const { db, leadership, now, emit } = deps
  const account = accountId(args.username, args.switchUser)
  const tokens = { sessionId: args.sessionId, token: args.token, refreshToken: args.refreshToken }
  const session = createWorkerSession(tokens, args.switchUser, (renewal) =>
    emit({ name: 'tokens', payload: renewal }),
  )
  const config = { apiBaseUrl: args.apiBaseUrl, websiteBaseUrl: '' }
  const http = createHttp({
    config,
    session: session.session,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    // The UI decides: the browser may hold a newer pair than the one refused here.
    onSessionExpired: () =>
      emit({
        name: 'sessionExpired',
        payload: { account, sessionId: args.sessionId, refused: session.refreshToken() },
      }),
  })
  const api = createApi(http, config)
  let loginPages = deps.loginPages
  const takeLoginPages = () => {
    const pages = loginPages?.addresses
    loginPages = undefined
    return pages
  }

  let status: SyncStatus = { type: 'idle', lastSuccess: await loadLastSuccess(db, account) }
  // Per leadership spell: aborting it cancels refreshes a tab runs after it lost the lead.
  let spell: { runner: RefreshRunner; controller: AbortController; outbox: OutboxPump } | null = null
  const running = new Set<Promise<void>>()
  const track = (work: Promise<void>): Promise<void> => {
    const done = work.finally(() => running.delete(done))
    running.add(done)
    return done
  }

  const setStatus = (next: SyncStatus, broadcast: boolean) => {
    status = next
    emit({ name: 'status', payload: next })
    if (broadcast) bus.post({ type: 'status', account, status: next })
  }

  const guardStorage = <T>(write: () => Promise<T>): Promise<T> =>
    withStorageRecovery(db, write, (outcome: StorageOutcome) => {
      emit({ name: 'storage', payload: outcome })
      bus.post({ type: 'storage', account, outcome })
    })

  /**
   * The leader's replay of what waited offline, shared by every refresh the reconnect asks for. The
   * changes go first: six refreshes started beside them would take Chromium's six connections per
   * host, and the send would wait for a free one.
   */
  let reconnecting: Promise<void> | null = null
  function sendOutboxFirst(): Promise<void> {
    reconnecting ??= (async () => {
      if (!spell) return
      // Guarded: on a full device the unguarded write failed and left every change to its backoff.
      await guardStorage(() => sendWaitingNow(db, account))
      await spell?.outbox.kick()
    })()
      .catch(() => undefined)
      .finally(() => {
        reconnecting = null
      })
    return reconnecting
  }

  // When this tab last forwarded an online to the leader. A reload hands the lead from the old
  // page's worker to the new one's, and an online forwarded meanwhile may go with the old leader.
  let forwardedOnlineAt: number | null = null

  function dispatch(request: ScopeRequest, trigger: Trigger): Promise<void> {
    if (!spell || !leadership.isLeader()) {
      if (trigger === 'online') forwardedOnlineAt = now()
      bus.post({ type: 'refresh', account, request, trigger })
      return Promise.resolve()
    }
    // A follower's online arrives on its own: it waits for the replay as the leader's own does.
    return trigger === 'online' ? sendOutboxFirst().then(() => runHere(request)) : runHere(request)
  }

  function runHere(request: ScopeRequest): Promise<void> {
    // Leadership may have gone while the outbox was sent.
    if (!spell || !leadership.isLeader()) return Promise.resolve()
    const context: MirrorContext = {
      api,
      db,
      account,
      now,
      signal: spell.controller.signal,
      guardStorage,
      // Only the leader mirrors, so only its own tab hears of new events: one system notification each.
      notify: (rows) => emit({ name: 'notifications', payload: rows }),
      takeLoginPages,
    }
    return track(spell.runner.run(context, request))
  }

  /** When the replica last got the request's data, from any tab or the page's own profile load. */
  async function refreshedAt(request: ScopeRequest): Promise<number | undefined> {
    const at =
      request.scope === 'archive'
        ? (await db.archivePages.get([account, archiveQueryKey(request.params)]))?.fetchedAt
        : (await db.meta.get([account, lastSuccessKey(request.scope)]))?.value
    return at === undefined ? undefined : Date.parse(at)
  }

  const pollMs = args.pollMs ?? POLL_MS
  const scheduler = createScheduler({
    dispatch,
    defaults: DEFAULT_SCOPES,
    refreshedAt,
    timers: deps.timers,
    now,
    pollMs,
    phaseMs: pollPhase(account, pollMs),
  })

  // The account's poll setting, as every tab of it reads it from the replica (poll-interval.ts):
  // read once before the first poll is armed, then followed as the user changes it in any tab.
  const applyPoll = (settings: NotificationSettings) => {
    const ms = pollIntervalMs(args.pollMs, settings)
    scheduler.setPoll(ms, pollPhase(account, ms))
  }
  applyPoll(await readNotificationSettings(db, account).catch(() => DEFAULT_NOTIFICATION_SETTINGS))
  const pollWatch = liveQuery(() => readNotificationSettings(db, account)).subscribe({
    next: applyPoll,
    error: () => undefined,
  })

  // A damaged address block read in this worker (a mirror's diff, a change's optimistic row) hides
  // its rows until a refresh writes them again: the store tells once per block, this asks for it.
  const stopDamageWatch = db.addressRows.onDamaged((of) => {
    if (of === account) void scheduler.run({ scope: 'addresses' }, 'repair').catch(() => undefined)
  })

  function onMessage(message: BusMessage): void {
    const leader = spell !== null
    if (message.type === 'refresh' && leader) void scheduler.run(message.request, message.trigger)
    if (message.type === 'status' && !leader) setStatus(message.status, false)
    if (message.type === 'hello' && leader) bus.post({ type: 'status', account, status })
    if (message.type === 'storage') emit({ name: 'storage', payload: message.outcome })
  }
  const bus: TabBus = openTabBus(deps.channel, account, onMessage)

  const stopListening = leadership.onLeadershipChange((leader) => {
    emit({ name: 'leadership', payload: { leader } })
    spell?.controller.abort()
    // A lost lead leaves the entry in flight 'sending' to the next leader, which resends it under
    // its key; stop() below is the one that waits for the pass.
    if (spell) void track(spell.outbox.stop())
    spell = null
    if (!leader) return
    const runner = createRefreshRunner({
      lastSuccess: status.lastSuccess,
      emit: (next) => setStatus(next, true),
    })
    // Only the leader replays the outbox: five tabs must not mean five senders.
    const outbox = startOutboxPump({
      db,
      api,
      account,
      now,
      timers: deps.timers,
      guardStorage,
      ...(args.backoffBaseMs === undefined ? {} : { backoffBaseMs: args.backoffBaseMs }),
    })
    spell = { runner, controller: new AbortController(), outbox }
    scheduler.reset()
    // Taking the lead soon after forwarding an online, that online is run here: the 'leader'
    // refresh would be skipped while the replica is fresh, and the old leader may never have run it.
    const handedOver = forwardedOnlineAt !== null && now() - forwardedOnlineAt < MIN_INTERVAL_MS
    forwardedOnlineAt = null
    void scheduler.refreshWatched(handedOver ? 'online' : 'leader')
  })

  // What the replica says, until this tab leads or hears from the leader.
  setStatus(status, false)
  leadership.start()
  bus.post({ type: 'hello', account })
  void scheduler.start(args.visible)

  // A change queued in any tab (or this one) reaches the leader through Dexie's cross-context notice.
  const outboxWatch = liveQuery(() => db.outbox.where('account').equals(account).count()).subscribe({
    next: () => spell?.outbox.kick(),
    error: () => undefined,
  })

  return {
    account,
    api,
    kickOutbox: () => spell?.outbox.kick(),
    sendWaitingNow: sendOutboxFirst,
    scheduler,
    session,
    status: () => status,
    guardStorage,
    async stop() {
      // First: a lead granted while stop() waits below would start an outbox pump that nothing
      // stops, sending this account's changes with its tokens after a logout.
      stopListening()
      scheduler.stop()
      // Pages of the login still on their way are not wanted any more, whoever would have taken them.
      deps.loginPages?.cancel()
      stopDamageWatch()
      outboxWatch.unsubscribe()
      pollWatch.unsubscribe()
      spell?.controller.abort()
      // The send in flight is aborted and its pass awaited: nothing may be written after stop()
      // resolves, as the UI wipes the replica on logout next.
      if (spell) void track(spell.outbox.stop())
      await Promise.allSettled([...running])
      spell = null
      await leadership.stop()
      bus.close()
      session.close()
    },
  }
}
