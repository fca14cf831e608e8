import type { AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import type { MirrorContext } from './context'
import type { DiffApplyResult } from './diff-apply'
import { mirrorList } from './mirror-list'

/** The whole address book of the account: the book, the order form and the widgets read it offline. */
export function mirrorAddresses(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  return mirrorList(context, {
    scope: 'addresses',
    store: db.addressRows,
    account,
    keyOf: (row): [string, number] => [row.account, row.id],
    fetchPage: (offset, count) =>
      api.addresses.list({ offset, count, sorting: { field: 'id', direction: 'asc' } }, { signal }),
    toRows: (addresses: readonly Address[]): AddressRow[] =>
      addresses.flatMap((address) =>
        // Every listed address has an id; an id-less one could not be keyed, so it is not kept.
        address.id === null ? [] : [{ account, id: address.id, address, pendingSeq: null }],
      ),
  })
}
