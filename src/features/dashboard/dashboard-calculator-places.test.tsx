// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { getDraft, saveDraft } from '#db/queries/drafts'
import type { Location } from '#domain/entities/location'
import { orderDraftSchema } from '#domain/ordering/order-form'
import type { AppServices } from '#services/app-services'
import { anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import type { DashboardApi } from './dashboard-api'
import { useDashboardAdapter } from './use-dashboard-adapter'

/** The dashboard's calculator widget writes its two places into the order draft, as the calculator page does. */

const services = {
  account: () => 'customer',
  api: { locations: { search: async () => [] } },
  config: { apiBaseUrl: '/api/v2', websiteBaseUrl: 'https://example.ch', guestOrderUrl: '' },
} as unknown as AppServices

const BERN: Location = { id: 1002, code: '3011', name: 'Bern', label: '3011 Bern', is_active: true }
const ZURICH: Location = { id: 1001, code: '8001', name: 'Zürich', label: '8001 Zürich', is_active: true }

beforeEach(async () => {
  await db.drafts.clear()
})

/** The app's own dashboard API, as the dashboard route builds it. */
async function dashboardApi(): Promise<DashboardApi> {
  let api: DashboardApi | undefined
  function Probe() {
    api = useDashboardAdapter({ trackForm: null, switchUserPanel: null, canSwitchUser: false })
    return null
  }
  await renderWithRouter(<Probe />, { context: { services } })
  if (!api) throw new Error('the dashboard API was not built')
  return api
}

describe('the dashboard calculator’s places in the order draft', () => {
  it('another postcode leaves the place alone: the old company, street and saved address go', async () => {
    const saved = { id: 17, label: 'Muster AG', hasLocation: true }
    await saveDraft('customer', 'order', anOrderForm({ sender: anOrderFormAddress({ id: 17, saved }) }))
    await (await dashboardApi()).saveCalculatorPlaces(BERN, ZURICH)
    const draft = await getDraft('customer', 'order', orderDraftSchema)
    expect(draft?.sender).toMatchObject({
      zip: '3011',
      location: 'Bern',
      locationId: 1002,
      name: '',
      street: '',
      saved: null,
      id: null,
    })
  })

  it('the same place keeps the address it had, link and all', async () => {
    const saved = { id: 17, label: 'Muster AG', hasLocation: true }
    const sender = anOrderFormAddress({ id: 17, saved })
    await saveDraft('customer', 'order', anOrderForm({ sender }))
    await (await dashboardApi()).saveCalculatorPlaces(ZURICH, BERN)
    expect((await getDraft('customer', 'order', orderDraftSchema))?.sender).toEqual(sender)
  })
})
