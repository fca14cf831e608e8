import type { PortalDatabase } from '#db/database'
import type { AccountId, AddressRow } from '#db/rows'
import { accountRead } from './account-read'

/** The address book's rows in the replica, only ever the given account's (pending ones included). */

/** One address; null once known to be absent (live: undefined while loading). */
export const [getAddress, useAddress] = accountRead(
  async (replica, account, id: number): Promise<AddressRow | null> =>
    (await replica.addressRows.get([account, id])) ?? null,
)

const readBook = (replica: PortalDatabase, account: AccountId): Promise<AddressRow[]> =>
  replica.addressRows.toArray(account)

/** The whole address book, live across tabs and the sync worker; undefined while loading. */
export const [getAddresses, useAddresses] = accountRead(readBook)

/**
 * The whole address book as useAddresses reads it, once `wanted` (undefined until then): a long
 * book's read blocks the main thread while its rows are copied in, so the address book asks for it
 * after its first page is painted (useAddressBook).
 */
export const [, useAddressesWhen] = accountRead(
  async (replica, account, wanted: boolean): Promise<AddressRow[] | undefined> =>
    wanted ? readBook(replica, account) : undefined,
)

/**
 * The first `count` rows of the address book in the order it shows them (newest first, or oldest
 * first), read block by block from one end: what a long book shows at once, before the whole of it
 * is read (useAddressBook). Oldest first lists the saved rows by id, then those created offline
 * (−1, −2, …); newest first is the reverse, as getNewestAddresses reads it. A count of 0 reads nothing.
 */
export const [getAddressBookHead, useAddressBookHead] = accountRead(
  async (replica, account: AccountId, direction: 'asc' | 'desc', count: number): Promise<AddressRow[]> => {
    if (count <= 0) return []
    if (direction === 'desc') return getNewestAddresses(account, count, replica)
    const saved = await replica.addressRows.oldestSaved(account, count)
    if (saved.length >= count) return saved
    // Few, and the ones shown first (−1, −2, …) are the last in key order: all of them are read.
    const createdOffline = await replica.addressRows.createdOffline(account, Number.POSITIVE_INFINITY)
    return [...saved, ...createdOffline.reverse()].slice(0, count)
  },
)

/**
 * The account's newest addresses, newest first: those created offline (temporary ids −seq, the
 * highest seq newest) before the saved ones by descending id, as the server's `sorting id desc`
 * lists them. Read block by block from either end, so the dashboard's three never load the whole address book.
 */
export const [getNewestAddresses, useNewestAddresses] = accountRead(
  async (replica, account: AccountId, count: number): Promise<AddressRow[]> => {
    const [createdOffline, saved] = await Promise.all([
      replica.addressRows.createdOffline(account, count),
      replica.addressRows.newestSaved(account, count),
    ])
    return [...createdOffline, ...saved].slice(0, count)
  },
)
