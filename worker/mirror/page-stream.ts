import type { Page } from '#domain/entities/page'

/** The largest page asked for; a whole list is a few pages at most (10,000 addresses: ten). */
export const PAGE_SIZE = 1000
/**
 * Pages in flight at once after the first. Browsers open six connections to a host; the UI's own
 * calls and the other scopes need some, and more than four stopped paying on a two-core machine.
 */
export const CONCURRENCY = 4

export type FetchPage<T> = (offset: number, count: number) => Promise<Page<T>>

export interface PageStreamOptions {
  pageSize?: number
  concurrency?: number
  /**
   * Pages asked for at once at the start, before the first tells the total (at most `concurrency`).
   * A list known to be long (the address book at a login) saves a round trip; the guesses are at
   * `pageSize` steps, so they count only when the server serves full pages, and a guess past the end
   * costs an empty page.
   */
  firstRound?: number
}

/** The pages disagreed on the list's total, or one came back short: the list changed while read. */
export class ListChangedError extends Error {
  constructor() {
    super('The list changed while it was read')
    this.name = 'ListChangedError'
  }
}

/** One read of a paged list, its pages in list order as they arrive. */
export interface PageStream<T> {
  /**
   * The rows of the page at this index (0 is the first), once it is in; null past the last page.
   * Asking again answers the same. Rejects when a page failed (the API's error) or the list changed
   * while it was read (ListChangedError); pages that came in before a failure are still answered.
   */
  page(index: number): Promise<T[] | null>
  /**
   * The next page to arrive that this method has not answered yet, whatever its place in the list
   * (a writer that does not care for order need not wait for a slow page ahead of a fast one); null
   * once every page was answered. Rejects as `page` does.
   */
  arrival(): Promise<{ index: number; rows: T[] } | null>
}

interface Slot<T> {
  promise: Promise<T[]>
  resolve: (rows: T[]) => void
  reject: (error: unknown) => void
}

function slot<T>(): Slot<T> {
  let resolve: (rows: T[]) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T[]>((yes, no) => {
    resolve = yes
    reject = no
  })
  // A page nobody asks for after a failure must not surface as an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}

/**
 * Reads a paged list by ascending id: the first page alone, as it tells the total and how many rows
 * the server serves per page (it may serve fewer than asked), then the others a few at a time, so
 * ten pages cost about three round trips instead of ten.
 *
 * A row added meanwhile lands at the end, but a row deleted meanwhile shifts the later ones back
 * across a page boundary, and one of them would be missed (and deleted from the replica). Every page
 * answers the list's total: when the pages disagree, or a page comes back short, the read fails with
 * ListChangedError. After a failure nothing more is asked for, so a server claiming a huge total
 * costs a page or two.
 */
export function streamPages<T>(fetchPage: FetchPage<T>, options: PageStreamOptions = {}): PageStream<T> {
  const pageSize = options.pageSize ?? PAGE_SIZE
  const concurrency = options.concurrency ?? CONCURRENCY
  const slots: Slot<T>[] = []
  const slotAt = (index: number): Slot<T> => {
    slots[index] ??= slot()
    return slots[index]
  }
  // Known once the first page is in; until then the reader waits on page 0.
  let pageCount = Number.POSITIVE_INFINITY
  let failure: { error: unknown } | null = null
  // Indexes of the pages in, in the order they came; `handedOut` of them went to arrival().
  const arrived: number[] = []
  let handedOut = 0
  let wake: () => void = () => {}
  const arrive = (index: number, rows: T[]) => {
    slotAt(index).resolve(rows)
    arrived.push(index)
    wake()
  }
  const fail = (error: unknown) => {
    failure ??= { error }
    for (const pending of slots) pending?.reject(failure.error)
    wake()
  }

  const read = async () => {
    const firstPage = fetchPage(0, pageSize)
    const guesses = Array.from(
      { length: Math.min(options.firstRound ?? 1, concurrency + 1) - 1 },
      (_, at) => {
        const guess = fetchPage(pageSize * (at + 1), pageSize)
        // A guess that turns out not to be needed must not surface as an unhandled rejection.
        guess.catch(() => {})
        return guess
      },
    )
    const first = await firstPage
    const served = first.items.length
    pageCount = served === 0 || served >= first.total ? 1 : 1 + Math.ceil((first.total - served) / served)
    arrive(0, first.items)
    // The guesses are at the offsets of full pages: a server that served fewer makes them useless.
    const guessed = served === pageSize ? guesses : []
    let next = 1
    const lane = async () => {
      while (!failure && next < pageCount) {
        const index = next++
        const offset = served * index
        let page: Page<T>
        try {
          page = await (guessed[index - 1] ?? fetchPage(offset, served))
        } catch (error) {
          fail(error)
          return
        }
        if (page.total !== first.total || page.items.length !== Math.min(served, first.total - offset)) {
          fail(new ListChangedError())
          return
        }
        arrive(index, page.items)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, pageCount - 1) }, lane))
  }
  read().catch(fail)

  return {
    async page(index) {
      // How many pages there are is known once the first is in.
      if (index > 0) await slotAt(0).promise
      if (index >= pageCount) return null
      const current = slotAt(index)
      if (failure) current.reject(failure.error)
      return current.promise
    },
    async arrival() {
      for (;;) {
        if (failure) throw failure.error
        const index = arrived[handedOut]
        if (index !== undefined) {
          handedOut++
          return { index, rows: await slotAt(index).promise }
        }
        if (handedOut >= pageCount) return null
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    },
  }
}
