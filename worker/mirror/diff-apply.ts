import type { IndexableType, Table } from 'dexie'
import type { AccountId } from '#db/rows'
import { sameJson } from './same-json'

export interface DiffApplyOptions<Row, Key> {
  account: AccountId
  /** The server's rows, already in stored form (instants as ISO strings). */
  rows: readonly Row[]
  /** The table's primary key of a row. */
  keyOf: (row: Row) => Key
  /**
   * What tells the account's rows apart, when cheaper than the key as JSON (the default): a diff
   * reads one account's rows, so its id alone. A re-mirror of 100,000 addresses names each row twice.
   */
  idOf?: (row: Row) => string | number
  /**
   * Which of the account's stored rows this refresh answers for: only those may vanish. Defaults to
   * all of them; the shipments table holds the active list and archive pages side by side.
   */
  scopeFilter?: (row: Row) => boolean
  /** Carries stored-only fields over (a shipment's opened detail) before the rows are compared. */
  merge?: (incoming: Row, existing: Row) => Row
}

export interface DiffApplyResult {
  put: number
  deleted: number
  unchanged: number
  /** Rows left alone because an outbox entry waits on them. */
  pending: number
}

function isPending(row: unknown): boolean {
  const pendingSeq = (row as { pendingSeq?: unknown }).pendingSeq
  return pendingSeq !== undefined && pendingSeq !== null
}

/**
 * Where a diff reads and writes an account's rows: a table of rows (tableRows), or the address
 * book's blocks (`db.addressRows`, src/db/address-blocks.ts).
 */
export interface RowStore<Row, Key> {
  /** What a transaction over these rows must cover: a table, or the name a store gives (address-store.ts). */
  scope: Table | string
  /** Runs `body` in a read-write transaction over the rows, or within the caller's that covers them. */
  inTransaction<T>(body: () => Promise<T>): Promise<T>
  hasRows(account: AccountId): Promise<boolean>
  /** The account's rows; a long read may stop early once `signal` aborts (rejecting). */
  toArray(account: AccountId, signal?: AbortSignal): Promise<Row[]>
  /** The stored rows of these keys, in their order; undefined where none is stored. */
  bulkGet(keys: readonly Key[]): Promise<(Row | undefined)[]>
  bulkPut(rows: readonly Row[]): Promise<unknown>
  bulkDelete(keys: readonly Key[]): Promise<unknown>
}

/** A table whose records are the rows, keyed and indexed by `account`. */
export function tableRows<Row extends { account: AccountId }, Key extends IndexableType>(
  table: Table<Row, Key>,
): RowStore<Row, Key> {
  return {
    scope: table,
    inTransaction: (body) => table.db.transaction('rw', table, body),
    hasRows: async (account) => (await table.where('account').equals(account).first()) !== undefined,
    toArray: (account) => table.where('account').equals(account).toArray(),
    bulkGet: (keys) => table.bulkGet(keys as Key[]),
    bulkPut: (rows) => table.bulkPut(rows as Row[]),
    bulkDelete: (keys) => table.bulkDelete(keys as Key[]),
  }
}

/** A diff fed in parts, inside a transaction that covers its table (startDiff). */
export interface Diff<Row> {
  /** Compares some of the server's rows (each row once across all parts) and writes what changed. */
  add(rows: readonly Row[]): Promise<void>
  /** Deletes the rows no part listed; the outcome of the whole diff. */
  finish(): Promise<DiffApplyResult>
}

/**
 * The comparison of the server's rows with stored ones, without a write: which rows to put (new or
 * changed, and not pending), which stored rows no compared row listed, and the counts of the others.
 */
export interface Comparison<Row> {
  readonly result: DiffApplyResult
  /** The rows of `rows` to write, each merged with its stored row (each row once across all calls). */
  changed(rows: readonly Row[]): { incoming: Row; next: Row }[]
  /** The stored rows no call listed, within the scope and not pending: the ones to delete. */
  vanished(): Row[]
}

export function compareRows<Row extends { account: AccountId }, Key>(
  stored: readonly Row[],
  options: Omit<DiffApplyOptions<Row, Key>, 'rows'>,
): Comparison<Row> {
  const { keyOf, scopeFilter, merge } = options
  // The tables' keys are strings, numbers and arrays of them: plain JSON tells them apart.
  const id = options.idOf ?? ((row: Row) => JSON.stringify(keyOf(row)))
  const byId = new Map<string | number, Row>(stored.map((row) => [id(row), row]))
  const result: DiffApplyResult = { put: 0, deleted: 0, unchanged: 0, pending: 0 }
  const seen = new Set<string | number>()
  return {
    result,
    changed(rows) {
      const puts: { incoming: Row; next: Row }[] = []
      for (const incoming of rows) {
        const rowId = id(incoming)
        seen.add(rowId)
        const existing = byId.get(rowId)
        if (existing && isPending(existing)) {
          result.pending++
          continue
        }
        const next = existing && merge ? merge(incoming, existing) : incoming
        if (existing && sameJson(existing, next)) result.unchanged++
        else puts.push({ incoming, next })
      }
      return puts
    },
    vanished: () =>
      stored.filter((row) => !seen.has(id(row)) && (scopeFilter?.(row) ?? true) && !isPending(row)),
  }
}

/**
 * diffApply in parts, for rows that arrive page by page: the stored rows are read once, each part is
 * compared with them and its changes written, and only finish() knows which rows vanished. Call it
 * inside a transaction that covers the table, and finish() in the same one.
 */
export async function startDiff<Row extends { account: AccountId }, Key>(
  store: RowStore<Row, Key>,
  options: Omit<DiffApplyOptions<Row, NoInfer<Key>>, 'rows'>,
): Promise<Diff<Row>> {
  // Every row of the account, not only the scope's: a row may move between scopes (an active
  // shipment becomes archived) and must still be compared and its pending mark respected.
  const comparison = compareRows(await store.toArray(options.account), options)
  const { result } = comparison
  return {
    async add(rows) {
      const puts = comparison.changed(rows).map(({ next }) => next)
      if (puts.length > 0) await store.bulkPut(puts)
      result.put += puts.length
    },
    async finish() {
      const vanished = comparison.vanished()
      if (vanished.length > 0) await store.bulkDelete(vanished.map(options.keyOf))
      result.deleted = vanished.length
      return { ...result }
    },
  }
}

/**
 * Makes the account's rows of one scope equal to the server's in ONE transaction: new and changed
 * rows are put, unchanged ones are not written (a rewrite would wake every live query for nothing),
 * vanished ones are deleted, and rows with a pending outbox entry are never touched, so an
 * optimistic change survives until the outbox settles it. Call it with the data already fetched: the
 * network is never awaited inside the transaction (only a first mirror streams its pages into one,
 * mirror-list.ts, with a bound on the wait). Joins a surrounding transaction that covers the table.
 */
export function diffApply<Row extends { account: AccountId }, Key>(
  store: RowStore<Row, Key>,
  // The key type comes from the store; a tuple literal in keyOf would otherwise widen it to an array.
  options: DiffApplyOptions<Row, NoInfer<Key>>,
): Promise<DiffApplyResult> {
  return store.inTransaction(async () => {
    const diff = await startDiff(store, options)
    await diff.add(options.rows)
    return diff.finish()
  })
}
