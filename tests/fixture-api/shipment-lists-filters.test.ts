import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from './testing/factories'
import type { Client } from './testing/harness'
import {
  archiveDay,
  has,
  ids,
  type ListName,
  list,
  everything as listAll,
  openShipmentLists,
  pickupDay,
  sortedIds,
} from './testing/shipment-lists'

let customer: Client
let full: Record<ListName, Row[]>
const everything = (name: ListName, params: Record<string, string | number> = {}) =>
  listAll(customer, name, params)

beforeAll(async () => {
  ;({ customer, full } = await openShipmentLists())
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
