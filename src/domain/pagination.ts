export const PER_PAGE_OPTIONS = [20, 50, 100] as const
export type PerPage = (typeof PER_PAGE_OPTIONS)[number]
export const DEFAULT_PER_PAGE: PerPage = 20
/** Pages are counted from 0. */
export const FIRST_PAGE = 0

/**
 * The spec disables Next when page ≥ floor(total / perPage). Taken literally, a total that is an
 * exact multiple (40 at 20 per page) lets Next open an empty page 2; Next is therefore also
 * disabled when the following page would be empty. Every page the spec disables stays disabled.
 */
export function nextDisabled(page: number, total: number, perPage: number): boolean {
  if (perPage <= 0) return true
  const lastPage = Math.ceil(total / perPage) - 1
  return page >= Math.floor(total / perPage) || page >= lastPage
}

export function prevDisabled(page: number): boolean {
  return page <= FIRST_PAGE
}

export function offsetOf(page: number, perPage: number): number {
  return page * perPage
}

export interface EntryRange {
  /** 1-based index of the first entry shown, 0 when none. */
  start: number
  /** 1-based index of the last entry shown, 0 when none. */
  end: number
}

/** For 'Entry {start} - {end} of {total}'; a page with nothing on it reads 0 - 0. */
export function entryRange(page: number, perPage: number, total: number): EntryRange {
  const offset = offsetOf(page, perPage)
  if (total <= 0 || perPage <= 0 || offset >= total || offset < 0) return { start: 0, end: 0 }
  return { start: offset + 1, end: Math.min(offset + perPage, total) }
}

/** The page to show for `total` entries: the same one, or the last that still has entries once the list shrank. */
export function pageWithin(page: number, total: number, perPage: number): number {
  if (perPage <= 0 || total <= 0) return FIRST_PAGE
  return Math.min(page, Math.ceil(total / perPage) - 1)
}
