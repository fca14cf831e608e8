import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { StandingOrderRow } from '#db/rows'
import type { StandingOrder } from '#domain/entities/standing-order'
import { standingOrder } from '#domain/standing-orders/testing-orders'
import {
  type StandingOrdersApi,
  StandingOrdersApiContext,
} from '#features/standing-orders/standing-orders-api'
import { idleListApi } from '#testing/list-api-fakes'
import { renderWithRouter } from '#testing/render'

export const ACCOUNT = 'anna'

/** A StandingOrdersApi whose every call is a spy; renames are sent at once unless a test says so. */
export function fakeStandingOrdersApi(overrides: Partial<StandingOrdersApi> = {}): StandingOrdersApi {
  return {
    ...idleListApi(ACCOUNT),
    exportOrders: vi.fn(async () => new Blob(['PK'])),
    queueRename: vi.fn(async () => ({ seq: 1 })),
    settled: vi.fn(async () => ({ status: 'sent' as const })),
    ...overrides,
  }
}

export function orderRow(
  overrides: Partial<StandingOrder> = {},
  pendingSeq: number | null = null,
  account = ACCOUNT,
): StandingOrderRow {
  const order = standingOrder(overrides)
  return { account, key: order.key, order, pendingSeq }
}

export function renderStandingOrders(element: ReactNode, api: StandingOrdersApi, path = '/') {
  return renderWithRouter(
    <StandingOrdersApiContext.Provider value={api}>{element}</StandingOrdersApiContext.Provider>,
    { path, locale: 'en' },
  )
}
