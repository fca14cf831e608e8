import * as v from 'valibot'
import type { Api } from '#api/create-api'
import type { CallOptions } from '#api/request'
import type { PortalDatabase } from '#db/database'
import type { AccountId, OutboxRow } from '#db/rows'

/** A stored outbox row, once Dexie has numbered it. */
export type OutboxEntry = OutboxRow & { seq: number }

/** An entry of one kind, with the payload that kind stored. */
export type KindEntry<P> = OutboxEntry & { payload: P }

/** A verdict on an entry before it is sent: go with this payload, or stop and ask the user. */
export type Prepared<P> = { ok: true; payload: P } | { ok: false; message: string; field: string | null }

// biome-ignore lint/suspicious/noExplicitAny: any schema; each kind narrows it to its own.
export type AnySchema = v.GenericSchema<any, any>

/**
 * One change the user can make offline (worker/outbox/README.md, "Adding a kind"): everything
 * about it in one object, in one file under kinds/. `S` is its input schema (src/domain/changes,
 * shared with the form that collects the input), `P` what the entry stores and sends, `R` the
 * server's answer.
 */
export interface ChangeKindDefinition<S extends AnySchema, P, R> {
  /**
   * The version of what `payload` stores, written with every entry (1 when absent). Raise it when
   * the stored shape changes, and say in `upgrade` what becomes of an entry of an older build.
   */
  version?: number
  /**
   * An entry stored under an older `version`, as this build sends it, or null when that cannot be
   * done safely: the entry then needs attention and stays readable, never sent wrong, never dropped.
   */
  upgrade?(payload: unknown, from: number): P | null
  /** Checks the input at the worker's boundary: a form's bug or a stale tab cannot queue garbage. */
  input: S
  /**
   * Checks a stored payload before it is sent: a record damaged on the device (or written by
   * another build) needs attention instead of reaching the server.
   */
  stored: v.GenericSchema<unknown, P>
  /**
   * The stored payload: the input plus a small snapshot of the replica that a discard restores
   * without asking the server (it may be offline). Runs inside the queueing transaction.
   */
  payload(db: PortalDatabase, account: AccountId, input: v.InferOutput<S>): Promise<P>
  /**
   * A waiting entry this new change corrects instead of queueing a second one behind it (a
   * refused address saved again), or null. Runs inside the queueing transaction.
   */
  corrects?(db: PortalDatabase, account: AccountId, payload: P): Promise<number | null>
  /**
   * The replica row the entry changes ('address:-7', 'standingOrder:20001'), or null. Entries on
   * one row stay in order: a later one waits while an earlier one needs attention.
   */
  target(entry: KindEntry<P>): string | null
  /**
   * Rows created offline that this entry names by their temporary id ('address:-7' for an order's
   * saved address, 'shipment:-12' for an edit of an order still waiting): it is sent only once
   * their creation has succeeded and `remap` has put the server's id in. Empty once resolved.
   */
  references?(entry: KindEntry<P>): string[]
  /** The payload with the temporary row `from` ('address:-7') replaced by the server's id. */
  remap?(entry: KindEntry<P>, from: string, id: number): P
  /** The optimistic row, marked pending; runs inside the caller's Dexie transaction. */
  optimistic(db: PortalDatabase, entry: KindEntry<P>): Promise<void>
  /**
   * The replica row `payload` reads for this input ('address:20001'), or null when it reads none.
   * With `optimisticMany`, it lets a batch be stored at once (worker/outbox/store-batch.ts).
   */
  reads?(input: v.InferOutput<S>): string | null
  /** The optimistic rows of many entries at once, as `optimistic` would write them one by one. */
  optimisticMany?(db: PortalDatabase, entries: readonly KindEntry<P>[]): Promise<void>
  /** Network work due before the first send (pricing an order); never inside a transaction. */
  prepare?(api: Api, entry: KindEntry<P>, call?: CallOptions): Promise<Prepared<P>>
  /** True while `prepare` has not run: nothing has left with this entry's key yet. */
  needsPrepare?(entry: KindEntry<P>): boolean
  /**
   * The user's corrected payload as this entry will send it: what identifies the change (the row,
   * create or update, the discard snapshot) stays as it was made.
   */
  revise?(entry: KindEntry<P>, payload: P): P
  /** `call` carries the replay's signal: a logout aborts the request in flight. */
  send(api: Api, entry: KindEntry<P>, call?: CallOptions): Promise<R>
  /**
   * The temporary row a create made ('address:-7') and the server's id for it, or null: waiting
   * entries that name it (references) get the server's id in the transaction that applies it.
   */
  creates?(entry: KindEntry<P>, result: R): { from: string; id: number } | null
  /** Replaces the optimistic row with the server's, in its own (or the caller's) transaction. */
  apply(db: PortalDatabase, entry: KindEntry<P>, result: R): Promise<void>
  /** Undoes the optimistic row (discard). */
  rollback(db: PortalDatabase, entry: KindEntry<P>): Promise<void>
  /** Where the waiting-changes panel's "Correct" leads (the screen that made it), or null. */
  correctionPath(entry: KindEntry<P>): string | null
}

/** A snapshot kept for discard: only its shape's outline is checked, the replica row it restores is the kind's. */
export function snapshot<T>() {
  return v.nullable(v.custom<T>((value) => typeof value === 'object' && value !== null))
}

/** Types a kind's object literal against its schema, payload and result, without widening it. */
export function defineKind<S extends AnySchema, P, R>(
  kind: ChangeKindDefinition<S, P, R>,
): ChangeKindDefinition<S, P, R> {
  return kind
}

/** The tables an outbox transaction may touch: the queue, the rows it shows optimistically, drafts. */
export function outboxTables(db: PortalDatabase) {
  return [db.outbox, db.addressRows.scope, db.shipments, db.standingOrders, db.drafts, db.meta]
}
