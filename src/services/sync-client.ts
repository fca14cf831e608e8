import type { AccountId } from '#db/rows'
import type { StorageOutcome } from '#db/storage-pressure'
import type {
  AnyChange,
  BatchOptions,
  ChangeInput,
  ChangeKind,
  QueueOptions,
  Scope,
  ScopeArgs,
  SyncStatus,
} from '#worker/contract'

/** The UI side of the sync worker, as screens use it; src/app/sync-client.ts makes it (comlink, one worker per tab). */
export interface SyncClient {
  /**
   * Loads the worker (its script, the replica's connection) without starting it, once the first
   * screen allows: a login calls it while the profile that names the account is still on its way.
   */
  prepare(): void
  /**
   * The login was clicked: the worker loads now (its script and the replica's connection, beside the
   * login's request), not once the first screen is idle, and so does the sync after it.
   */
  loggingIn(): void
  /**
   * A login just stored its tokens: the worker asks for the address book's pages at once, beside
   * the page's /profile; the start of this session (ensureStarted) writes them.
   */
  loggedIn(): void
  /** Starts this tab's sync worker for the signed-in account (once per account). */
  ensureStarted(username: string): Promise<AccountId>
  refresh<S extends Scope>(scope: S, ...params: ScopeArgs<S>): void
  /** The screen that asked for `scope` unmounted: the polls go back to the scope's default. */
  release(scope: Scope): void
  /**
   * Stores a change of any kind on this device (optimistic row and outbox entry) and answers its
   * seq; the leader sends it. Rejects when the kind's schema refuses the input, or storage is full.
   */
  queue<K extends ChangeKind>(kind: K, input: ChangeInput[K], options?: QueueOptions): Promise<number>
  /**
   * Stores many independent changes as one batch (each its own entry and Idempotency-Key, one
   * transaction) and answers the batch's id and the seqs; nothing is stored when one is refused.
   */
  queueBatch(changes: readonly AnyChange[], batch: BatchOptions): Promise<{ batch: string; seqs: number[] }>
  retryOutboxEntry(seq: number): Promise<void>
  discardOutboxEntry(seq: number): Promise<void>
  /** Discards every entry of a batch that is not in flight. */
  discardOutboxBatch(batch: string): Promise<void>
  status(): SyncStatus | undefined
  /** The last time the device ran out of storage, until the user dismissed the message. */
  storageNotice(): StorageOutcome | undefined
  dismissStorageNotice(): void
  subscribe(listener: () => void): () => void
  /**
   * Stops this tab's sync (a logout, an ended session, a switch): the send in flight is aborted,
   * and it resolves once the worker writes nothing any more, so the replica can be wiped after.
   */
  stop(): Promise<void>
}
