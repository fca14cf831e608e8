import { Temporal } from 'temporal-polyfill'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchAll, type Page, type Row, toQuery } from './testing/factories'
import {
  type Client,
  client,
  FIXED_NOW,
  loginAs,
  startSession,
  type TestApi,
  tokenFor,
} from './testing/harness'

type ListName = 'active' | 'archive'

const LIST_FIELDS = [
  'id',
  'formatted_number',
  'rechnungsbeschreibung_offiziell',
  'state',
  'cancelled',
  'start',
  'end',
  'addresses',
  'coli_count',
  'total_weight',
  'visiert_von',
  'tourenplan_aktiv',
  'pickup_datetime',
  'visier_date',
  'visier_time',
  'visier_datum',
  'pickup_from',
  'pickup_to',
  'drop_from',
  'drop_to',
  'transportart_id',
]

const STOP_FIELDS = [
  'id',
  'kontaktadresse_id',
  'firma',
  'kontakt',
  'adresse',
  'plz',
  'ort',
  'phone',
  'datetime',
  'time_start',
  'time_end',
]

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/
const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

const epoch = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds
const ids = (rows: Row[]) => rows.map((row) => row.id as number)
const sortedIds = (rows: Row[]) => ids(rows).sort((a, b) => a - b)
/** The Zurich day the archive files a row under: delivery, else (cancelled) pickup. */
const archiveDay = (row: Row): string => row.visier_date ?? String(row.start.date).slice(0, 10)
const pickupDay = (row: Row): string => String(row.start.date).slice(0, 10)
const has = (value: string | null | undefined, needle: string) =>
  (value ?? '').toLowerCase().includes(needle.toLowerCase())

let api: TestApi
let customer: Client
let full: Record<ListName, Row[]>

async function list(who: Client, name: ListName, params: Record<string, string | number> = {}) {
  const reply = await who.get(`/api/v2/shipments/${name}${toQuery(params)}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body as Page
}

async function everything(name: ListName, params: Record<string, string | number> = {}): Promise<Row[]> {
  const body = await fetchAll(customer, `/api/v2/shipments/${name}`, params)
  expect(body.data).toHaveLength(body.pagination.total)
  return body.data
}

beforeAll(async () => {
  ;({ api, user: customer } = await startSession('customer'))
  full = { active: await everything('active'), archive: await everything('archive') }
})

describe('GET /api/v2/shipments/active and /archive: response and fields', () => {
  it.each(['active', 'archive'] as const)(
    '%s answers {pagination: {total}, data[]} with 20 rows by default',
    async (name) => {
      const body = await list(customer, name)
      expect(Object.keys(body).sort()).toEqual(['data', 'pagination'])
      expect(body.pagination.total).toBe(full[name].length)
      expect(body.data).toHaveLength(20)
      expect(ids(body.data)).toEqual(ids(full[name]).slice(0, 20))
    },
  )

  it.each(['active', 'archive'] as const)('%s rows carry every list field of spec section 3', (name) => {
    for (const row of full[name]) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(LIST_FIELDS))
      expect(row.id).toEqual(expect.any(Number))
      expect(row.formatted_number).toMatch(/^VK-\d{7}$/)
      expect(typeof row.rechnungsbeschreibung_offiziell).toBe('string')
      expect(row.state).toEqual(expect.any(Number))
      expect(typeof row.cancelled).toBe('boolean')
      expect(row.start.date).toMatch(ISO_DATE_TIME)
      expect(row.end.date).toMatch(ISO_DATE_TIME)
      expect(epoch(row.end.date)).toBeGreaterThan(epoch(row.start.date))
      for (const key of ['pickup_from', 'pickup_to', 'drop_from', 'drop_to']) {
        expect(row[key]).toMatch(ISO_DATE_TIME)
      }
      expect(row.addresses.from.length).toBeGreaterThanOrEqual(1)
      expect(row.addresses.to.length).toBeGreaterThanOrEqual(1)
      for (const stop of [...row.addresses.from, ...row.addresses.to]) {
        expect(Object.keys(stop)).toEqual(expect.arrayContaining(STOP_FIELDS))
        expect(stop.id).toEqual(expect.any(Number))
        expect(stop.firma).toEqual(expect.any(String))
        expect(stop.firma).not.toBe('')
        expect(stop.adresse).toEqual(expect.any(String))
        expect(stop.plz).toMatch(/^\d{4}$/)
        expect(stop.ort).toEqual(expect.any(String))
        expect(stop.time_start).toMatch(/^\d{2}:\d{2}$/)
        expect(stop.time_end).toMatch(/^\d{2}:\d{2}$/)
      }
      expect(Number.isInteger(row.coli_count)).toBe(true)
      expect(row.coli_count).toBeGreaterThanOrEqual(1)
      expect(row.total_weight).toBeGreaterThan(0)
      expect(row.tourenplan_aktiv).toBe(row.addresses.from.length > 1 || row.addresses.to.length > 1)
      expect([1, 3, 4]).toContain(row.transportart_id)
      if (row.visier_datum === null) {
        expect(row.visier_date).toBeNull()
        expect(row.visier_time).toBeNull()
      } else {
        expect(row.visier_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(row.visier_time).toMatch(/^\d{2}:\d{2}:\d{2}$/)
        expect(row.visier_datum).toMatch(ISO_DATE_TIME)
        expect(row.visier_datum.startsWith(`${row.visier_date}T${row.visier_time}`)).toBe(true)
      }
    }
  })

  it('active rows are not delivered yet: states below 1000, picked up only once in transit', () => {
    for (const row of full.active) {
      expect(row.state).toBeLessThan(1000)
      expect(row.visier_datum).toBeNull()
      expect(row.visiert_von).toBeNull()
      if (row.state >= 300) expect(row.pickup_datetime).toMatch(ISO_DATE_TIME)
      else expect(row.pickup_datetime).toBeNull()
    }
  })

  it('archived rows are delivered (state 1000, signed) unless cancelled', () => {
    for (const row of full.archive) {
      if (row.cancelled) {
        expect(row.visier_datum).toBeNull()
        expect(row.visiert_von).toBeNull()
      } else {
        expect(row.state).toBe(1000)
        expect(row.visier_datum).toMatch(ISO_DATE_TIME)
        expect(row.pickup_datetime).toMatch(ISO_DATE_TIME)
        expect(row.visiert_von).toEqual(expect.any(String))
        expect(epoch(row.visier_datum)).toBeLessThanOrEqual(FIXED_NOW.epochMilliseconds)
        expect(epoch(row.visier_datum)).toBeGreaterThan(epoch(row.pickup_datetime))
      }
    }
  })
})

describe('seeded data facts for `customer`', () => {
  it('has at least 300 archived and 25 active shipments, with unique ids and numbers', () => {
    expect(full.archive.length).toBeGreaterThanOrEqual(300)
    expect(full.active.length).toBeGreaterThanOrEqual(25)
    const all = [...full.active, ...full.archive]
    expect(new Set(ids(all)).size).toBe(all.length)
    expect(new Set(all.map((row) => row.formatted_number)).size).toBe(all.length)
  })

  it('the archive spans about two years', () => {
    const days = full.archive.map(archiveDay).sort()
    const today = Temporal.PlainDate.from('2026-11-18')
    const oldest = Temporal.PlainDate.from(days[0] ?? '')
    const newest = Temporal.PlainDate.from(days.at(-1) ?? '')
    expect(oldest.until(today).days).toBeGreaterThanOrEqual(600)
    expect(oldest.until(today).days).toBeLessThanOrEqual(740)
    expect(newest.toString()).toBe('2026-11-18')
  })

  it('the archive has tours with several stops, cancelled shipments and every transport type', () => {
    const tours = full.archive.filter((row) => row.tourenplan_aktiv)
    expect(tours.length).toBeGreaterThan(0)
    expect(tours.some((row) => row.addresses.from.length + row.addresses.to.length >= 3)).toBe(true)
    expect(full.archive.filter((row) => row.cancelled).length).toBeGreaterThan(0)
    for (const type of [1, 3, 4]) {
      expect(full.archive.filter((row) => row.transportart_id === type).length).toBeGreaterThan(0)
    }
  })

  it('has deliveries both younger and older than 24 hours', () => {
    const dayAgo = FIXED_NOW.subtract({ hours: 24 }).epochMilliseconds
    const delivered = full.archive.filter((row) => row.visier_datum !== null)
    expect(delivered.some((row) => epoch(row.visier_datum) > dayAgo)).toBe(true)
    expect(delivered.some((row) => epoch(row.visier_datum) < dayAgo)).toBe(true)
  })

  it('active states spread over ready for pickup (< 300) and in transit (300..999)', () => {
    const live = full.active.filter((row) => !row.cancelled)
    expect(live.filter((row) => row.state < 300).length).toBeGreaterThan(0)
    expect(live.filter((row) => row.state >= 300 && row.state < 1000).length).toBeGreaterThan(0)
    expect(full.active.some((row) => row.cancelled)).toBe(true)
  })
})

describe('paging', () => {
  it.each(['active', 'archive'] as const)(
    '%s pages by count/offset without overlap, total unchanged',
    async (name) => {
      const pages = []
      for (const offset of [0, 10, 20]) pages.push(await list(customer, name, { count: 10, offset }))
      for (const body of pages) {
        expect(body.pagination.total).toBe(full[name].length)
        expect(body.data).toHaveLength(10)
      }
      const seen = pages.flatMap((body) => ids(body.data))
      expect(new Set(seen).size).toBe(30)
      expect(seen).toEqual(ids(full[name]).slice(0, 30))
    },
  )

  it('the last page is short and an offset past the end gives no rows', async () => {
    const total = full.archive.length
    const last = await list(customer, 'archive', { count: 50, offset: total - 7 })
    expect(last.data).toHaveLength(7)
    expect(ids(last.data)).toEqual(ids(full.archive).slice(-7))
    const past = await list(customer, 'archive', { count: 20, offset: total + 5 })
    expect(past).toEqual({ pagination: { total }, data: [] })
  })

  it.each([
    ['count', '0'],
    ['count', '-1'],
    ['count', 'abc'],
    ['count', '10001'],
    ['count', '2.5'],
    ['offset', '-1'],
    ['offset', 'x'],
  ])('%s=%s → 400', async (key, value) => {
    for (const name of ['active', 'archive']) {
      const reply = await customer.get(`/api/v2/shipments/${name}?${key}=${value}`)
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe(key)
    }
  })

  it('count=10000 is allowed', async () => {
    const body = await list(customer, 'archive', { count: 10000 })
    expect(body.data).toHaveLength(full.archive.length)
  })
})

describe('filters (bracket notation)', () => {
  /** Checks a filter against a predicate applied to the full list: same rows, a proper subset. */
  async function expectFilter(name: ListName, params: Record<string, string>, keep: (row: Row) => boolean) {
    const expected = full[name].filter(keep)
    expect(expected.length, 'the filter should match something').toBeGreaterThan(0)
    expect(expected.length, 'the filter should leave something out').toBeLessThan(full[name].length)
    const body = await list(customer, name, { count: 10000, ...params })
    expect(body.pagination.total).toBe(expected.length)
    expect(sortedIds(body.data)).toEqual(sortedIds(expected))
  }

  it('filter[transportTypeId] 0 is all, 1/3/4 keep that type only', async () => {
    for (const name of ['active', 'archive'] as const) {
      const all = await list(customer, name, { 'filter[transportTypeId]': 0, count: 10000 })
      expect(all.pagination.total).toBe(full[name].length)
      let sum = 0
      for (const type of [1, 3, 4]) {
        const rows = full[name].filter((row) => row.transportart_id === type)
        if (rows.length === 0) continue
        await expectFilter(
          name,
          { 'filter[transportTypeId]': String(type) },
          (row) => row.transportart_id === type,
        )
        sum += rows.length
      }
      expect(sum).toBe(full[name].length)
    }
  })

  it('filter[transportTypeId] outside 0, 1, 3, 4 → 400', async () => {
    const reply = await customer.get('/api/v2/shipments/archive?filter[transportTypeId]=2')
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('filter[transportTypeId]')
  })

  it('archive filter[from]/filter[to] select by delivery day, in either date format', async () => {
    const inRange = (row: Row) => archiveDay(row) >= '2026-09-01' && archiveDay(row) <= '2026-10-15'
    await expectFilter('archive', { 'filter[from]': '2026-09-01', 'filter[to]': '2026-10-15' }, inRange)
    await expectFilter('archive', { 'filter[from]': '01.09.2026', 'filter[to]': '15.10.2026' }, inRange)
    await expectFilter('archive', { 'filter[from]': '1.9.2026', 'filter[to]': '15.10.2026' }, inRange)
    await expectFilter('archive', { 'filter[from]': '2026-11-01' }, (row) => archiveDay(row) >= '2026-11-01')
    await expectFilter('archive', { 'filter[to]': '2025-01-31' }, (row) => archiveDay(row) <= '2025-01-31')
  })

  it('archive date filters use the delivery day, not the pickup day', async () => {
    const overnight = full.archive.find((row) => row.visier_date && row.visier_date !== pickupDay(row))
    expect(overnight).toBeDefined()
    const row = overnight as Row
    const onDelivery = await everything('archive', {
      'filter[from]': row.visier_date,
      'filter[to]': row.visier_date,
    })
    expect(ids(onDelivery)).toContain(row.id)
    const onPickup = await everything('archive', {
      'filter[from]': pickupDay(row),
      'filter[to]': pickupDay(row),
    })
    expect(ids(onPickup)).not.toContain(row.id)
  })

  it('active filter[from]/filter[to] select by pickup day', async () => {
    await expectFilter(
      'active',
      { 'filter[from]': '19.11.2026', 'filter[to]': '2026-11-20' },
      (row) => pickupDay(row) >= '2026-11-19' && pickupDay(row) <= '2026-11-20',
    )
  })

  it.each(['2026-13-01', '2026-02-30', '31.02.2026', 'yesterday', '2026/11/18'])(
    'filter[from]=%s → 400',
    async (value) => {
      for (const key of ['from', 'to']) {
        const reply = await customer.get(
          `/api/v2/shipments/archive?filter[${key}]=${encodeURIComponent(value)}`,
        )
        expect(reply.status).toBe(400)
        expect(reply.body.field).toBe(`filter[${key}]`)
      }
    },
  )

  it('filter[sender] and filter[receiver] match name or contact of any stop, ignoring case', async () => {
    const sample = full.archive.find((row) => row.addresses.from[0].firma.length > 6) as Row
    const senderNeedle = sample.addresses.from[0].firma.slice(0, 6).toUpperCase()
    const senderMatch = (row: Row) =>
      row.addresses.from.some((stop: Row) => has(`${stop.firma} ${stop.kontakt}`, senderNeedle))
    await expectFilter('archive', { 'filter[sender]': senderNeedle }, senderMatch)

    const contactNeedle = sample.addresses.to[0].kontakt.split(' ')[0].toLowerCase()
    const receiverMatch = (row: Row) =>
      row.addresses.to.some((stop: Row) => has(`${stop.firma} ${stop.kontakt}`, contactNeedle))
    await expectFilter('archive', { 'filter[receiver]': contactNeedle }, receiverMatch)
    await expectFilter('active', { 'filter[receiver]': contactNeedle }, receiverMatch)
  })

  it('filter[senderZip] / filter[receiverZip] match postcodes by prefix', async () => {
    const zip = full.archive[0]?.addresses.from[0].plz as string
    await expectFilter('archive', { 'filter[senderZip]': zip }, (row) =>
      row.addresses.from.some((stop: Row) => stop.plz === zip),
    )
    await expectFilter('archive', { 'filter[senderZip]': zip.slice(0, 1) }, (row) =>
      row.addresses.from.some((stop: Row) => stop.plz.startsWith(zip.slice(0, 1))),
    )
    const toZip = full.archive[1]?.addresses.to[0].plz as string
    await expectFilter('archive', { 'filter[receiverZip]': toZip }, (row) =>
      row.addresses.to.some((stop: Row) => stop.plz === toZip),
    )
  })

  it('filter[senderLocation] / filter[receiverLocation] match the place name', async () => {
    const from = full.archive[2]?.addresses.from[0].ort as string
    await expectFilter('archive', { 'filter[senderLocation]': from.toLowerCase() }, (row) =>
      row.addresses.from.some((stop: Row) => has(stop.ort, from)),
    )
    const to = full.archive[3]?.addresses.to[0].ort as string
    await expectFilter('archive', { 'filter[receiverLocation]': to }, (row) =>
      row.addresses.to.some((stop: Row) => has(stop.ort, to)),
    )
  })

  it('filter[orderNumber] matches the formatted number', async () => {
    const target = full.archive[5] as Row
    const exact = await everything('archive', { 'filter[orderNumber]': target.formatted_number })
    expect(ids(exact)).toEqual([target.id])
    const lower = await everything('archive', {
      'filter[orderNumber]': target.formatted_number.toLowerCase(),
    })
    expect(ids(lower)).toEqual([target.id])
    const prefix = target.formatted_number.slice(0, 8)
    await expectFilter('archive', { 'filter[orderNumber]': prefix }, (row) =>
      row.formatted_number.startsWith(prefix),
    )
    const none = await list(customer, 'archive', { 'filter[orderNumber]': 'VK-9999999' })
    expect(none).toEqual({ pagination: { total: 0 }, data: [] })
  })

  it('filter[state] readyForPickup and inTransit', async () => {
    await expectFilter(
      'active',
      { 'filter[state]': 'readyForPickup' },
      (row) => !row.cancelled && row.state < 300,
    )
    await expectFilter(
      'active',
      { 'filter[state]': 'inTransit' },
      (row) => !row.cancelled && row.state >= 300 && row.state < 1000,
    )
    const archived = await list(customer, 'archive', { 'filter[state]': 'readyForPickup' })
    expect(archived.pagination.total).toBe(0)
  })

  it('filter[reference] matches the reference', async () => {
    const reference = full.archive.find((row) => row.rechnungsbeschreibung_offiziell !== '')
      ?.rechnungsbeschreibung_offiziell as string
    await expectFilter('archive', { 'filter[reference]': reference.toUpperCase() }, (row) =>
      has(row.rechnungsbeschreibung_offiziell, reference),
    )
  })

  it('filter[orderList] keeps the listed keys only', async () => {
    const picked = [full.archive[4], full.archive[40], full.archive[200]].map((row) => (row as Row).id)
    const body = await list(customer, 'archive', { 'filter[orderList]': picked.join(',') })
    expect(body.pagination.total).toBe(3)
    expect(sortedIds(body.data)).toEqual([...picked].sort((a, b) => a - b))
    const spaced = await list(customer, 'archive', { 'filter[orderList]': ` ${picked[0]} , ${picked[1]}` })
    expect(spaced.pagination.total).toBe(2)
    const bad = await customer.get('/api/v2/shipments/archive?filter[orderList]=1,abc')
    expect(bad.status).toBe(400)
  })

  it('filters combine', async () => {
    await expectFilter(
      'archive',
      { 'filter[transportTypeId]': '3', 'filter[from]': '2026-01-01', 'filter[to]': '2026-06-30' },
      (row) =>
        row.transportart_id === 3 && archiveDay(row) >= '2026-01-01' && archiveDay(row) <= '2026-06-30',
    )
  })

  it('empty filter values are ignored', async () => {
    for (const name of ['active', 'archive'] as const) {
      const body = await list(customer, name, {
        'filter[sender]': '',
        'filter[from]': '',
        'filter[transportTypeId]': ' ',
        'filter[state]': '',
      })
      expect(body.pagination.total).toBe(full[name].length)
      expect(ids(body.data)).toEqual(ids(full[name]).slice(0, 20))
    }
  })
})

describe('sorting', () => {
  async function sorted(name: ListName, field: string, direction: 'asc' | 'desc') {
    return everything(name, { 'sorting[field]': field, 'sorting[direction]': direction })
  }

  function expectOrdered<T>(values: T[], compare: (a: T, b: T) => number, direction: 'asc' | 'desc') {
    for (let index = 1; index < values.length; index++) {
      const order = compare(values[index - 1] as T, values[index] as T)
      if (direction === 'asc') expect(order).toBeLessThanOrEqual(0)
      else expect(order).toBeGreaterThanOrEqual(0)
    }
  }

  it('active: default and empfangsdatum order by pickup date both ways', async () => {
    for (const field of ['default', 'empfangsdatum']) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await sorted('active', field, direction)
        expect(rows).toHaveLength(full.active.length)
        expectOrdered(
          rows.map((row) => epoch(row.start.date)),
          (a, b) => a - b,
          direction,
        )
      }
    }
    const asc = await sorted('active', 'empfangsdatum', 'asc')
    expect(epoch(asc[0]?.start.date)).toBeLessThan(epoch(asc.at(-1)?.start.date))
  })

  it('active default order is sorting default, descending', async () => {
    const explicit = await sorted('active', 'default', 'desc')
    expect(ids(full.active)).toEqual(ids(explicit))
  })

  it('active: status orders by numeric state both ways', async () => {
    const asc = await sorted('active', 'status', 'asc')
    const desc = await sorted('active', 'status', 'desc')
    const live = (rows: Row[]) => rows.filter((row) => !row.cancelled).map((row) => row.state as number)
    expectOrdered(live(asc), (a, b) => a - b, 'asc')
    expectOrdered(live(desc), (a, b) => a - b, 'desc')
    expect(live(asc)[0]).toBeLessThan(300)
    expect(live(desc)[0]).toBeGreaterThanOrEqual(300)
    expect(ids(desc)).toEqual(ids(asc).reverse())
  })

  it.each([
    ['reference', (row: Row) => row.rechnungsbeschreibung_offiziell as string],
    ['sender', (row: Row) => row.addresses.from[0].firma as string],
    ['receiver', (row: Row) => row.addresses.to[0].firma as string],
  ])('archive: %s orders by name both ways', async (field, key) => {
    const asc = await sorted('archive', field, 'asc')
    const desc = await sorted('archive', field, 'desc')
    expect(asc).toHaveLength(full.archive.length)
    expectOrdered(asc.map(key), collator.compare, 'asc')
    expectOrdered(desc.map(key), collator.compare, 'desc')
    expect(collator.compare(key(asc[0] as Row), key(asc.at(-1) as Row))).toBeLessThan(0)
    expect(ids(desc)).toEqual(ids(asc).reverse())
  })

  it('archive: visier_datum orders by delivery moment both ways, undelivered last', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await sorted('archive', 'visier_datum', direction)
      const delivered = rows.filter((row) => row.visier_datum !== null)
      expectOrdered(
        delivered.map((row) => epoch(row.visier_datum)),
        (a, b) => a - b,
        direction,
      )
      const firstNull = rows.findIndex((row) => row.visier_datum === null)
      expect(firstNull).toBe(delivered.length)
    }
  })

  it('archive default order is visier_datum descending, newest delivery first', async () => {
    const explicit = await sorted('archive', 'visier_datum', 'desc')
    expect(ids(full.archive)).toEqual(ids(explicit))
    expect(full.archive[0]?.visier_datum).toBe(
      full.archive
        .map((row) => row.visier_datum)
        .filter(Boolean)
        .sort((a, b) => epoch(b) - epoch(a))[0],
    )
  })

  it('sorting applies before paging', async () => {
    const params = { 'sorting[field]': 'sender', 'sorting[direction]': 'asc' }
    const all = await sorted('archive', 'sender', 'asc')
    const second = await list(customer, 'archive', { ...params, count: 20, offset: 20 })
    expect(ids(second.data)).toEqual(ids(all).slice(20, 40))
  })

  it('a direction other than asc/desc → 400', async () => {
    for (const name of ['active', 'archive']) {
      const reply = await customer.get(
        `/api/v2/shipments/${name}?sorting[field]=default&sorting[direction]=up`,
      )
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe('sorting[direction]')
    }
  })
})

describe('accounts see their own shipments only', () => {
  it('another account has its own lists, disjoint from customer’s', async () => {
    const restricted = await loginAs(api, 'restricted')
    const theirs = await list(restricted, 'archive', { count: 10000 })
    const theirsActive = await list(restricted, 'active', { count: 10000 })
    const mine = new Set(ids([...full.archive, ...full.active]))
    for (const id of ids([...theirs.data, ...theirsActive.data])) expect(mine.has(id)).toBe(false)
  })

  it('GET /api/v2/shipments/{id} of another account’s shipment → 404', async () => {
    const restricted = await loginAs(api, 'restricted')
    const foreign = full.archive[0] as Row
    const reply = await restricted.get(`/api/v2/shipments/${foreign.id}`)
    expect(reply.status).toBe(404)
    const foreignActive = full.active[0] as Row
    expect((await restricted.get(`/api/v2/shipments/${foreignActive.id}`)).status).toBe(404)
    const own = (await list(restricted, 'archive')).data[0] as Row
    expect((await restricted.get(`/api/v2/shipments/${own.id}`)).status).toBe(200)
    expect((await customer.get(`/api/v2/shipments/${own.id}`)).status).toBe(404)
  })

  it('a switched user sees the switched-to account’s data only', async () => {
    const dispatcher = await loginAs(api, 'dispatcher')
    const dispatcherOwn = (await list(dispatcher, 'archive')).data[0] as Row
    const asCustomer = client(api, await tokenFor(api, 'dispatcher'), { 'x-switch-user': 'customer' })

    const archive = await list(asCustomer, 'archive', { count: 10000 })
    expect(sortedIds(archive.data)).toEqual(sortedIds(full.archive))
    const active = await list(asCustomer, 'active', { count: 10000 })
    expect(sortedIds(active.data)).toEqual(sortedIds(full.active))
    expect((await asCustomer.get(`/api/v2/shipments/${full.archive[0]?.id}`)).status).toBe(200)
    expect((await asCustomer.get(`/api/v2/shipments/${dispatcherOwn.id}`)).status).toBe(404)
    expect((await dispatcher.get(`/api/v2/shipments/${full.archive[0]?.id}`)).status).toBe(404)
  })
})
