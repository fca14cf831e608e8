import 'fake-indexeddb/auto'
// Dexie's live queries (whenSettled) watch only while a global indexedDB exists.
import ExcelJS from 'exceljs'
import { describe, expect, it, vi } from 'vitest'
import { isOffline } from '#api/errors'
import { fixtureHarness, harnessOver } from '#api/testing/harness'
import { adapterDefaults } from '#testing/adapter-defaults'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { createStandingOrdersApi } from './use-standing-orders-adapter'

type Options = Parameters<typeof createStandingOrdersApi>[0]

/** The adapter over `api`, with the test defaults unless `options` says otherwise. */
const adapterOver = (api: Options['api'], options: Partial<Options> = {}) =>
  createStandingOrdersApi({ ...adapterDefaults(), api, ...options })

async function sheetOf(file: Blob): Promise<{ header: string[]; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await file.arrayBuffer()) as ArrayBuffer)
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('the export has no sheet')
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
  const rows: unknown[][] = []
  for (let row = 2; row <= sheet.actualRowCount; row++) rows.push(values(row))
  return { header: values(1).map(String), rows }
}

describe('the standing-orders screen against the fixture API', () => {
  it('exports the selected orders in the portal’s language, with progress, as a real spreadsheet', async () => {
    const h = await fixtureHarness('customer')
    const api = adapterOver(h.api, { locale: 'fr' })
    const orders = (await h.api.standingOrders.list({ count: 3, offset: 0 })).items
    const progress = vi.fn()
    const file = await api.exportOrders(
      {
        sorting: { field: 'sender', direction: 'asc' },
        filter: {},
        orderList: orders.map((order) => order.key),
        count: orders.length,
      },
      progress,
    )
    const request = h.to('/standing-order/export')[0]
    expect(request?.url.searchParams.get('locale')).toBe('fr')
    expect(request?.url.searchParams.get('filter[orderList]')).toBe(
      orders.map((order) => order.key).join(','),
    )
    expect(request?.url.searchParams.get('count')).toBe('3')
    expect(progress).toHaveBeenCalled()
    const sheet = await sheetOf(file)
    expect(sheet.header.length).toBeGreaterThan(3)
    expect(sheet.rows).toHaveLength(3)
  })

  it('exports every result of the filter when nothing is selected: the weekday key as 1, the count', async () => {
    const h = await fixtureHarness('customer')
    const api = adapterOver(h.api)
    const all = await h.api.standingOrders.list({ count: 100, offset: 0, filter: { monday: true } })
    const file = await api.exportOrders({
      sorting: { field: 'price', direction: 'desc' },
      filter: { monday: true },
      count: all.total,
    })
    const request = h.to('/standing-order/export')[0]
    expect(request?.url.searchParams.get('filter[monday]')).toBe('1')
    expect(request?.url.searchParams.get('filter[orderList]')).toBeNull()
    expect(request?.url.searchParams.get('sorting[field]')).toBe('price')
    expect((await sheetOf(file)).rows).toHaveLength(all.total)
  })

  it('an export without network rejects as offline, so the screen can say it needs the network', async () => {
    const offline = harnessOver(async () => {
      throw new TypeError('Failed to fetch')
    })
    const api = adapterOver(offline.api)
    const failure = await api
      .exportOrders({ sorting: { field: 'sender', direction: 'asc' }, filter: {}, count: 14 })
      .catch((error: unknown) => error)
    expect(isOffline(failure)).toBe(true)
  })

  it('queues a rename through the change queue and tells sent from refused from the replica', async () => {
    const h = await fixtureHarness('customer')
    const replica = freshDatabase()
    const queue = vi.fn(async () => 7)
    const api = adapterOver(h.api, { queue, replica })
    expect(await api.queueRename(20001, 'Morgentour')).toEqual({ seq: 7 })
    expect(queue).toHaveBeenCalledWith('renameStandingOrder', { key: 20001, customerName: 'Morgentour' })
    expect(h.sent).toHaveLength(0)

    const refused = await replica.outbox.add(
      anOutboxRow({
        account: 'customer',
        status: 'needsAttention',
        lastError: 'customerName is too long (max 120)',
        errorField: 'customerName',
      }),
    )
    expect(await api.settled(refused, 1000)).toEqual({
      status: 'refused',
      message: 'customerName is too long (max 120)',
      field: 'customerName',
    })
    const waiting = await replica.outbox.add(anOutboxRow({ account: 'customer' }))
    expect(await api.settled(waiting, 10)).toEqual({ status: 'waiting' })
    await replica.outbox.delete(waiting)
    expect(await api.settled(waiting, 1000)).toEqual({ status: 'sent' })
  })
})
