import type { StandingOrderRow } from '#db/rows'
import { accountRead } from './account-read'

export const [getStandingOrder] = accountRead(
  async (replica, account, key: number): Promise<StandingOrderRow | null> =>
    (await replica.standingOrders.get([account, key])) ?? null,
)

/** The account's standing orders, in key order (live: undefined while loading). */
export const [getStandingOrders, useStandingOrders] = accountRead(
  (replica, account): Promise<StandingOrderRow[]> =>
    replica.standingOrders.where('account').equals(account).toArray(),
)
