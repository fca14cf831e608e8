import type { AccountId, AddressRow } from '#db/rows'
import { accountRead } from './account-read'

/** The address book's rows in the replica, only ever the given account's (pending ones included). */

/** One address; null once known to be absent (live: undefined while loading). */
export const [getAddress, useAddress] = accountRead(
  async (replica, account, id: number): Promise<AddressRow | null> =>
    (await replica.addressRows.get([account, id])) ?? null,
)

/** The whole address book, live across tabs and the sync worker; undefined while loading. */
export const [getAddresses, useAddresses] = accountRead(
  (replica, account): Promise<AddressRow[]> => replica.addressRows.toArray(account),
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
