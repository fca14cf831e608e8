import type { Page } from '#domain/entities/page'

/** The largest page asked for; a whole list is a few pages at most (10,000 addresses: ten). */
export const PAGE_SIZE = 1000
/**
 * Pages in flight at once after the first. Browsers open six connections to a host; the UI's own
 * calls and the other scopes need some, and more than four stopped paying on a two-core machine.
 */
export const CONCURRENCY = 4
/** Reads of a list that changed while it was read, before the plain page-after-page read takes over. */
export const ATTEMPTS = 3

export type FetchPage<T> = (offset: number, count: number) => Promise<Page<T>>

export interface FetchAllOptions {
  pageSize?: number
  concurrency?: number
  attempts?: number
}

interface Read<T> {
  rows: T[]
  /** Every page answered the same total and came back full: no row can have slipped between pages. */
  consistent: boolean
}

/**
 * Every row of a paged list, read by ascending id. The first page tells the total and how many rows
 * the server serves per page (it may serve fewer than asked); the other pages are then read a few at
 * a time and put in their places by offset, so ten pages cost about three round trips instead of ten.
 *
 * A row added meanwhile lands at the end, but a row deleted meanwhile shifts the later ones back
 * across a page boundary and one of them would be missed (and deleted from the replica). Every page
 * answers the list's total: when the pages disagree, or a page comes back short, the list changed
 * while it was read and it is read again. After ATTEMPTS such reads the list is read page after page
 * from the rows already read, as before the parallel read: a refresh must end, and the next one
 * catches up.
 */
export async function fetchAll<T>(fetchPage: FetchPage<T>, options: FetchAllOptions = {}): Promise<T[]> {
  const pageSize = options.pageSize ?? PAGE_SIZE
  const concurrency = options.concurrency ?? CONCURRENCY
  const attempts = options.attempts ?? ATTEMPTS
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const read = await readInParallel(fetchPage, pageSize, concurrency)
    if (read.consistent) return read.rows
  }
  return readInTurn(fetchPage, pageSize)
}

async function readInParallel<T>(
  fetchPage: FetchPage<T>,
  pageSize: number,
  concurrency: number,
): Promise<Read<T>> {
  const first = await fetchPage(0, pageSize)
  const served = first.items.length
  if (served === 0 || served >= first.total) return { rows: first.items, consistent: true }
  // Counted, not listed: a server claiming a huge total must not make a huge array.
  const pageCount = Math.ceil((first.total - served) / served)
  const pages: Page<T>[] = []
  let next = 0
  // Set by a page that shows the list changed (or by a failure): nothing more is asked for, as the
  // read is repeated (or abandoned) anyway. A server claiming a huge total thus costs a page or two.
  let settled = false
  let consistent = true
  const lane = async () => {
    while (!settled && next < pageCount) {
      const index = next++
      const offset = served * (index + 1)
      try {
        const page = await fetchPage(offset, served)
        pages[index] = page
        if (page.total !== first.total || page.items.length !== Math.min(served, first.total - offset)) {
          consistent = false
          settled = true
        }
      } catch (error) {
        settled = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, pageCount) }, lane))
  if (!consistent) return { rows: [], consistent }
  return { rows: [first, ...pages].flatMap((page) => page.items), consistent }
}

/** The plain read: each page from the count of rows read so far, until the total or an empty page. */
async function readInTurn<T>(fetchPage: FetchPage<T>, pageSize: number): Promise<T[]> {
  const rows: T[] = []
  for (;;) {
    const page = await fetchPage(rows.length, pageSize)
    rows.push(...page.items)
    if (page.items.length === 0 || rows.length >= page.total) return rows
  }
}
