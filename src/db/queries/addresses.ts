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
  return (await replica.addresses.get([account, id])) ?? null
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
  return replica.addresses.where('account').equals(account).toArray()
}

/** The whole address book, live across tabs and the sync worker; undefined while loading. */
export function useAddresses(account: AccountId, replica: PortalDatabase = db): AddressRow[] | undefined {
  return useLiveQuery(() => getAddresses(account, replica), [account, replica])
}
