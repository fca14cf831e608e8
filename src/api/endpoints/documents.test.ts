import { describe, expect, it } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'

const magic = async (blob: Blob, length: number) =>
  new TextDecoder('latin1').decode((await blob.arrayBuffer()).slice(0, length))

describe('documents against the fixture API', () => {
  it('exports the selected archive rows as an .xlsx blob', async () => {
    const h = await fixtureHarness('customer')
    const { items } = await h.api.shipments.listArchive({ count: 3, offset: 0 })
    const keys = items.map((item) => item.key)
    const blob = await h.api.shipments.exportArchive({
      sorting: { field: 'visier_datum', direction: 'desc' },
      filter: { sender: '' },
      orderList: keys,
      locale: 'fr',
    })
    expect(blob.size).toBeGreaterThan(0)
    expect(await magic(blob, 2)).toBe('PK')
    const url = h.to('/shipments/archive/export')[0]?.url
    expect(url?.searchParams.get('filter[orderList]')).toBe(keys.join(','))
    expect(url?.searchParams.get('locale')).toBe('fr')
    expect(url?.searchParams.has('filter[sender]')).toBe(false)
  })

  it('an export above 1000 rows, or of nothing, is a 422 http error', async () => {
    // Scale 2 gives the customer 10,000 archived shipments.
    const h = await fixtureHarness('customer', { fixture: { scale: 2 } })
    await expect(h.api.shipments.exportArchive({ locale: 'de' })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      body: expect.objectContaining({ max: 1000 }),
    })
    await expect(
      h.api.shipments.exportArchive({ filter: { orderNumber: 'does-not-exist' }, locale: 'de' }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 422,
    })
  })

  it('exports standing orders with count and the selection', async () => {
    const h = await fixtureHarness('customer')
    const blob = await h.api.standingOrders.export({
      count: 14,
      sorting: { field: 'sender', direction: 'asc' },
      filter: { monday: true, transportTypeId: null },
      locale: 'de',
    })
    expect(await magic(blob, 2)).toBe('PK')
    const url = h.to('/standing-order/export')[0]?.url
    expect(url?.searchParams.get('count')).toBe('14')
    expect(url?.searchParams.get('filter[monday]')).toBe('1')
    expect(url?.searchParams.has('filter[transportTypeId]')).toBe(false)
  })

  it('downloads a waybill in two steps: token, then the PDF', async () => {
    const h = await fixtureHarness('customer')
    const [first] = (await h.api.shipments.listArchive({ count: 1, offset: 0 })).items
    const key = first?.key ?? 0
    const pdf = await h.api.shipments.downloadWaybill(key)
    expect(await magic(pdf, 5)).toBe('%PDF-')
    const [tokenCall] = h.to(`/shipments/${key}/request-waybill`)
    const [pdfCall] = h.to(`/shipments/${key}/waybill`)
    expect(tokenCall?.method).toBe('GET')
    expect(pdfCall?.method).toBe('POST')
    expect(pdfCall?.headers.get('content-type')).toBe('application/pdf')
    expect(JSON.parse(pdfCall?.body ?? '{}')).toEqual({ token: expect.any(String) })
  })

  it("another account's shipment is a 404 with the server's message", async () => {
    const h = await fixtureHarness('customer')
    const error = await h.api.shipments.downloadWaybill(99999999).catch((reason: unknown) => reason)
    expect(error).toMatchObject({ kind: 'http', status: 404, message: expect.stringContaining('not found') })
  })
})
