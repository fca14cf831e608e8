import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { StandingOrderRow } from '#db/rows'
import type { StandingOrder } from '#domain/entities/standing-order'
import { orderStop, standingOrder } from '#domain/standing-orders/testing-orders'
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

/** Orders named so that sender order = key order: 'Sender 01' … */
export function manyOrders(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0')
    return orderRow({
      key: 30000 + index + 1,
      number: `DA-${n}`,
      price: String(100 - index),
      from: [orderStop({ name: `Sender ${n}` })],
      to: [orderStop({ type: 'to', name: `Receiver ${String(count - index).padStart(2, '0')}` })],
    })
  })
}

export function renderStandingOrders(element: ReactNode, api: StandingOrdersApi, path = '/') {
  return renderWithRouter(
    <StandingOrdersApiContext.Provider value={api}>{element}</StandingOrdersApiContext.Provider>,
    { path, locale: 'en' },
  )
}
