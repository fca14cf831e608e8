import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { lastSuccessKey, type Scope } from '#db/meta-keys'
import type { AccountId } from '#db/rows'

/**
 * When a scope's data last arrived for the account, as an ISO instant; null when it never did on
 * this device. Read from the replica, so every tab agrees.
 */
export async function getLastSuccess(
  account: AccountId,
  scope: Scope,
  replica: PortalDatabase = db,
): Promise<string | null> {
  return (await replica.meta.get([account, lastSuccessKey(scope)]))?.value ?? null
}

/** Live; undefined while loading, which must look different from null ("never loaded here"). */
export function useLastSuccess(
  account: AccountId,
  scope: Scope,
  replica: PortalDatabase = db,
): string | null | undefined {
  return useLiveQuery(() => getLastSuccess(account, scope, replica), [account, scope, replica])
}
