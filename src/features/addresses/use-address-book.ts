import { useMemo } from 'react'
import { useAddresses } from '#db/queries/addresses'
import type { AccountId, AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import { offsetOf, type PerPage } from '#domain/pagination'
import { createNarrowingFilter, type RowIndexSpec } from '#domain/row-index'
import { useRowIndex } from '#ui/use-row-index'
import {
  type AddressFilter,
  filterNarrows,
  type IndexedAddress,
  indexAddress,
  matchesIndexed,
} from './address-filter'

export interface AddressBookView {
  loading: boolean
  total: number
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
  const rows = useAddresses(account)
  const ordered = useMemo(() => (rows ? inBookOrder(rows) : undefined), [rows])
  const index = useRowIndex(ordered, ADDRESS_BOOK_INDEX)
  const pendingIds = useMemo(
    () => new Set((rows ?? []).filter((row) => row.pendingSeq !== null).map((row) => row.id)),
    [rows],
  )
  const search = useMemo(() => createNarrowingFilter(matchesIndexed, filterNarrows), [])
  const found = useMemo(() => (index ? search(index.entries, filter) : undefined), [index, search, filter])
  return useMemo(() => {
    if (!found) return { loading: true, total: 0, page: [], pendingIds }
    const start = offsetOf(page, perPage)
    const shown: Address[] = []
    for (let at = start; at < Math.min(found.length, start + perPage); at++) {
      const entry = direction === 'asc' ? found[at] : found[found.length - 1 - at]
      if (entry) shown.push(entry.address)
    }
    return { loading: false, total: found.length, page: shown, pendingIds }
  }, [found, direction, page, perPage, pendingIds])
}
