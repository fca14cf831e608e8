import type { PackagingRow } from '#db/rows'
import { accountRead } from './account-read'

/** The packaging types offered to the account, in id order (live: undefined while loading). */
export const [getPackaging, usePackaging] = accountRead(
  (replica, account): Promise<PackagingRow[]> => replica.packaging.where('account').equals(account).toArray(),
)
