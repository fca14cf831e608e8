import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { whenSettled } from '#db/queries/outbox'
import { keepShipmentDetail } from '#db/queries/shipments'
import { getKeptWaybill, keepWaybill } from '#db/queries/waybills'
import { type SessionDeps, useSessionAdapter } from '#services/use-session-adapter'
import type { ShipmentsApi } from './shipments-api'

interface ShipmentsApiDeps extends Omit<SessionDeps, 'api' | 'sync'> {
  api: Pick<SessionDeps['api'], 'shipments'>
  sync: Pick<SessionDeps['sync'], 'refresh' | 'status' | 'subscribe'>
  replica?: PortalDatabase
}

/**
 * The shipment screens' outside world: the API for online calls, the replica for kept details and
 * waybills, the sync worker for archive pages and queued changes. Details and waybills are written
 * to the replica here, not handed to React, so every tab sees them and they open offline. A
 * malformed answer is thrown before anything is written: the replica keeps its last good copy.
 */
export function createShipmentsApi({
  account,
  locale,
  api,
  sync,
  queue,
  replica = db,
}: ShipmentsApiDeps): ShipmentsApi {
  return {
    account,
    locale,
    refreshArchive: (query) => sync.refresh('archive', query),
    syncStatus: () => sync.status(),
    subscribeSync: (listener) => sync.subscribe(listener),
    async loadDetail(key, list) {
      const detail = await api.shipments.get(key)
      await keepShipmentDetail(
        account,
        list,
        { ...detail, delivered: detail.delivered?.toString() ?? null },
        replica,
      )
    },
    async waybill(key, onProgress) {
      const kept = await getKeptWaybill(account, key, replica)
      if (kept) return kept
      const pdf = await api.shipments.downloadWaybill(key, onProgress ? { onProgress } : undefined)
      // Keeping it is a bonus: a full device must not cost the user the download itself.
      await keepWaybill(account, key, pdf, replica).catch(() => undefined)
      return pdf
    },
    exportArchive: (query, onProgress) =>
      api.shipments.exportArchive(
        {
          sorting: query.sorting,
          filter: query.filter,
          ...(query.orderList ? { orderList: query.orderList } : {}),
          locale,
        },
        onProgress ? { onProgress } : undefined,
      ),
    queueEdit: async (key, edit) => ({ seq: await queue('editShipment', { key, edit }) }),
    queuePodEmail: async (key, email) => ({ seq: await queue('requestPodEmail', { key, email }) }),
    settled: (seq, patienceMs) => whenSettled(account, seq, patienceMs, replica),
  }
}

/**
 * The ShipmentsApi of the session, in the portal's language: the route provides it, the screens read
 * it with useShipmentsApi.
 */
export function useShipmentsAdapter(): ShipmentsApi {
  return useSessionAdapter(createShipmentsApi)
}
