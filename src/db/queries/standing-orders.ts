import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, StandingOrderRow } from '#db/rows'

export async function getStandingOrder(
  account: AccountId,
  key: number,
  replica: PortalDatabase = db,
): Promise<StandingOrderRow | null> {
  return (await replica.standingOrders.get([account, key])) ?? null
}

/** The account's standing orders, in key order. */
export function getStandingOrders(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<StandingOrderRow[]> {
  return replica.standingOrders.where('account').equals(account).toArray()
}

/** Live; undefined while loading. */
export function useStandingOrders(
  account: AccountId,
  replica: PortalDatabase = db,
): StandingOrderRow[] | undefined {
  return useLiveQuery(() => getStandingOrders(account, replica), [account, replica])
}
