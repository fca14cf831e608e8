import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, PackagingRow } from '#db/rows'

/** The packaging types offered to the account, in id order. */
export function getPackaging(account: AccountId, replica: PortalDatabase = db): Promise<PackagingRow[]> {
  return replica.packaging.where('account').equals(account).toArray()
}

/** Live; undefined while loading. */
export function usePackaging(account: AccountId, replica: PortalDatabase = db): PackagingRow[] | undefined {
  return useLiveQuery(() => getPackaging(account, replica), [account, replica])
}
