import { useMemo } from 'react'
import type { createApi } from '#api/create-api'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { whenSettled } from '#db/queries/outbox'
import type { AccountId } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import { useLocale } from '#i18n/use-locale'
import type { SyncClient } from '#services/sync-client'
import { type QueueChange, useQueue } from '#services/use-queue'
import { useServices } from '#services/use-services'
import type { StandingOrdersApi } from './standing-orders-api'

interface StandingOrdersApiDeps {
  account: AccountId
  locale: Locale
  api: Pick<ReturnType<typeof createApi>, 'standingOrders'>
  sync: Pick<SyncClient, 'status' | 'subscribe'>
  /** The one queue every kind of change goes through (useQueue). */
  queue: QueueChange
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
  const services = useServices()
  const locale = useLocale()
  const account = services.account()
  const queue = useQueue()
  return useMemo(
    () => createStandingOrdersApi({ account, locale, api: services.api, sync: services.sync, queue }),
    [services, account, locale, queue],
  )
}
