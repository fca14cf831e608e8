import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { db } from '../../db/instance'
import type { AccountId } from '../../db/rows'
import type { Address } from '../../domain/entities'
import { offsetOf, type PerPage } from '../../domain/pagination'
import { type AddressFilter, matchesFilter } from './address-filter'

export interface AddressBookView {
  loading: boolean
  total: number
  page: Address[]
  pendingIds: Set<number>
}

/**
 * An address created offline carries a temporary negative id (−seq) until the server numbers it:
 * it sorts as the newest, later queued ones above earlier ones.
 */
function sortKey(id: number): number {
  return id < 0 ? Number.MAX_SAFE_INTEGER / 2 - id : id
}

/** The address book from the replica: filtered, sorted by id and paged in memory, live across tabs. */
export function useAddressBook(
  account: AccountId,
  filter: AddressFilter,
  direction: 'asc' | 'desc',
  page: number,
  perPage: PerPage,
): AddressBookView {
  const rows = useLiveQuery(() => db.addresses.where('account').equals(account).toArray(), [account])
  return useMemo(() => {
    if (!rows) return { loading: true, total: 0, page: [], pendingIds: new Set<number>() }
    const sign = direction === 'asc' ? 1 : -1
    const matching = rows
      .filter((row) => matchesFilter(row.address, filter))
      .sort((a, b) => sign * (sortKey(a.id) - sortKey(b.id)))
    const start = offsetOf(page, perPage)
    return {
      loading: false,
      total: matching.length,
      page: matching.slice(start, start + perPage).map((row) => row.address),
      pendingIds: new Set(rows.filter((row) => row.pendingSeq !== null).map((row) => row.id)),
    }
  }, [rows, filter, direction, page, perPage])
}
