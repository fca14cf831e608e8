import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from './testing/factories'
import { type Client, client, loginAs, type TestApi, tokenFor } from './testing/harness'
import {
  collator,
  epoch,
  ids,
  type ListName,
  list,
  everything as listAll,
  openShipmentLists,
  sortedIds,
} from './testing/shipment-lists'

let api: TestApi
let customer: Client
let full: Record<ListName, Row[]>
const everything = (name: ListName, params: Record<string, string | number> = {}) =>
  listAll(customer, name, params)

beforeAll(async () => {
  ;({ api, customer, full } = await openShipmentLists())
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
