import bwipjs from 'bwip-js/node'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { code128Png } from '#fixture-api/documents/waybill-pdf'
import { printed, renderFirstPage, zbarCode128, zbarimg, zxingCode128 } from './testing/barcode'
import { fetchShipmentLists, type Row } from './testing/factories'
import { type Client, loginAs, makeApi, startSession, type TestApi } from './testing/harness'

let api: TestApi
let customer: Client
let restricted: Client
let active: Row[]
let archive: Row[]

beforeAll(async () => {
  ;({ api, user: customer } = await startSession('customer'))
  restricted = await loginAs(api, 'restricted')
  ;({ active, archive } = await fetchShipmentLists(customer))
})

describe('waybill PDF', () => {
  async function requestToken(who: Client, id: number): Promise<string> {
    const reply = await who.get(`/api/v2/shipments/${id}/request-waybill`)
    expect(reply.status).toBe(200)
    expect(reply.body.token).toEqual(expect.any(String))
    expect(reply.body.token.length).toBeGreaterThanOrEqual(16)
    return reply.body.token
  }

  const download = (who: Client, id: number, token: unknown) =>
    who.postRaw(`/api/v2/shipments/${id}/waybill`, JSON.stringify({ token }), 'application/pdf')

  it('request-waybill gives a token that buys a one-page PDF of that shipment', async () => {
    for (const row of [active[0], archive[0], archive.find((r) => r.tourenplan_aktiv)] as Row[]) {
      const token = await requestToken(customer, row.id)
      const reply = await download(customer, row.id, token)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toBe('application/pdf')
      expect(reply.headers.get('content-disposition')).toContain(`waybill-${row.id}.pdf`)
      const bytes = reply.body as Uint8Array
      expect(bytes).toBeInstanceOf(Uint8Array)
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getPageCount()).toBe(1)
      expect(pdf.getTitle()).toContain(row.formatted_number)
    }
  })

  // The spec names no barcode content; the fixture's label carries the number the portal shows.
  it('carries a Code 128 barcode that scans as the shipment number', async () => {
    for (const row of [active[0], archive[7]] as Row[]) {
      const reply = await download(customer, row.id, await requestToken(customer, row.id))
      const page = await renderFirstPage(reply.body as Uint8Array)
      expect(await zxingCode128(page)).toEqual([row.formatted_number])
    }
  })

  if (!zbarimg)
    console.info('zbarimg is not installed (apt-get install zbar-tools): only ZXing reads the waybill')
  it.skipIf(!zbarimg)('zbarimg reads the same number from the rendered page', async () => {
    const row = archive[7] as Row
    const reply = await download(customer, row.id, await requestToken(customer, row.id))
    expect(zbarCode128((await renderFirstPage(reply.body as Uint8Array)).png)).toEqual([row.formatted_number])
  })

  it('the same shipment gives the same bytes, whatever the wall clock', async () => {
    const row = active[1] as Row
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2022-01-02T03:04:05Z'))
      const first = await download(customer, row.id, await requestToken(customer, row.id))
      vi.setSystemTime(new Date('2031-05-06T07:08:09Z'))
      const second = await download(customer, row.id, await requestToken(customer, row.id))
      expect(first.status).toBe(200)
      expect(Buffer.from(second.body as Uint8Array).equals(Buffer.from(first.body as Uint8Array))).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a JSON content type works as well', async () => {
    const row = archive[3] as Row
    const token = await requestToken(customer, row.id)
    const reply = await customer.post(`/api/v2/shipments/${row.id}/waybill`, { token })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('application/pdf')
  })

  it('another shipment’s token → 403', async () => {
    const one = active[0] as Row
    const other = active[1] as Row
    const token = await requestToken(customer, one.id)
    expect((await download(customer, other.id, token)).status).toBe(403)
    // The token still works for its own shipment.
    expect((await download(customer, one.id, token)).status).toBe(200)
  })

  it('another account’s token → 403; another account’s shipment → 404', async () => {
    const theirs = (await restricted.get('/api/v2/shipments/active')).body.data[0] as Row
    const theirToken = await requestToken(restricted, theirs.id)
    expect((await download(customer, (active[0] as Row).id, theirToken)).status).toBe(403)
    expect((await download(customer, theirs.id, theirToken)).status).toBe(404)
    expect((await customer.get(`/api/v2/shipments/${theirs.id}/request-waybill`)).status).toBe(404)
    expect((await customer.get('/api/v2/shipments/99999999/request-waybill')).status).toBe(404)
  })

  it('an expired token → 403', async () => {
    const own = makeApi()
    const who = await loginAs(own, 'customer')
    const row = (await who.get('/api/v2/shipments/active')).body.data[0] as Row
    const token = await requestToken(who, row.id)
    own.clock.advance({ minutes: 6 })
    expect((await download(who, row.id, token)).status).toBe(403)
  })

  it('a body without a token → 422 naming token; malformed JSON → 400', async () => {
    const row = active[0] as Row
    const missing = await customer.postRaw(`/api/v2/shipments/${row.id}/waybill`, '{}', 'application/pdf')
    expect(missing.status).toBe(422)
    expect(missing.body.field).toBe('token')
    const malformed = await customer.postRaw(
      `/api/v2/shipments/${row.id}/waybill`,
      '%PDF-1.7',
      'application/pdf',
    )
    expect(malformed.status).toBe(400)
  })
})

describe('code128Png', () => {
  it('asks bwip-js for a Code 128 of exactly the text, with the number printed under the bars', async () => {
    const spy = vi.spyOn(bwipjs, 'toBuffer')
    try {
      await code128Png('VK-0500123')
      expect(spy).toHaveBeenCalledTimes(1)
      expect(spy.mock.calls[0]?.[0]).toMatchObject({ bcid: 'code128', text: 'VK-0500123', includetext: true })
    } finally {
      spy.mockRestore()
    }
  })

  it('gives a PNG whose bars decode to the text, and another text gives other bars', async () => {
    const texts = ['VK-0500123', 'VK-0500124', 'VK-1234567', '10042-998877']
    const images = await Promise.all(texts.map((text) => code128Png(text)))
    for (const [index, png] of images.entries()) {
      expect(await zxingCode128(await printed(png))).toEqual([texts[index]])
    }
    const distinct = new Set(images.map((png) => Buffer.from(png).toString('base64')))
    expect(distinct.size).toBe(texts.length)
  })

  it('is deterministic: the same text gives the same bytes', async () => {
    const [first, second] = await Promise.all([code128Png('VK-0500123'), code128Png('VK-0500123')])
    expect(Buffer.from(first as Uint8Array).equals(Buffer.from(second as Uint8Array))).toBe(true)
  })
})

describe('POST /api/v2/shipments/request-waybill-email', () => {
  it('answers 200 for an own shipment and a valid e-mail', async () => {
    const row = archive[0] as Row
    const reply = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: row.id,
      email: 'empfang@example.ch',
    })
    expect(reply.status).toBe(200)
    expect(reply.body.success).toBe(true)
    expect(reply.body.message).toContain(row.formatted_number)
    expect(reply.body.message).toContain('empfang@example.ch')
    const asString = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: String(row.id),
      email: 'empfang@example.ch',
    })
    expect(asString.status).toBe(200)
  })

  it.each(['no-at-sign', 'a@', '', 'two@@example.ch'])('e-mail %j → 422 naming email', async (email) => {
    const reply = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: (archive[0] as Row).id,
      email,
    })
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('email')
  })

  it('a missing e-mail or order → 422', async () => {
    const noEmail = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: (archive[0] as Row).id,
    })
    expect(noEmail.status).toBe(422)
    expect(noEmail.body.field).toBe('email')
    const noOrder = await customer.post('/api/v2/shipments/request-waybill-email', { email: 'a@example.ch' })
    expect(noOrder.status).toBe(422)
    expect(noOrder.body.field).toBe('order')
  })

  it('an unknown or foreign order → 404', async () => {
    const unknown = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: 99999999,
      email: 'a@example.ch',
    })
    expect(unknown.status).toBe(404)
    const theirs = (await restricted.get('/api/v2/shipments/archive')).body.data[0] as Row
    const foreign = await customer.post('/api/v2/shipments/request-waybill-email', {
      order: theirs.id,
      email: 'a@example.ch',
    })
    expect(foreign.status).toBe(404)
  })
})
