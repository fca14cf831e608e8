import { type APIRequestContext, expect, type Page } from '@playwright/test'

export interface ListedShipment {
  id: number
  formatted_number: string
  state: number
  cancelled: boolean
}

/** The signed-in account's live shipments still waiting for pickup, asked with the page's own session. */
export async function waitingForPickup(page: Page): Promise<ListedShipment[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get('/api/v2/shipments/active?count=100', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: ListedShipment[] }
  return data.filter((row) => !row.cancelled && row.state < 300)
}

/**
 * Moves a shipment on now through the fixture's test control (fixture-api/lifecycle/advance.ts).
 * Sent from the test runner, so it reaches the fixture while the browser is offline.
 */
export async function advanceShipment(
  request: APIRequestContext,
  key: number,
  to: 'pickedUp' | 'delivered' | 'cancelled',
): Promise<void> {
  const response = await request.post('/__fixture/shipments/advance', { data: { key, to } })
  expect(response.ok(), await response.text()).toBe(true)
}
