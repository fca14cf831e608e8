import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { whenSettled } from '#db/queries/outbox'
import { type SessionDeps, useSessionAdapter } from '#services/use-session-adapter'
import type { StandingOrdersApi } from './standing-orders-api'

interface StandingOrdersApiDeps extends Omit<SessionDeps, 'api' | 'sync'> {
  api: Pick<SessionDeps['api'], 'standingOrders'>
  sync: Pick<SessionDeps['sync'], 'status' | 'subscribe'>
  replica?: PortalDatabase
}

/**
 * The standing-orders screen's outside world. The list itself is the replica (the sync worker
 * mirrors every order); here are the export, which needs the network, in the portal's language,
 * and the rename, which goes through the change queue so it works offline and is sent once.
 */
export function createStandingOrdersApi({
  account,
  locale,
  api,
  sync,
  queue,
  replica = db,
}: StandingOrdersApiDeps): StandingOrdersApi {
  return {
    account,
    locale,
    syncStatus: () => sync.status(),
    subscribeSync: (listener) => sync.subscribe(listener),
    exportOrders: (query, onProgress) =>
      api.standingOrders.export(
        {
          sorting: query.sorting,
          filter: query.filter,
          ...(query.orderList && query.orderList.length > 0 ? { orderList: query.orderList } : {}),
          count: query.count,
          locale,
        },
        onProgress ? { onProgress } : undefined,
      ),
    queueRename: async (key, customerName) => ({
      seq: await queue('renameStandingOrder', { key, customerName }),
    }),
    settled: (seq, patienceMs) => whenSettled(account, seq, patienceMs, replica),
  }
}

/**
 * The StandingOrdersApi of the session, in the portal's language: the route provides it, the screens read
 * it with useStandingOrdersApi.
 */
export function useStandingOrdersAdapter(): StandingOrdersApi {
  return useSessionAdapter(createStandingOrdersApi)
}
