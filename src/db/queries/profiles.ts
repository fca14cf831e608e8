import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, ProfileRow } from '#db/rows'

/** The account's profile as last mirrored, or null when it never was on this device. */
export async function getProfile(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<ProfileRow | null> {
  return (await replica.profiles.get(account)) ?? null
}

/** Live; undefined while loading. */
export function useProfile(account: AccountId, replica: PortalDatabase = db): ProfileRow | null | undefined {
  return useLiveQuery(() => getProfile(account, replica), [account, replica])
}
