import { reachability } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { whenSettled } from '#db/queries/outbox'
import { getPodRequestsOfDay } from '#db/queries/pod-requests'
import { getShipmentList, getShipmentsByKey, keepShipmentDetail } from '#db/queries/shipments'
import { getKeptWaybill, getKeptWaybillKeys, keepWaybill } from '#db/queries/waybills'
import { BULK_POD_MAX, zurichDayOf } from '#domain/shipments/bulk-pod'
import { ARCHIVE_DEFAULT_SORTING, queryShipments } from '#domain/shipments/shipment-query'
import { type SessionDeps, useSessionAdapter } from '#services/use-session-adapter'
import type { PodCandidates, PodScope, ShipmentsApi } from './shipments-api'

interface ShipmentsApiDeps extends Omit<SessionDeps, 'api' | 'sync'> {
  api: Pick<SessionDeps['api'], 'shipments'>
  sync: Pick<SessionDeps['sync'], 'refresh' | 'release' | 'status' | 'subscribe' | 'queueBatch'>
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
  /**
   * Selected rows are on screen, so in the replica. A range asks the server for up to the cap (its
   * total says when more match); unreachable, the archived rows kept here stand in, marked so.
   */
  async function podCandidates(scope: PodScope): Promise<PodCandidates> {
    if (scope.kind === 'selected') {
      const rows = await getShipmentsByKey(account, scope.keys, replica)
      return { shipments: rows.map((row) => row.item), total: rows.length, keptOnly: false }
    }
    const filter = { ...scope.filter, from: scope.from, to: scope.to }
    try {
      const page = await api.shipments.listArchive({
        count: BULK_POD_MAX,
        offset: 0,
        sorting: ARCHIVE_DEFAULT_SORTING,
        filter,
      })
      return { shipments: page.items, total: page.total, keptOnly: false }
    } catch (error) {
      if (reachability(error) === null) throw error
      const kept = await getShipmentList(account, 'archive', replica)
      const items = queryShipments(
        kept.map((row) => row.item),
        filter,
        ARCHIVE_DEFAULT_SORTING,
        'archive',
      )
      return { shipments: items, total: items.length, keptOnly: true }
    }
  }

  return {
    account,
    locale,
    refreshArchive: (query) => sync.refresh('archive', query),
    releaseArchive: () => sync.release('archive'),
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
    keptWaybillKeys: (keys) => getKeptWaybillKeys(account, keys, replica),
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
    podCandidates: (scope) => podCandidates(scope),
    podRequestsOfToday: () =>
      getPodRequestsOfDay(account, zurichDayOf(new Date().toISOString()) ?? '', replica),
    queuePodBatch: (keys, email) =>
      sync.queueBatch(
        keys.map((key) => ({ kind: 'requestPodEmail' as const, input: { key, email } })),
        { label: email },
      ),
  }
}

/**
 * The ShipmentsApi of the session, in the portal's language: the route provides it, the screens read
 * it with useShipmentsApi.
 */
export function useShipmentsAdapter(): ShipmentsApi {
  return useSessionAdapter(createShipmentsApi)
}
