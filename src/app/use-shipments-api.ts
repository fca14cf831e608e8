import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { whenSettled } from '#db/queries/outbox'
import { keepShipmentDetail } from '#db/queries/shipments'
import { getKeptWaybill, keepWaybill } from '#db/queries/waybills'
import type { ShipmentsApi } from '#features/shipments/shipments-api'
import { isLocale } from '#i18n/locales'

/**
 * The shipment screens' outside world: the API for online calls, the replica for kept details and
 * waybills, the sync worker for archive pages and queued changes. Details and waybills are written
 * to the replica here, not handed to React, so every tab sees them and they open offline.
 */
export function useShipmentsApi(): ShipmentsApi {
  const { services } = useRouteContext({ from: '__root__' })
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'de'
  const account = services.account()

  return useMemo<ShipmentsApi>(
    () => ({
      account,
      locale,
      refreshArchive: (query) => services.sync.refresh('archive', query),
      syncStatus: () => services.sync.status(),
      subscribeSync: (listener) => services.sync.subscribe(listener),
      async loadDetail(key, list) {
        const detail = await services.api.shipments.get(key)
        await keepShipmentDetail(account, list, {
          ...detail,
          delivered: detail.delivered?.toString() ?? null,
        })
      },
      async waybill(key, onProgress) {
        const kept = await getKeptWaybill(account, key)
        if (kept) return kept
        const pdf = await services.api.shipments.downloadWaybill(key, onProgress ? { onProgress } : undefined)
        // Keeping it is a bonus: a full device must not cost the user the download itself.
        await keepWaybill(account, key, pdf).catch(() => undefined)
        return pdf
      },
      exportArchive: (query, onProgress) =>
        services.api.shipments.exportArchive(
          {
            sorting: query.sorting,
            filter: query.filter,
            ...(query.orderList ? { orderList: query.orderList } : {}),
            locale,
          },
          onProgress ? { onProgress } : undefined,
        ),
      queueEdit: async (key, edit) => ({ seq: await services.sync.queue('editShipment', { key, edit }) }),
      queuePodEmail: async (key, email) => ({
        seq: await services.sync.queue('requestPodEmail', { key, email }),
      }),
      settled: (seq, patienceMs) => whenSettled(account, seq, patienceMs),
    }),
    [services, account, locale],
  )
}
