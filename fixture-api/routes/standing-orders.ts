import { Hono } from 'hono'
import { STANDING_ORDER_COLUMNS } from '#fixture-api/documents/export-columns'
import { MAX_EXPORT_ROWS, renderSheet, XLSX_TYPE } from '#fixture-api/documents/export-xlsx'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError, notFound } from '#fixture-api/http/errors'
import {
  contains,
  type ListQuery,
  orderList,
  page,
  parseListQuery,
  sortRows,
} from '#fixture-api/http/list-query'
import { parseBody } from '#fixture-api/http/validation'
import { type StandingOrderRecord, WEEKDAYS } from '#fixture-api/model'
import { CustomerName } from '#fixture-api/schemas/account-payloads'
import { standingOrderView } from '#fixture-api/views/account-views'
import { parseDate } from '#fixture-api/zurich-time'
import { localeParam } from './shipments'

const FILTER_KEYS = [
  'transportTypeId',
  'pickupDate',
  'senderLocation',
  'receiverLocation',
  'orderList',
  ...WEEKDAYS,
]
const SORT_FIELDS = ['sender', 'receiver', 'price', 'id'] as const

function filterStandingOrders(rows: StandingOrderRecord[], filter: Record<string, string>) {
  for (const key of Object.keys(filter)) {
    if (!FILTER_KEYS.includes(key)) {
      throw new HttpError(400, `filter[${key}] is not a standing-order filter`, { field: `filter[${key}]` })
    }
  }
  const type = filter.transportTypeId
  if (type !== undefined && !['0', '1', '3', '4', 'null'].includes(type)) {
    throw new HttpError(400, 'filter[transportTypeId] must be 0, 1, 3 or 4', {
      field: 'filter[transportTypeId]',
    })
  }
  let pickupDay: string | undefined
  if (filter.pickupDate) {
    const date = parseDate(filter.pickupDate)
    if (!date) throw new HttpError(400, 'filter[pickupDate] must be a date', { field: 'filter[pickupDate]' })
    pickupDay = WEEKDAYS[date.dayOfWeek - 1]
  }
  const days = WEEKDAYS.filter((day) => filter[day] === '1' || filter[day] === 'true')
  const selected = orderList(filter)
  return rows.filter((row) => {
    if (selected && !selected.has(row.id)) return false
    if (type && type !== '0' && type !== 'null' && String(row.transportart_id) !== type) return false
    if (pickupDay && !row.standing_order_active_on.includes(pickupDay as (typeof WEEKDAYS)[number]))
      return false
    if (days.some((day) => !row.standing_order_active_on.includes(day))) return false
    if (
      filter.senderLocation &&
      !row.from.some((stop) => contains(`${stop.plz} ${stop.ort}`, filter.senderLocation ?? ''))
    )
      return false
    if (
      filter.receiverLocation &&
      !row.to.some((stop) => contains(`${stop.plz} ${stop.ort}`, filter.receiverLocation ?? ''))
    )
      return false
    return true
  })
}

function query(rows: StandingOrderRecord[], list: ListQuery) {
  const sorting = list.sorting ?? { field: 'sender', direction: 'asc' as const }
  const key = (row: StandingOrderRecord) =>
    sorting.field === 'sender'
      ? row.from[0]?.firma
      : sorting.field === 'receiver'
        ? row.to[0]?.firma
        : sorting.field === 'price'
          ? Number(row.preis_netto)
          : row.id
  return sortRows(filterStandingOrders(rows, list.filter), key, sorting.direction)
}

export function standingOrderRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store, options } = deps
  const view = (record: StandingOrderRecord) => standingOrderView(record, options.specStrict)

  routes.get('/standing-order', (c) => {
    const list = parseListQuery(new URL(c.req.url), SORT_FIELDS)
    const result = page(query(store.standingOrders.of(c.get('user').username), list), list)
    return c.json({ pagination: result.pagination, data: result.data.map(view) })
  })

  routes.get('/standing-order/export', async (c) => {
    const url = new URL(c.req.url)
    const list = parseListQuery(url, SORT_FIELDS, MAX_EXPORT_ROWS)
    const rows = query(store.standingOrders.of(c.get('user').username), list)
    if (rows.length === 0) throw new HttpError(422, 'There is nothing to export', { total: 0 })
    if (rows.length > MAX_EXPORT_ROWS) {
      throw new HttpError(422, `More than ${MAX_EXPORT_ROWS} standing orders cannot be exported at once`, {
        total: rows.length,
        max: MAX_EXPORT_ROWS,
      })
    }
    const locale = localeParam(url.searchParams.get('locale') ?? undefined)
    // `count` bounds the export like the list's page size, from the first row.
    const file = await renderSheet(
      'Standing orders',
      STANDING_ORDER_COLUMNS,
      rows.slice(0, list.count),
      locale,
    )
    return c.body(file as Uint8Array<ArrayBuffer>, 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': 'attachment; filename="standing-orders.xlsx"',
    })
  })

  routes.post('/standing-order/:key/change-customer-name', async (c) => {
    const key = Number(c.req.param('key'))
    const row = Number.isInteger(key) ? store.standingOrders.getOwned(c.get('user').username, key) : undefined
    if (!row) throw notFound('Standing order', c.req.param('key'))
    const body = await parseBody(c, CustomerName)
    // Kept even when spec-strict (the call exists to store it, and the export shows it); only the
    // answers leave it out.
    const updated = { ...row, customer_name: body.customerName ?? '' }
    store.saveStandingOrder(updated)
    return c.json(view(updated))
  })

  return routes
}
