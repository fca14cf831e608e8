import Dexie from 'dexie'
import { ApiError } from '#api/errors'
import type { AccountId } from '#db/rows'
import type { Scope } from '#worker/contract'
import { commitScope, type MirrorContext } from './context'
import {
  type Diff,
  type DiffApplyOptions,
  type DiffApplyResult,
  diffApply,
  type RowStore,
  startDiff,
} from './diff-apply'
import { applyPlanned, planDiff } from './diff-read-ahead'
import { collect, fetchAll } from './fetch-all'
import {
  type FetchPage,
  ListChangedError,
  type PageStream,
  type PageStreamOptions,
  streamPages,
} from './page-stream'

/**
 * How long the first mirror's open transaction waits for the next page before it hands over to
 * the plain path. Pages of a fast connection come every few dozen milliseconds; a slow one is
 * downloaded outside any transaction instead, as the table must not stay locked through it.
 */
export const PAGE_WAIT_MS = 300

export interface ListMirror<Item, Row extends { account: AccountId }, Key>
  extends Omit<DiffApplyOptions<Row, NoInfer<Key>>, 'rows'> {
  scope: Scope
  store: RowStore<Row, Key>
  fetchPage: FetchPage<Item>
  /** The stored rows of one page's items. */
  toRows: (items: readonly Item[]) => Row[]
  pageWaitMs?: number
  pages?: PageStreamOptions
  /** The list's read already under way (a login's early pages); one of fetchPage otherwise. */
  stream?: PageStream<Item>
}

class HandOver extends Error {}

/**
 * The first mirror's writes: with none of the account's rows stored (checked again inside the
 * transaction, as another context may have written one since), each page is put as it is, with
 * nothing read back or compared; otherwise the diff, as on any later mirror.
 */
async function firstParts<Row extends { account: AccountId }, Key>(
  store: RowStore<Row, Key>,
  diff: Omit<DiffApplyOptions<Row, NoInfer<Key>>, 'rows'>,
): Promise<Diff<Row>> {
  if (await store.hasRows(diff.account)) return startDiff(store, diff)
  let put = 0
  return {
    async add(rows) {
      if (rows.length > 0) await store.bulkPut(rows)
      put += rows.length
    },
    finish: async () => ({ put, deleted: 0, unchanged: 0, pending: 0 }),
  }
}

const TIMED_OUT = Symbol('timed out')

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Mirrors a long paged list into its store, all of it or nothing, in one transaction with its
 * `lastSuccess` (commitScope).
 *
 * Usually the whole list is fetched first and then diffed (diffApply). On the account's first
 * mirror, when the store holds none of its rows, there is nothing to compare or show yet, so each
 * page is written as it arrives: the transaction opens with the first page and stays open while the
 * others download (Dexie.waitFor keeps it alive), and the writes overlap the download instead of
 * following it. Readers of the store wait for the commit and then see the whole list at once, never
 * a part; a failed or malformed page aborts the transaction, so the store stays as it was. A page
 * slower than PAGE_WAIT_MS, or a list that changed while it was read, hands over to the plain path:
 * the writes so far are rolled back and the pages already in are kept.
 */
export async function mirrorList<Item, Row extends { account: AccountId }, Key>(
  context: MirrorContext,
  mirror: ListMirror<Item, Row, Key>,
): Promise<DiffApplyResult> {
  const { scope, store, fetchPage, toRows, pageWaitMs = PAGE_WAIT_MS, pages, stream: early, ...diff } = mirror
  // The first page is asked for before the replica is read: a list's first answer is the longest wait.
  const stream = early ?? streamPages(fetchPage, pages)
  if (!(await store.hasRows(diff.account))) {
    try {
      // The transaction opens with the first page in: the wait for the server's first answer is
      // the longest, and is spent outside it.
      await stream.page(0)
      return await commitScope(context, scope, [store.scope], async () => {
        const parts = await firstParts(store, diff)
        // In the order they come: rows are keyed by id, so a page written before the one ahead of
        // it lands in the same place, and a slow page holds up none of the others' writes.
        for (;;) {
          const page = await Dexie.waitFor(withDeadline(stream.arrival(), pageWaitMs))
          if (page === TIMED_OUT) throw new HandOver()
          if (page === null) return parts.finish()
          // A page that comes after stop() (a logout, a switch) is never written; the whole read rolls back.
          if (context.signal?.aborted)
            throw new ApiError({ kind: 'aborted', message: 'The sync was stopped' })
          await parts.add(toRows(page.rows))
        }
      })
    } catch (error) {
      if (error instanceof HandOver) return apply(await collect(stream).catch(readAgain))
      if (error instanceof ListChangedError) return apply(await fetchAll(fetchPage, pages))
      throw error
    }
  }
  // A later mirror reads the stored rows while its pages download and compares them before its
  // transaction (diff-read-ahead.ts); a read that failed leaves it to diffApply's read inside. A
  // stop (a logout) ends the read too, so the wipe after it does not wait for the whole book.
  const before = store.toArray(diff.account, context.signal).catch(() => null)
  return apply(await collect(stream).catch(readAgain), before)

  function readAgain(error: unknown): Promise<Item[]> {
    if (error instanceof ListChangedError) return fetchAll(fetchPage, pages)
    throw error
  }

  async function apply(items: Item[], before?: Promise<Row[] | null>): Promise<DiffApplyResult> {
    const rows = toRows(items)
    const stored = await before
    if (!stored) return commitScope(context, scope, [store.scope], () => diffApply(store, { ...diff, rows }))
    const plan = planDiff(stored, { ...diff, rows })
    return commitScope(context, scope, [store.scope], () => applyPlanned(store, plan, diff))
  }
}
