import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { db } from '#db/instance'
import { orderStop } from '#domain/standing-orders/testing-orders'
import { StandingOrdersPage } from '#features/standing-orders/standing-orders-page'
import { ACCOUNT, fakeStandingOrdersApi, orderRow, renderStandingOrders } from './fake-standing-orders-api'

export const AS_OF = '2026-11-24T08:00:00.000Z'

/** Each test starts with no standing orders and a list last mirrored at AS_OF. */
export function withFreshStandingOrders(): void {
  beforeEach(async () => {
    await db.standingOrders.clear()
    await db.meta.clear()
    await db.meta.put({ account: ACCOUNT, key: 'lastSuccess:standingOrders', value: AS_OF })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}

export const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLTableRowElement[]
export const numbers = () => bodyRows().map((row) => row.cells[1]?.querySelector('strong')?.textContent)

export async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element)
  })
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

export async function renderPage(
  api = fakeStandingOrdersApi(),
  props: Parameters<typeof StandingOrdersPage>[0] = {},
) {
  const result = await renderStandingOrders(<StandingOrdersPage {...props} />, api)
  return { api, ...result }
}
