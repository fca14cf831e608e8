import type { AddressRow } from '#db/rows'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply } from './diff-apply'
import { fetchAll } from './fetch-all'

/** The whole address book of the account: the book, the order form and the widgets read it offline. */
export async function mirrorAddresses(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const addresses = await fetchAll((offset, count) =>
    api.addresses.list({ offset, count, sorting: { field: 'id', direction: 'asc' } }, { signal }),
  )
  const rows: AddressRow[] = addresses.flatMap((address) =>
    // Every listed address has an id; an id-less one could not be keyed, so it is not kept.
    address.id === null ? [] : [{ account, id: address.id, address, pendingSeq: null }],
  )
  return commitScope(context, 'addresses', [db.addresses], () =>
    diffApply(db.addresses, { account, rows, keyOf: (row): [string, number] => [row.account, row.id] }),
  )
}
