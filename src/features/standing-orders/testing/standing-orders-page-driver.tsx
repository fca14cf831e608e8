import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { db } from '#db/instance'
import type { StandingOrderRow } from '#db/rows'
import { StandingOrdersPage } from '#features/standing-orders/standing-orders-page'
import { bodyRows } from '#testing/list-table'
import { click } from '#testing/user-events'
import { ACCOUNT, fakeStandingOrdersApi, renderStandingOrders } from './fake-standing-orders-api'

export const AS_OF = '2026-11-24T08:00:00.000Z'

/** Each test starts with no standing orders and no queued changes, and a list last mirrored at `asOf`. */
export function withFreshStandingOrders(asOf = AS_OF): void {
  beforeEach(async () => {
    await db.standingOrders.clear()
    await db.outbox.clear()
    await db.meta.clear()
    await db.meta.put({ account: ACCOUNT, key: 'lastSuccess:standingOrders', value: asOf })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}

/** The detail dialog's code and the holiday library load on demand; a cold import can outlast findBy's second. */
export async function loadDialogCode(): Promise<void> {
  await import('#ui/components/dialog-modal')
  await import('date-holidays')
}

export async function renderPage(
  api = fakeStandingOrdersApi(),
  props: Parameters<typeof StandingOrdersPage>[0] = {},
) {
  const result = await renderStandingOrders(<StandingOrdersPage {...props} />, api)
  return { api, ...result }
}

/** Keeps `rows`, shows the list and waits for `shown` rows on its page (all of them unless said). */
export async function showOrders(rows: StandingOrderRow[], shown = rows.length) {
  await db.standingOrders.bulkPut(rows)
  const rendered = await renderPage()
  await waitFor(() => expect(bodyRows()).toHaveLength(shown))
  return rendered
}

/** Presses order `number`'s Details button and waits for its dialog. */
export async function openDetails(number: string) {
  const details = await screen.findByRole('button', { name: `Details ${number}` })
  // A click focuses the button in a browser; happy-dom leaves that to the test.
  details.focus()
  await click(details)
  const dialog = await screen.findByRole('dialog', { name: `Standing order ${number}` })
  return { details, dialog }
}
