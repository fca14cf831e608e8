import { useEffect, useMemo, useState } from 'react'
import { useAddressBookHead, useAddressesWhen } from '#db/queries/addresses'
import type { AccountId, AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import { offsetOf, type PerPage } from '#domain/pagination'
import { createNarrowingFilter, type Matches, type RowIndexSpec } from '#domain/row-index'
import { useRowIndex } from '#ui/use-row-index'
import {
  type AddressFilter,
  addressFilterTest,
  companyNames,
  filterNarrows,
  type IndexedAddress,
  indexAddress,
  isFilterActive,
} from './address-filter'

export interface AddressBookView {
  loading: boolean
  /** null while the book is still being counted: its first page is shown before the whole is read. */
  total: number | null
  page: Address[]
  pendingIds: Set<number>
}

/** What the filter's prepared texts are made of: a row with the same keeps them. */
const sourceOf = ({ id, address }: AddressRow) =>
  `${id}\u0001${address.name}\u0001${address.street}\u0001${address.location}`

export const ADDRESS_BOOK_INDEX: RowIndexSpec<AddressRow, IndexedAddress> = {
  keyOf: (row) => row.id,
  sourceOf,
  prepare: (row) => indexAddress(row.address, row.id),
  refresh: (entry, row) => ({ ...entry, address: row.address }),
}

/**
 * The rows in the book's ascending order: by id, those created offline (temporary ids −seq) after
 * every saved one, the later queued above the earlier. The replica reads them by id, so this only
 * moves the negative ids to the end unless they come otherwise.
 */
export function inBookOrder(rows: readonly AddressRow[]): AddressRow[] {
  const saved: AddressRow[] = []
  const createdOffline: AddressRow[] = []
  let sorted = true
  let lastId = Number.NEGATIVE_INFINITY
  for (const row of rows) {
    if (row.id < lastId) sorted = false
    lastId = row.id
    if (row.id < 0) createdOffline.push(row)
    else saved.push(row)
  }
  if (!sorted) {
    saved.sort((a, b) => a.id - b.id)
    createdOffline.sort((a, b) => a.id - b.id)
  }
  return [...saved, ...createdOffline.reverse()]
}

/**
 * The address book from the replica: filtered and paged in memory, live across tabs. The rows are
 * prepared once into an index in the book's order (useRowIndex: in slices for a long book, kept in
 * step with the replica's changes), so a keystroke only compares prepared texts, and only the last
 * matches when it narrows the filter; the order needs no sort per keystroke (npm run bench).
 */
export function useAddressBook(
  account: AccountId,
  filter: AddressFilter,
  direction: 'asc' | 'desc',
  page: number,
  perPage: PerPage,
): AddressBookView {
  const unfiltered = !isFilterActive(filter)
  // A long book (100,000 rows) takes a second to read whole, and copying its rows in holds the main
  // thread: its first page, unfiltered, is read from one end of the replica and painted first, and
  // the whole book is asked for after that paint, while the pager counts.
  // Kept per account: after a switch, the next account's book is also headed first.
  const [wholeWantedFor, setWholeWantedFor] = useState<AccountId | null>(null)
  const wholeWanted = wholeWantedFor === account
  const rows = useAddressesWhen(account, wholeWanted)
  const head = useAddressBookHead(
    account,
    direction,
    rows === undefined && unfiltered && page === 0 ? perPage : 0,
  )
  useEffect(() => {
    if (wholeWanted || head === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setWholeWantedFor(account), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [head, wholeWanted, account])
  const ordered = useMemo(() => (rows ? inBookOrder(rows) : undefined), [rows])
  const index = useRowIndex(ordered, ADDRESS_BOOK_INDEX)
  const pendingIds = useMemo(
    () => new Set((rows ?? head ?? []).filter((row) => row.pendingSeq !== null).map((row) => row.id)),
    [rows, head],
  )
  // The names joined for the company filter's look over the whole book, in a task of its own after
  // the index, not in the first keystroke (at 100,000 rows it takes a few milliseconds).
  useEffect(() => {
    if (!index) return
    const timer = setTimeout(() => companyNames(index.entries), 0)
    return () => clearTimeout(timer)
  }, [index])
  const search = useMemo(() => createNarrowingFilter(addressFilterTest, filterNarrows), [])
  const found = useMemo(() => (index ? search(index.entries, filter) : undefined), [index, search, filter])
  return useMemo(() => {
    if (!found) {
      // Unfiltered, the book's order is the page: the rows are shown before their index is built.
      if (ordered && unfiltered)
        return pageOf(ordered, (row) => row.address, direction, page, perPage, pendingIds)
      if (head && head.length > 0 && rows === undefined) {
        return { loading: false, total: null, page: head.map((row) => row.address), pendingIds }
      }
      return { loading: true, total: 0, page: [], pendingIds }
    }
    return pageOf(found, (entry) => entry.address, direction, page, perPage, pendingIds)
  }, [found, ordered, unfiltered, head, rows, direction, page, perPage, pendingIds])
}

/** One page of the book's rows (in ascending order) as the view shows it, in the given direction. */
function pageOf<T>(
  inOrder: Matches<T>,
  addressOf: (item: T) => Address,
  direction: 'asc' | 'desc',
  page: number,
  perPage: PerPage,
  pendingIds: Set<number>,
): AddressBookView {
  const start = offsetOf(page, perPage)
  const shown: Address[] = []
  for (let at = start; at < Math.min(inOrder.length, start + perPage); at++) {
    const item = direction === 'asc' ? inOrder.at(at) : inOrder.at(inOrder.length - 1 - at)
    if (item !== undefined) shown.push(addressOf(item))
  }
  return { loading: false, total: inOrder.length, page: shown, pendingIds }
}
