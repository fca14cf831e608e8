import { describe, expect, it } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'
import { firstPage } from '#api/testing/samples'

describe('standing orders against the fixture API', () => {
  it('lists with the widget query (count 3, sender asc)', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.standingOrders.list(firstPage(3, 'sender'))
    expect(page.total).toBe(14)
    expect(page.items).toHaveLength(3)
    for (const order of page.items) {
      expect(order.isTour).toBe(true)
      expect(order.price).toMatch(/^\d+\.\d{2}$/)
      expect(order.from[0]?.type).toBe('from')
    }
  })

  it('filters by a weekday sent as 1 and leaves a null transport type out', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.standingOrders.list({
      count: 20,
      offset: 0,
      filter: { monday: true, tuesday: false, transportTypeId: null, senderLocation: '' },
    })
    expect(page.items.every((order) => order.days.includes('monday'))).toBe(true)
    const params = h.to('/standing-order')[0]?.url.searchParams
    expect([...(params?.keys() ?? [])]).toEqual(['count', 'offset', 'filter[monday]'])
    expect(params?.get('filter[monday]')).toBe('1')
  })

  it('renames and answers the renamed order; the list carries the name back', async () => {
    const h = await fixtureHarness('customer')
    const [first] = (await h.api.standingOrders.list({ count: 1, offset: 0 })).items
    const key = first?.key ?? 0
    const renamed = await h.api.standingOrders.rename(key, 'Apotheke Bern')
    expect(renamed).toMatchObject({ key, customerName: 'Apotheke Bern' })
    expect(h.to('/change-customer-name')[0]?.body).toBe(JSON.stringify({ customerName: 'Apotheke Bern' }))
    const again = await h.api.standingOrders.list({ count: 1, offset: 0 })
    expect(again.items[0]?.customerName).toBe('Apotheke Bern')
  })
})
