import { Temporal } from 'temporal-polyfill'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from './testing/factories'
import { type Client, FIXED_NOW } from './testing/harness'
import {
  archiveDay,
  epoch,
  ISO_DATE_TIME,
  ids,
  LIST_FIELDS,
  type ListName,
  list,
  openShipmentLists,
  STOP_FIELDS,
} from './testing/shipment-lists'

let customer: Client
let full: Record<ListName, Row[]>

beforeAll(async () => {
  ;({ customer, full } = await openShipmentLists())
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
