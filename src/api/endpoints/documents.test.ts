import { describe, expect, it } from 'vitest'
import { fixtureHarness, harnessOver } from '#api/testing/harness'

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

describe('a waybill answer that is not a PDF', () => {
  const waybillServer = (type: string, body: string) =>
    harnessOver(async (request) => {
      if (request.url.endsWith('/request-waybill')) {
        return new Response(JSON.stringify({ token: 't' }), {
          headers: { 'content-type': 'application/json' },
        })
      }
      return new Response(body, { headers: { 'content-type': type } })
    })

  it('is refused when the content type is not application/pdf', async () => {
    const { api } = waybillServer('text/html', '%PDF-1.7 but served as html')
    await expect(api.shipments.downloadWaybill(1)).rejects.toMatchObject({
      kind: 'payload',
      message: expect.stringContaining('text/html'),
    })
  })

  it('is refused when the body does not start with %PDF', async () => {
    const { api } = waybillServer('application/pdf', '<html>proxy error</html>')
    await expect(api.shipments.downloadWaybill(1)).rejects.toMatchObject({
      kind: 'payload',
      message: 'The waybill is not a PDF file',
    })
  })

  it('reports download progress as the PDF arrives', async () => {
    const { api } = waybillServer('application/pdf', `%PDF-1.7${' '.repeat(2000)}`)
    const seen: (number | null)[] = []
    const pdf = await api.shipments.downloadWaybill(1, { onProgress: (fraction) => seen.push(fraction) })
    expect(pdf.type).toBe('application/pdf')
    expect(seen.length).toBeGreaterThan(0)
  })
})
