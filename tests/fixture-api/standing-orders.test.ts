import ExcelJS from 'exceljs'
import { Temporal } from 'temporal-polyfill'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { standingOrderRow } from '#api/testing/wire-samples'
import { type StandingOrderRecord, type StopRecord, WEEKDAYS } from '#fixture-api/model'
import { fetchAll, keysOf, type Page, SEEDED_ACCOUNTS } from './testing/factories'
import { type Client, loginAs, startSession, type TestApi } from './testing/harness'

/** A standing order as the list answers it: the record without its owner, its stops under addresses. */
type StandingOrder = Omit<StandingOrderRecord, 'owner' | 'from' | 'to'> & {
  addresses: { from: StopRecord[]; to: StopRecord[] }
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

const list = (user: Client, query = '') => fetchAll<StandingOrder>(user, '/api/v2/standing-order', query)

/** A fresh API with customer logged in, and customer's standing orders in full. */
async function customerWithOrders() {
  const { api, user } = await startSession('customer')
  return { api, customer: user, everything: (await list(user)).data }
}

const ids = (rows: StandingOrder[]) => rows.map((row) => row.id)
const sortedIds = (rows: StandingOrder[]) => ids(rows).sort((a, b) => a - b)

function expectSorted(rows: StandingOrder[], key: (row: StandingOrder) => string | number, sign: 1 | -1) {
  for (let index = 1; index < rows.length; index++) {
    const [a, b] = [rows[index - 1], rows[index]] as [StandingOrder, StandingOrder]
    const [ka, kb] = [key(a), key(b)]
    const order =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb))
    expect(sign * order, `at ${index}: ${ka} / ${kb}`).toBeLessThanOrEqual(0)
    if (order === 0) expect(sign * (a.id - b.id)).toBeLessThan(0)
  }
}

async function loadSheet(body: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(body) as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no worksheet')
  return sheet
}

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  const values = sheet.getRow(rowNumber).values as unknown[]
  return values.slice(1)
}

describe('GET /api/v2/standing-order', () => {
  let api: TestApi
  let customer: Client
  let everything: StandingOrder[]

  beforeAll(async () => {
    ;({ api, customer, everything } = await customerWithOrders())
  })

  it('lists the server fields of spec section 3 for every row', () => {
    expect(everything.length).toBeGreaterThanOrEqual(12)
    for (const row of everything) {
      expect(keysOf(row)).toEqual(keysOf(standingOrderRow))
      expect(Number.isInteger(row.id)).toBe(true)
      expect(row.formatted_number).toMatch(/\S/)
      expect(typeof row.rechnungsbeschreibung_offiziell).toBe('string')
      expect([1, 3, 4]).toContain(row.transportart_id)
      expect(row.customer_name).toBe('')
      expect(row.preis_netto).toMatch(/^\d+\.\d{2}$/)
      expect(Number(row.preis_netto)).toBeGreaterThan(0)
      for (const time of [row.pickup_from, row.pickup_to, row.drop_from, row.drop_to])
        expect(time).toMatch(HHMM)
      expect(row.standing_order_active_on.length).toBeGreaterThan(0)
      for (const day of row.standing_order_active_on) expect(WEEKDAYS).toContain(day)
      expect(row.addresses.from.length).toBeGreaterThanOrEqual(1)
      expect(row.addresses.to.length).toBeGreaterThanOrEqual(1)
      for (const stop of [...row.addresses.from, ...row.addresses.to]) {
        expect(stop.firma).not.toBe('')
        expect(stop.plz).toMatch(/^\d{4}$/)
        expect(stop.ort).not.toBe('')
        expect(stop.time_start).toMatch(HHMM)
        expect(stop.time_end).toMatch(HHMM)
      }
      expect(row.addresses.from[0]?.time_start).toBe(row.pickup_from)
      expect(row.addresses.to[0]?.time_start).toBe(row.drop_from)
    }
    expect(new Set(ids(everything)).size).toBe(everything.length)
    expect(new Set(everything.map((row) => row.transportart_id)).size).toBeGreaterThanOrEqual(2)
    expect(everything.some((row) => row.addresses.to.length > 1)).toBe(true)
  })

  it('has at least 12 standing orders for every account', async () => {
    for (const username of SEEDED_ACCOUNTS) {
      const user = await loginAs(api, username)
      const body = await list(user)
      expect(body.pagination.total, username).toBeGreaterThanOrEqual(12)
      expect(body.data.length).toBe(body.pagination.total)
    }
  })

  it('answers 20 rows sorted by sender ascending by default', async () => {
    const reply = await customer.get<Page<StandingOrder>>('/api/v2/standing-order')
    expect(reply.body.pagination.total).toBe(everything.length)
    expect(reply.body.data).toHaveLength(Math.min(20, everything.length))
    expectSorted(everything, (row) => row.addresses.from[0]?.firma ?? '', 1)
    expect(everything).toEqual((await list(customer, 'sorting[field]=sender&sorting[direction]=asc')).data)
  })

  const sortKeys: Record<string, (row: StandingOrder) => string | number> = {
    sender: (row) => row.addresses.from[0]?.firma ?? '',
    receiver: (row) => row.addresses.to[0]?.firma ?? '',
    price: (row) => Number(row.preis_netto),
  }
  for (const [field, key] of Object.entries(sortKeys)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}`, async () => {
        const body = await list(customer, `sorting[field]=${field}&sorting[direction]=${direction}`)
        expect(sortedIds(body.data)).toEqual(sortedIds(everything))
        expectSorted(body.data, key, direction === 'asc' ? 1 : -1)
      })
    }
  }

  it('sorts by price numerically, not as text', async () => {
    const asc = (await list(customer, 'sorting[field]=price&sorting[direction]=asc')).data
    const prices = asc.map((row) => Number(row.preis_netto))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = (await list(customer, 'sorting[field]=price&sorting[direction]=desc')).data
    expect(desc[0]?.preis_netto).toBe(asc[asc.length - 1]?.preis_netto)
  })

  it('filters by transport type; 0 and null mean all', async () => {
    let sum = 0
    for (const type of [1, 3, 4]) {
      const body = await list(customer, `filter[transportTypeId]=${type}`)
      expect(sortedIds(body.data)).toEqual(
        sortedIds(everything.filter((row) => row.transportart_id === type)),
      )
      sum += body.pagination.total
    }
    expect(sum).toBe(everything.length)
    for (const all of ['0', 'null']) {
      expect((await list(customer, `filter[transportTypeId]=${all}`)).pagination.total).toBe(
        everything.length,
      )
    }
    const bad = await customer.get('/api/v2/standing-order?filter[transportTypeId]=2')
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('filter[transportTypeId]')
  })

  it('filters by a weekday key and by a pickup date (its weekday)', async () => {
    for (const [index, day] of WEEKDAYS.entries()) {
      const expected = sortedIds(everything.filter((row) => row.standing_order_active_on.includes(day)))
      for (const value of ['1', 'true']) {
        expect(sortedIds((await list(customer, `filter[${day}]=${value}`)).data), day).toEqual(expected)
      }
      // Monday 23 November 2026 onwards.
      const date = Temporal.PlainDate.from('2026-11-23').add({ days: index })
      expect(date.dayOfWeek).toBe(index + 1)
      expect(sortedIds((await list(customer, `filter[pickupDate]=${date}`)).data), `${date}`).toEqual(
        expected,
      )
      const swiss = `${date.day}.${date.month}.${date.year}`
      expect(sortedIds((await list(customer, `filter[pickupDate]=${swiss}`)).data), swiss).toEqual(expected)
    }
    expect((await list(customer, 'filter[monday]=1')).pagination.total).toBeGreaterThan(0)
    expect((await list(customer, 'filter[saturday]=1')).pagination.total).toBeGreaterThan(0)
    expect((await list(customer, 'filter[saturday]=1')).pagination.total).toBeLessThan(everything.length)

    const both = (await list(customer, 'filter[monday]=1&filter[friday]=1')).data
    expect(sortedIds(both)).toEqual(
      sortedIds(
        everything.filter(
          (row) =>
            row.standing_order_active_on.includes('monday') &&
            row.standing_order_active_on.includes('friday'),
        ),
      ),
    )
    const bad = await customer.get('/api/v2/standing-order?filter[pickupDate]=2026-02-30')
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('filter[pickupDate]')
  })

  it('filters by sender and receiver location (zip or place, case-insensitive)', async () => {
    const sample = everything[3] as StandingOrder
    const senderOrt = (sample.addresses.from[0] as StopRecord).ort
    const bySender = (
      await list(customer, `filter[senderLocation]=${encodeURIComponent(senderOrt.toUpperCase())}`)
    ).data
    expect(bySender.map((row) => row.id)).toContain(sample.id)
    expect(sortedIds(bySender)).toEqual(
      sortedIds(
        everything.filter((row) =>
          row.addresses.from.some((stop) =>
            `${stop.plz} ${stop.ort}`.toLowerCase().includes(senderOrt.toLowerCase()),
          ),
        ),
      ),
    )

    const receiverZip = (sample.addresses.to[0] as StopRecord).plz
    const byReceiver = (await list(customer, `filter[receiverLocation]=${receiverZip}`)).data
    expect(byReceiver.map((row) => row.id)).toContain(sample.id)
    for (const row of byReceiver) {
      expect(row.addresses.to.some((stop) => `${stop.plz} ${stop.ort}`.includes(receiverZip))).toBe(true)
    }
    const full = (sample.addresses.to[0] as StopRecord).ort
    const zipAndPlace = await list(
      customer,
      `filter[receiverLocation]=${encodeURIComponent(`${receiverZip} ${full}`)}`,
    )
    expect(zipAndPlace.data.map((row) => row.id)).toContain(sample.id)
    expect((await list(customer, 'filter[senderLocation]=Atlantis')).pagination.total).toBe(0)
  })

  it('filters by orderList (keys joined by commas) and combines filters', async () => {
    const chosen = [everything[0], everything[5], everything[9]].map((row) => (row as StandingOrder).id)
    const body = await list(customer, `filter[orderList]=${chosen.join(',')}`)
    expect(sortedIds(body.data)).toEqual([...chosen].sort((a, b) => a - b))
    const type = (everything[5] as StandingOrder).transportart_id
    const combined = await list(
      customer,
      `filter[orderList]=${chosen.join(',')}&filter[transportTypeId]=${type}`,
    )
    expect(sortedIds(combined.data)).toEqual(
      sortedIds(everything.filter((row) => chosen.includes(row.id) && row.transportart_id === type)),
    )
    expect((await customer.get('/api/v2/standing-order?filter[orderList]=1,x')).status).toBe(400)
  })

  it('pages with count and offset', async () => {
    const pages: StandingOrder[] = []
    for (let offset = 0; offset < everything.length; offset += 3) {
      const reply = await customer.get<Page<StandingOrder>>(`/api/v2/standing-order?count=3&offset=${offset}`)
      expect(reply.body.pagination.total).toBe(everything.length)
      pages.push(...reply.body.data)
    }
    expect(pages).toEqual(everything)
    const widget = await customer.get<Page<StandingOrder>>(
      '/api/v2/standing-order?count=3&offset=0&sorting[field]=sender&sorting[direction]=asc',
    )
    expect(widget.body.data).toEqual(everything.slice(0, 3))
    expect((await customer.get<Page<StandingOrder>>('/api/v2/standing-order?offset=500')).body.data).toEqual(
      [],
    )
  })

  it('keeps accounts apart', async () => {
    const restricted = await loginAs(api, 'restricted')
    const theirs = (await list(restricted)).data
    const overlap = ids(theirs).filter((id) => ids(everything).includes(id))
    expect(overlap).toEqual([])
  })
})

describe('POST /api/v2/standing-order/{key}/change-customer-name', () => {
  let api: TestApi
  let customer: Client

  beforeEach(async () => {
    ;({ api, user: customer } = await startSession('customer'))
  })

  it('stores the name, visible in the list and the export', async () => {
    const target = (await list(customer)).data[4] as StandingOrder
    const reply = await customer.post(`/api/v2/standing-order/${target.id}/change-customer-name`, {
      customerName: '  Apotheke Montag  ',
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ ...target, customer_name: 'Apotheke Montag' })
    const after = (await list(customer)).data
    expect(after.find((row) => row.id === target.id)?.customer_name).toBe('Apotheke Montag')
    expect(after.filter((row) => row.customer_name !== '').map((row) => row.id)).toEqual([target.id])

    const sheet = await loadSheet(
      (await customer.get(`/api/v2/standing-order/export?filter[orderList]=${target.id}&locale=en`)).body,
    )
    expect(rowValues(sheet, 2)[1]).toBe('Apotheke Montag')

    const cleared = await customer.post(`/api/v2/standing-order/${target.id}/change-customer-name`, {
      customerName: null,
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.customer_name).toBe('')
  })

  it('answers 404 for an unknown key or another account’s key, and 422 for a wrong type', async () => {
    const before = (await list(customer)).data
    const target = before[0] as StandingOrder
    expect(
      (await customer.post('/api/v2/standing-order/999999/change-customer-name', { customerName: 'X' }))
        .status,
    ).toBe(404)
    expect(
      (await customer.post('/api/v2/standing-order/abc/change-customer-name', { customerName: 'X' })).status,
    ).toBe(404)
    const restricted = await loginAs(api, 'restricted')
    const foreign = (await list(restricted)).data[0] as StandingOrder
    const notYours = await customer.post(`/api/v2/standing-order/${foreign.id}/change-customer-name`, {
      customerName: 'Fremd',
    })
    expect(notYours.status).toBe(404)
    expect((await list(restricted)).data.find((row) => row.id === foreign.id)?.customer_name).toBe('')

    for (const body of [
      { customerName: 42 },
      { customerName: ['a'] },
      {},
      { customerName: 'x'.repeat(121) },
    ]) {
      const reply = await customer.post(`/api/v2/standing-order/${target.id}/change-customer-name`, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(reply.body.field).toBe('customerName')
    }
    expect((await list(customer)).data).toEqual(before)
  })
})

describe('GET /api/v2/standing-order/export', () => {
  let api: TestApi
  let customer: Client
  let everything: StandingOrder[]

  beforeAll(async () => {
    ;({ api, customer, everything } = await customerWithOrders())
  })

  const HEADERS = {
    de: ['Nummer', 'Bezeichnung', 'Absender', 'Empfänger', 'Wochentage', 'Abholung', 'Zustellung'],
    fr: ['Numéro', 'Désignation', 'Expéditeur', 'Destinataire', 'Jours', 'Enlèvement', 'Livraison'],
    it: ['Numero', 'Denominazione', 'Mittente', 'Destinatario', 'Giorni', 'Ritiro', 'Consegna'],
    en: ['Number', 'Name', 'Sender', 'Receiver', 'Weekdays', 'Pickup', 'Delivery'],
  } as const

  it('sends an xlsx with one row per selected order, in the list’s order', async () => {
    const byPrice = (await list(customer, 'sorting[field]=price&sorting[direction]=desc')).data
    const chosen = [everything[1], everything[6], everything[11]].map((row) => (row as StandingOrder).id)
    const reply = await customer.get(
      `/api/v2/standing-order/export?sorting[field]=price&sorting[direction]=desc&filter[orderList]=${chosen.join(',')}&count=3&locale=de`,
    )
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(reply.headers.get('content-disposition')).toContain('standing-orders.xlsx')
    const sheet = await loadSheet(reply.body)
    expect(sheet.rowCount).toBe(1 + chosen.length)
    expect(rowValues(sheet, 1).slice(0, 7)).toEqual(HEADERS.de)
    const expected = byPrice.filter((row) => chosen.includes(row.id))
    expected.forEach((row, index) => {
      const values = rowValues(sheet, index + 2)
      expect(values[0]).toBe(row.formatted_number)
      expect(String(values[2])).toContain(row.addresses.from[0]?.firma)
      expect(String(values[3])).toContain(row.addresses.to[0]?.firma)
      expect(values[4]).toBe(row.standing_order_active_on.join(', '))
      expect(values[5]).toBe(`${row.pickup_from}-${row.pickup_to}`)
      expect(values[6]).toBe(`${row.drop_from}-${row.drop_to}`)
      expect(values[values.length - 1]).toBe(Number(row.preis_netto))
    })
  })

  it('writes the headers in the requested language', async () => {
    for (const locale of ['de', 'fr', 'it', 'en'] as const) {
      const reply = await customer.get(`/api/v2/standing-order/export?count=100&locale=${locale}`)
      expect(reply.status, locale).toBe(200)
      const sheet = await loadSheet(reply.body)
      expect(rowValues(sheet, 1).slice(0, 7)).toEqual(HEADERS[locale])
      expect(sheet.rowCount).toBe(1 + everything.length)
      expect(rowValues(sheet, 2)[0]).toBe(everything[0]?.formatted_number)
    }
    const bad = await customer.get('/api/v2/standing-order/export?locale=xx')
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('locale')
  })

  it('exports the filtered results, bounded by count', async () => {
    const byTrain = everything.filter((row) => row.transportart_id === 1)
    const reply = await customer.get('/api/v2/standing-order/export?filter[transportTypeId]=1&count=100')
    const sheet = await loadSheet(reply.body)
    expect(sheet.rowCount).toBe(1 + byTrain.length)
    const numbers = Array.from({ length: byTrain.length }, (_, index) => rowValues(sheet, index + 2)[0])
    expect(numbers).toEqual(byTrain.map((row) => row.formatted_number))

    const two = await loadSheet((await customer.get('/api/v2/standing-order/export?count=2')).body)
    expect(two.rowCount).toBe(3)
  })

  it('refuses an export with nothing in it (422)', async () => {
    const restricted = await loginAs(api, 'restricted')
    const foreign = (await list(restricted)).data[0] as StandingOrder
    const reply = await customer.get(`/api/v2/standing-order/export?filter[orderList]=${foreign.id}`)
    expect(reply.status).toBe(422)
    expect(reply.body.message).toEqual(expect.any(String))
  })
})
