import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, AddressRow } from '#db/rows'

/** The address book's rows in the replica, only ever the given account's (pending ones included). */

export async function getAddress(
  account: AccountId,
  id: number,
  replica: PortalDatabase = db,
): Promise<AddressRow | null> {
  return (await replica.addressRows.get([account, id])) ?? null
}

/** One address, live; null once known to be absent, undefined while loading. */
export function useAddress(
  account: AccountId,
  id: number,
  replica: PortalDatabase = db,
): AddressRow | null | undefined {
  return useLiveQuery(() => getAddress(account, id, replica), [account, id, replica])
}

export function getAddresses(account: AccountId, replica: PortalDatabase = db): Promise<AddressRow[]> {
  return replica.addressRows.toArray(account)
}

/** The whole address book, live across tabs and the sync worker; undefined while loading. */
export function useAddresses(account: AccountId, replica: PortalDatabase = db): AddressRow[] | undefined {
  return useLiveQuery(() => getAddresses(account, replica), [account, replica])
}

/**
 * The account's newest addresses, newest first: those created offline (temporary ids −seq, the
 * highest seq newest) before the saved ones by descending id, as the server's `sorting id desc`
 * lists them. Read block by block from either end, so the dashboard's three never load the whole address book.
 */
export async function getNewestAddresses(
  account: AccountId,
  count: number,
  replica: PortalDatabase = db,
): Promise<AddressRow[]> {
  const [createdOffline, saved] = await Promise.all([
    replica.addressRows.createdOffline(account, count),
    replica.addressRows.newestSaved(account, count),
  ])
  return [...createdOffline, ...saved].slice(0, count)
}

/** The newest addresses, live; undefined while loading. */
export function useNewestAddresses(
  account: AccountId,
  count: number,
  replica: PortalDatabase = db,
): AddressRow[] | undefined {
  return useLiveQuery(() => getNewestAddresses(account, count, replica), [account, count, replica])
}
