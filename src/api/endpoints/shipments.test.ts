import { describe, expect, it } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'

import { firstPage, orderPayload } from '#api/testing/samples'

describe('shipment calls against the fixture API', () => {
  it('lists active shipments with bracket-notation paging, sorting and filter', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.shipments.listActive({
      count: 5,
      offset: 5,
      sorting: { field: 'status', direction: 'asc' },
      filter: { transportTypeId: 0, sender: '', state: 'readyForPickup' },
    })
    expect(page.total).toBeGreaterThan(0)
    expect(page.items.length).toBeLessThanOrEqual(5)
    expect(page.items.every((item) => item.state < 300 && !item.cancelled)).toBe(true)
    const url = h.to('/shipments/active')[0]?.url
    expect(url?.searchParams.get('sorting[field]')).toBe('status')
    expect(url?.searchParams.get('filter[state]')).toBe('readyForPickup')
    expect(url?.searchParams.has('filter[sender]')).toBe(false)
  })

  it('reads the archive (320 rows) page by page; delivered rows carry an instant', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.shipments.listArchive(firstPage(20, 'visier_datum', 'desc'))
    expect(page.total).toBe(320)
    expect(page.items).toHaveLength(20)
    const delivered = page.items.find((item) => !item.cancelled)
    expect(delivered?.delivered).not.toBeNull()
    expect(delivered?.from[0]?.type).toBe('from')
  })

  it('an unknown sort field is an http error naming it', async () => {
    const h = await fixtureHarness('customer')
    await expect(h.api.shipments.listActive(firstPage(3, 'nope' as 'id'))).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      field: 'sorting[field]',
    })
  })

  it('reads a detail, edits it and gets the updated detail back', async () => {
    const h = await fixtureHarness('customer')
    const { items } = await h.api.shipments.listActive({
      ...firstPage(30),
      filter: { state: 'readyForPickup' },
    })
    const editable = items.find((item) => !item.cancelled && item.state < 300)
    if (!editable) throw new Error('the fixture has no editable shipment')
    const detail = await h.api.shipments.get(editable.key)
    expect(detail.colis).toHaveLength(detail.numberOfColis)
    expect(detail.priceInclVat).toBeGreaterThan(detail.priceExclVat)
    const edited = await h.api.shipments.edit(editable.key, { reference: 'Neue Referenz', numberOfColis: 4 })
    expect(edited).toMatchObject({ reference: 'Neue Referenz', numberOfColis: 4 })
    expect(edited.colis).toHaveLength(4)
    expect(h.to('/edit')[0]?.body).toBe(JSON.stringify({ reference: 'Neue Referenz', coli_count: 4 }))
  })

  it('tracks by formatted number and by the waybill number it shows', async () => {
    const h = await fixtureHarness('customer')
    const [first] = (await h.api.shipments.listArchive({ count: 1, offset: 0 })).items
    const result = await h.api.shipments.track(first?.externalNumber ?? '')
    expect(result.waybillNumber).toMatch(/^\d+-\d+$/)
    expect((await h.api.shipments.track(result.waybillNumber)).externalNumber).toBe(result.externalNumber)
    await expect(h.api.shipments.track('VK-9999999')).rejects.toMatchObject({ kind: 'http', status: 404 })
  })

  it('requests the waybill by e-mail and reads the summary', async () => {
    const h = await fixtureHarness('customer')
    const [first] = (await h.api.shipments.listArchive({ count: 1, offset: 0 })).items
    await h.api.shipments.requestWaybillEmail(first?.key ?? 0, 'lea.brunner@example.ch')
    expect(h.to('/request-waybill-email')[0]?.body).toBe(
      JSON.stringify({ order: first?.key, email: 'lea.brunner@example.ch' }),
    )
    const summary = await h.api.shipments.summary()
    expect(summary).toEqual({
      readyForPickup: expect.any(Number),
      inTransit: expect.any(Number),
      delivered: 3,
    })
  })

  it('creates an order and an offer', async () => {
    const h = await fixtureHarness('customer')
    const profile = await h.api.profile.get()
    const sender = profile.defaultSenderAddress
    const receiver = profile.defaultReceiverAddress
    if (!sender || !receiver) throw new Error('the fixture customer has standard addresses')
    const order = await h.api.shipments.create(orderPayload(sender, receiver, false, 'Projekt API'), {
      idempotencyKey: 'order-1',
    })
    expect(order).toMatchObject({ isOffer: false, state: 100, externalNumber: expect.stringMatching(/^VK-/) })
    expect((await h.api.shipments.get(order.id)).reference).toBe('Projekt API')
    const offer = await h.api.shipments.create(orderPayload(sender, receiver, true, 'Projekt API'))
    expect(offer).toMatchObject({ isOffer: true, externalNumber: null, state: null })
  })
})
