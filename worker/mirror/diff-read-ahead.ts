import type { AccountId } from '#db/rows'
import {
  compareRows,
  type DiffApplyOptions,
  type DiffApplyResult,
  diffApply,
  type RowStore,
} from './diff-apply'

/**
 * A planned diff reads each row it would write again inside its transaction, one by one; past this
 * many, reading the whole list there (diffApply) costs less, and it does that instead.
 */
export const RECHECK_LIMIT = 500

/** A diff compared against rows read before its transaction (planDiff), to apply inside one (applyPlanned). */
export interface PlannedDiff<Row> {
  /** The server's rows, all of them: what diffApply compares when there are too many changes to recheck. */
  rows: readonly Row[]
  /** The server's rows that differed from the rows read before (as the server sent them). */
  changed: Row[]
  /** The rows read before that the server no longer lists. */
  vanished: Row[]
  unchanged: number
  pending: number
}

/**
 * The comparison of a long list, outside any transaction: a re-mirror of 100,000 addresses read its
 * stored rows (2.5–3 s in Chromium) and compared them inside its read-write transaction, so the
 * address book, the order form and the outbox waited that long on every refresh. Read while the pages
 * download, they cost the refresh no time of its own, and the transaction holds only the changes.
 */
export function planDiff<Row extends { account: AccountId }, Key>(
  stored: readonly Row[],
  options: DiffApplyOptions<Row, Key>,
): PlannedDiff<Row> {
  const comparison = compareRows(stored, options)
  return {
    rows: options.rows,
    changed: comparison.changed(options.rows).map(({ incoming }) => incoming),
    vanished: comparison.vanished(),
    unchanged: comparison.result.unchanged,
    pending: comparison.result.pending,
  }
}

/**
 * Applies a planned diff inside a transaction that covers the store. Another context may have written
 * since the rows were read (the outbox marks a row pending, a tab saves one), so every row the plan
 * would put or delete is read again here and compared as diffApply does: a pending row is never
 * touched. A row the plan found unchanged, or pending when read, is not written, whatever happened to
 * it meanwhile: only the outbox writes addresses besides the mirror, with the server's answer or a
 * pending change, both newer; the next refresh compares it again. Past RECHECK_LIMIT changes the
 * rows are read and compared a second time inside (diffApply): the read before was spent alongside
 * the download, and a long offline spell's catch-up is rare.
 */
export function applyPlanned<Row extends { account: AccountId }, Key>(
  store: RowStore<Row, Key>,
  plan: PlannedDiff<Row>,
  options: Omit<DiffApplyOptions<Row, NoInfer<Key>>, 'rows'>,
): Promise<DiffApplyResult> {
  const keys = [...plan.changed, ...plan.vanished].map(options.keyOf)
  if (keys.length > RECHECK_LIMIT) return diffApply(store, { ...options, rows: plan.rows })
  // Its own (joined) transaction call, as diffApply's: Dexie carries its transaction across the
  // awaits of a body it was given, not of an async function the body merely calls.
  return store.inTransaction(async () => {
    const fresh = keys.length > 0 ? await store.bulkGet(keys) : []
    const recheck = compareRows(
      fresh.filter((row): row is Row => row !== undefined),
      options,
    )
    const puts = recheck.changed(plan.changed).map(({ next }) => next)
    const gone = recheck.vanished()
    if (puts.length > 0) await store.bulkPut(puts)
    if (gone.length > 0) await store.bulkDelete(gone.map(options.keyOf))
    return {
      put: puts.length,
      deleted: gone.length,
      unchanged: plan.unchanged + recheck.result.unchanged,
      pending: plan.pending + recheck.result.pending,
    }
  })
}
