import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { ShipmentRow } from '#db/rows'
import type { StoredListItem } from '#domain/shipments/shipment-query'
import { listItem } from '#domain/shipments/testing-items'
import { type ShipmentsApi, ShipmentsApiContext } from '#features/shipments/shipments-api'
import { idleListApi } from '#testing/list-api-fakes'
import { renderWithRouter } from '#testing/render'

export const ACCOUNT = 'anna'

/** A ShipmentsApi whose every call is a spy; details are not fetched unless a test says so. */
export function fakeShipmentsApi(overrides: Partial<ShipmentsApi> = {}): ShipmentsApi {
  return {
    ...idleListApi(ACCOUNT),
    refreshArchive: vi.fn(),
    releaseArchive: vi.fn(),
    loadDetail: vi.fn(async () => undefined),
    waybill: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    keptWaybillKeys: vi.fn(async () => new Set<number>()),
    exportArchive: vi.fn(async () => new Blob(['PK'])),
    queueEdit: vi.fn(async () => ({ seq: 1 })),
    queuePodEmail: vi.fn(async () => ({ seq: 2 })),
    settled: vi.fn(async () => ({ status: 'sent' as const })),
    podCandidates: vi.fn(async () => ({ shipments: [], total: 0, keptOnly: false })),
    podRequestsOfToday: vi.fn(async () => new Set<string>()),
    queuePodBatch: vi.fn(async () => ({ batch: 'batch-1', seqs: [] })),
    ...overrides,
  }
}

export function shipmentRow(
  list: ShipmentRow['list'],
  overrides: Partial<StoredListItem> = {},
  account = ACCOUNT,
): ShipmentRow {
  const item = listItem(overrides)
  return { account, key: item.key, list, item, detail: null, pendingSeq: null }
}

export function renderShipments(element: ReactNode, api: ShipmentsApi, path = '/') {
  return renderWithRouter(
    <ShipmentsApiContext.Provider value={api}>{element}</ShipmentsApiContext.Provider>,
    { path, locale: 'en' },
  )
}
