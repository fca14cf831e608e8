import {
  type FetchPage,
  ListChangedError,
  PAGE_SIZE,
  type PageStream,
  type PageStreamOptions,
  streamPages,
} from './page-stream'

/** Reads of a list that changed while it was read, before the plain page-after-page read takes over. */
export const ATTEMPTS = 3

export interface FetchAllOptions extends PageStreamOptions {
  attempts?: number
}

/** Every row of a stream's pages, in list order. */
export async function collect<T>(stream: PageStream<T>): Promise<T[]> {
  const pages: T[][] = []
  for (let rows = await stream.page(0); rows !== null; rows = await stream.page(pages.length))
    pages.push(rows)
  return pages.flat()
}

/**
 * Every row of a paged list, read a few pages at a time (streamPages). A list that changed while it
 * was read is read again; after ATTEMPTS such reads it is read page after page from the rows already
 * read, as before the parallel read: a refresh must end, and the next one catches up.
 */
export async function fetchAll<T>(fetchPage: FetchPage<T>, options: FetchAllOptions = {}): Promise<T[]> {
  const attempts = options.attempts ?? ATTEMPTS
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await collect(streamPages(fetchPage, options))
    } catch (error) {
      if (!(error instanceof ListChangedError)) throw error
    }
  }
  return readInTurn(fetchPage, options.pageSize ?? PAGE_SIZE)
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
