import type { AddressListQuery } from '#api/list-query'
import type { CallOptions } from '#api/request'
import type { AddressRow } from '#db/rows'
import type { Address } from '#domain/entities/address'
import type { Page } from '#domain/entities/page'
import type { MirrorContext } from './context'
import type { DiffApplyResult } from './diff-apply'
import { mirrorList } from './mirror-list'
import { type FetchPage, type PageStream, streamPages } from './page-stream'

type ListAddresses = (query: AddressListQuery, options?: CallOptions) => Promise<Page<Address>>

/** The address book's pages as the mirror reads them: by ascending id, so a new row lands at the end. */
export function addressPages(list: ListAddresses, signal?: AbortSignal): FetchPage<Address> {
  return (offset, count) =>
    list({ offset, count, sorting: { field: 'id', direction: 'asc' } }, signal ? { signal } : {})
}

/**
 * The pages a login asked for before the sync started (worker/login-prefetch.ts), or, if that read
 * failed before its first page (a token the server refused, the network), a read of the mirror's own.
 */
export function orOwnRead<T>(early: PageStream<T>, own: () => PageStream<T>): PageStream<T> {
  let chosen: Promise<PageStream<T>> | undefined
  const pick = () => {
    chosen ??= early.page(0).then(
      () => early,
      () => own(),
    )
    return chosen
  }
  return {
    page: async (index) => (await pick()).page(index),
    arrival: async () => (await pick()).arrival(),
  }
}

/** The whole address book of the account: the book, the order form and the widgets read it offline. */
export function mirrorAddresses(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const fetchPage = addressPages((query, options) => api.addresses.list(query, options), signal)
  const early = context.takeLoginPages?.()
  return mirrorList(context, {
    scope: 'addresses',
    store: db.addressRows,
    account,
    keyOf: (row): [string, number] => [row.account, row.id],
    idOf: (row) => row.id,
    fetchPage,
    ...(early ? { stream: orOwnRead(early, () => streamPages(fetchPage)) } : {}),
    toRows: (addresses: readonly Address[]): AddressRow[] =>
      addresses.flatMap((address) =>
        // Every listed address has an id; an id-less one could not be keyed, so it is not kept.
        address.id === null ? [] : [{ account, id: address.id, address, pendingSeq: null }],
      ),
  })
}
