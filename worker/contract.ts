import type { ShipmentListQuery } from '#api/list-query'
import { toSearchParams } from '#api/query'
import type { TokenPair } from '#api/session'
import type { Scope } from '#db/meta-keys'
import type { AccountId, NotificationRow } from '#db/rows'
import type { StorageOutcome } from '#db/storage-pressure'
import type { ChangeKindName, InputOf } from './outbox/kinds/registry'

/**
 * The one contract between the UI and the sync worker (Actual Budget's shape): a map of methods the
 * UI calls through comlink, and a map of events the worker pushes. The UI imports this file only.
 */

export { LAST_SUCCESS_PREFIX, lastSuccessKey } from '#db/meta-keys'
/** The replicated domains; each has one refresh job in worker/mirror/. The meta keys are the replica's. */
export type { Scope }

/** What a scope needs besides the account: only an archive page names a query. */
export interface ScopeParams {
  profile: undefined
  addresses: undefined
  activeShipments: undefined
  archive: ShipmentListQuery
  standingOrders: undefined
  packaging: undefined
}

/** Distributive, so comlink's Remote (which erases the generic) still accepts `refresh('addresses')`. */
export type ScopeArgs<S extends Scope> = S extends Scope
  ? ScopeParams[S] extends undefined
    ? []
    : [params: ScopeParams[S]]
  : never

export type ScopeRequest = {
  [S in Scope]: ScopeParams[S] extends undefined ? { scope: S } : { scope: S; params: ScopeParams[S] }
}[Scope]

/** ISO instants of each scope's last successful refresh (meta rows `lastSuccess:<scope>`). */
export type LastSuccess = Partial<Record<Scope, string>>

/** The kinds of change the outbox queues (worker/outbox/kinds/registry.ts), each with its input. */
export type ChangeKind = ChangeKindName
export type ChangeInput = { [K in ChangeKind]: InputOf<K> }

/** A change of any kind with its input, as `followers` carries them. */
export type AnyChange = { [K in ChangeKind]: { kind: K; input: ChangeInput[K] } }[ChangeKind]

export interface QueueOptions {
  /** An earlier entry that must have succeeded first (an address saved with an order waits for it). */
  dependsOn?: number | null
  /**
   * Changes that wait for this one, queued with it in one call and one transaction: the addresses
   * an order saves to the address book. All inputs are checked first; a refusal stores nothing.
   */
  followers?: readonly AnyChange[]
}

/** A batch of changes queued as one (a bulk proof-of-delivery request): what the panel shows it as. */
export interface BatchOptions {
  /** The user's words that tell the batch from others: the e-mail address, a file's name. */
  label: string
}

/** The name a refused input's error keeps through comlink (worker/outbox/queue.ts InvalidChangeError). */
export const INVALID_CHANGE_ERROR = 'InvalidChangeError'

export function isInvalidChange(error: unknown): boolean {
  return error instanceof Error && error.name === INVALID_CHANGE_ERROR
}

/** Sync status, tagged by `type`, always with the last-success map so "data from HH:mm" can show. */
export type SyncStatus =
  | { type: 'idle'; lastSuccess: LastSuccess }
  | { type: 'syncing'; lastSuccess: LastSuccess }
  | {
      type: 'offline'
      scope: Scope
      lastSuccess: LastSuccess
      /** The access token ran out and its renewal waits for the network: the session is kept. */
      waitingForSession?: boolean
    }
  | { type: 'error'; scope: Scope; message: string; lastSuccess: LastSuccess }

export interface StartArgs {
  /** The login this worker serves (session.ts SESSION_ID_KEY): it stops when that session ends. */
  sessionId: string
  /** The logged-in username; with switchUser it makes the replica's account (rows.ts accountId). */
  username: string
  switchUser: string | null
  token: string
  refreshToken: string
  /** The runtime config's API base (the UI loads config.json; a worker cannot reach it first). */
  apiBaseUrl: string
  /** document.visibilityState === 'visible' at start: the 5-minute poll runs only while visible. */
  visible: boolean
  /** The poll, from the runtime config's syncPollSeconds; 5 minutes when left out. */
  pollMs?: number
  /** The outbox's first backoff, from the runtime config's outboxBackoffSeconds; 2 s when left out. */
  backoffBaseMs?: number
}

/** A login's tokens, for the pages the worker asks for before it is started (login-prefetch.ts). */
export interface PrefetchArgs extends SessionTokens {
  apiBaseUrl: string
}

export interface StartResult {
  /** The account the replica rows are written under: the UI's live queries filter by it. */
  account: AccountId
}

/** A pair the worker renewed, with the refresh token it spent: the UI stores it only over that one. */
export interface TokenRenewal {
  sessionId: string
  previous: string
  pair: TokenPair
}

/** Tokens for a worker, named by their session: a worker never takes another session's pair. */
export interface SessionTokens extends TokenPair {
  sessionId: string
}

/** Pushed events. The worker renews tokens on a 401; refresh tokens are single-use, so it hands them back. */
export interface SyncEvents {
  status: SyncStatus
  leadership: { leader: boolean }
  tokens: TokenRenewal
  /**
   * The server refused the worker's refresh token (`refused`): the UI ends the session only if the
   * browser's stored pair is still that one; otherwise it hands the worker the newer pair.
   */
  sessionExpired: { account: AccountId; sessionId: string; refused: string }
  /** The device ran out of storage: what was evicted to make room, or that nothing more could be. */
  storage: StorageOutcome
  /**
   * Status changes the leader's mirror just stored (issue 22), told only to the leader's own tab,
   * which shows them as system notifications when the account allows: one per event across tabs.
   */
  notifications: NotificationRow[]
}

export type SyncEvent = { [K in keyof SyncEvents]: { name: K; payload: SyncEvents[K] } }[keyof SyncEvents]

export type SyncListener = (event: SyncEvent) => void

/** The worker's methods. Handlers are plain functions over injected dependencies (worker/handlers.ts). */
export interface SyncHandlers {
  /**
   * Starts (or restarts, for another account) the sync of this tab and pushes the current status.
   * Leadership is settled later: watch the 'leadership' event.
   */
  start(args: StartArgs): Promise<StartResult>
  /**
   * A login just got its tokens: the worker asks for the address book's pages now, beside the
   * page's /profile, and the start of the same session (not switched) writes them. Nothing is
   * written before that start; another session's start, a stop, a switch or the session's end
   * drops them.
   */
  prefetch(args: PrefetchArgs): Promise<void>
  /**
   * Asks for a fresh copy of a scope (a route mounted). On the leader it resolves when the refresh
   * ended; on a follower once handed to the leader: read the outcome from status events and Dexie.
   */
  refresh<S extends Scope>(scope: S, ...params: ScopeArgs<S>): Promise<void>
  /** The screen that asked for the scope unmounted: the polls keep its default fresh, not its page. */
  release(scope: Scope): Promise<void>
  /** Window focus, seen by the UI only: a worker has no focus of its own. */
  focus(): Promise<void>
  /** The browser's online event. */
  online(): Promise<void>
  /** visibilitychange: the 5-minute poll runs only while the tab is visible. */
  visibility(visible: boolean): Promise<void>
  /**
   * Queues a change of any kind (an address save, an order, a rename, …): its input is checked with
   * the kind's schema (a refusal rejects with an error named 'InvalidChangeError'), then the
   * optimistic row (pending) and the outbox entry are stored in one transaction; resolves once both
   * are on this device. The leader sends it when it can.
   */
  queue<K extends ChangeKind>(
    kind: K,
    input: ChangeInput[K],
    options?: QueueOptions,
  ): Promise<{ seq: number }>
  /**
   * Queues many independent changes as one batch (worker/outbox/queue.ts queueBatch): all inputs are
   * checked first, then every entry, each with its own Idempotency-Key, is stored in one
   * transaction. Answers the batch's id and the entries' seqs.
   */
  queueBatch(changes: readonly AnyChange[], batch: BatchOptions): Promise<{ batch: string; seqs: number[] }>
  /** "Send now" from the pending-changes panel: skips the backoff or takes back "needs attention". */
  retryOutboxEntry(seq: number): Promise<void>
  /** "Discard": rolls the optimistic row back (and later changes made on top of it); answers their seqs. */
  discardOutboxEntry(seq: number): Promise<number[]>
  /** "Discard" of a batch's line: every entry of it not in flight, in one transaction; answers their seqs. */
  discardOutboxBatch(batch: string): Promise<number[]>
  /**
   * The UI's own client renewed the tokens (or another tab did, seen through storage events).
   * Ignored unless they belong to the session the worker serves.
   */
  updateTokens(tokens: SessionTokens): Promise<void>
  /**
   * Ends refreshes, sends in flight (aborted), timers and leadership; resolves when nothing more
   * will be written (logout wipes after).
   */
  stop(): Promise<void>
  status(): Promise<SyncStatus>
  /** The listener must be wrapped in comlink's proxy(); answers an id for unsubscribe. */
  subscribe(listener: SyncListener): Promise<number>
  unsubscribe(id: number): Promise<void>
}

/** The browser-wide channel on which a tab tells every tab's sync worker that its session changed. */
export const SESSION_CHANNEL = 'courier-portal:session'

/**
 * What a tab posts on SESSION_CHANNEL. Every sync worker hears it, whether or not its own tab is
 * awake, stops if it concerns its session and then wipes what the message names, so nothing it
 * was writing survives the wipe the posting tab made.
 */
export type SessionMessage =
  /** A logout or an ended session: the login's replica goes, every account switched to included. */
  | { type: 'ended'; sessionId: string; login: string }
  /**
   * A switch or an end of switch: the session now acts as `account`; workers on another account
   * stop, and an ended switch's account (`wipe`) is wiped.
   */
  | { type: 'acting'; sessionId: string; account: AccountId; wipe: AccountId | null }

/** Spec sections 2 and 9: the archive's first page as it opens, 20 rows by delivery, newest first. */
export const DEFAULT_ARCHIVE_QUERY: ShipmentListQuery = {
  count: 20,
  offset: 0,
  sorting: { field: 'visier_datum', direction: 'desc' },
}

/**
 * The archivePages key of a query: its bracket query string with sorted parameters, so the UI's live
 * query and the worker's write agree however the query object was built. Part of the contract, so
 * it lives here rather than in the worker's modules.
 */
export function archiveQueryKey(query: ShipmentListQuery): string {
  const params = toSearchParams(query)
  params.sort()
  return params.toString()
}

/** Coalescing and status keys: an archive page is its own request, all other scopes are one each. */
export function requestKey(request: ScopeRequest): string {
  return request.scope === 'archive' ? `archive?${archiveQueryKey(request.params)}` : request.scope
}
