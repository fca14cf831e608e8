import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { SHIPMENT_COLUMNS } from '#fixture-api/documents/export-columns'
import { MAX_EXPORT_ROWS, renderSheet, XLSX_TYPE } from '#fixture-api/documents/export-xlsx'
import { renderWaybill } from '#fixture-api/documents/waybill-pdf'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError, notFound } from '#fixture-api/http/errors'
import { page, parseListQuery } from '#fixture-api/http/list-query'
import { parseBody } from '#fixture-api/http/validation'
import { LOCALES, type Locale, type ShipmentRecord } from '#fixture-api/model'
import { queryShipments, SHIPMENT_SORT_FIELDS, shipmentDay } from '#fixture-api/queries/shipment-filters'
import { ShipmentEdit, WaybillEmail, WaybillToken } from '#fixture-api/schemas/order-payload'
import { shipmentDetailView, shipmentListView, trackingView } from '#fixture-api/views/shipment-views'
import { ZONE } from '#fixture-api/zurich-time'
import { createShipment } from './shipment-create'

const WAYBILL_TOKEN_MS = 5 * 60 * 1000

export function localeParam(raw: string | undefined): Locale {
  if (raw === undefined || raw === '') return 'de'
  if ((LOCALES as readonly string[]).includes(raw)) return raw as Locale
  throw new HttpError(400, 'locale must be de, fr, it or en', { field: 'locale' })
}

function shipmentKey(raw: string): number {
  const key = Number(raw)
  if (!Number.isInteger(key) || key <= 0) throw new HttpError(404, `Shipment ${raw} not found`)
  return key
}

export function shipmentRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store } = deps
  const waybillTokens = new Map<string, { key: number; owner: string; expiresAtMs: number }>()

  const ownShipment = (owner: string, raw: string): ShipmentRecord => {
    const key = shipmentKey(raw)
    const row = store.shipments.getOwned(owner, key)
    if (!row) throw notFound('Shipment', key)
    return row
  }
  const listOf = (owner: string, list: 'active' | 'archive') =>
    store.shipments.of(owner).filter((row) => row.list === list)

  for (const list of ['active', 'archive'] as const) {
    routes.get(`/shipments/${list}`, (c) => {
      const query = parseListQuery(new URL(c.req.url), SHIPMENT_SORT_FIELDS)
      const rows = queryShipments(listOf(c.get('user').username, list), query, list)
      const result = page(rows, query)
      return c.json({ pagination: result.pagination, data: result.data.map(shipmentListView) })
    })
  }

  routes.get('/shipments/archive/export', async (c) => {
    const url = new URL(c.req.url)
    const query = parseListQuery(url, SHIPMENT_SORT_FIELDS)
    const locale = localeParam(url.searchParams.get('locale') ?? undefined)
    const rows = queryShipments(listOf(c.get('user').username, 'archive'), query, 'archive')
    if (rows.length === 0) throw new HttpError(422, 'There is nothing to export', { total: 0 })
    if (rows.length > MAX_EXPORT_ROWS) {
      throw new HttpError(422, `More than ${MAX_EXPORT_ROWS} shipments cannot be exported at once`, {
        total: rows.length,
        max: MAX_EXPORT_ROWS,
      })
    }
    const file = await renderSheet('Archive', SHIPMENT_COLUMNS, rows, locale)
    return c.body(file as Uint8Array<ArrayBuffer>, 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': 'attachment; filename="export.xlsx"',
    })
  })

  routes.get('/shipments/summary', (c) => {
    const rows = store.shipments.of(c.get('user').username)
    const today = deps.options.now().toZonedDateTimeISO(ZONE).toPlainDate().toString()
    const live = rows.filter((row) => !row.cancelled)
    return c.json({
      readyForPickup: live.filter((row) => row.list === 'active' && row.state < 300).length,
      inTransit: live.filter((row) => row.list === 'active' && row.state >= 300 && row.state < 1000).length,
      delivered: live.filter(
        (row) => row.list === 'archive' && row.visier_datetime && shipmentDay(row) === today,
      ).length,
    })
  })

  routes.post('/shipments/create', async (c) => createShipment(c, deps))

  routes.post('/shipments/request-waybill-email', async (c) => {
    const body = await parseBody(c, WaybillEmail)
    const row = ownShipment(c.get('user').username, String(body.order))
    deps.store.podRequests.push({ owner: c.get('user').username, key: row.id, email: body.email })
    return c.json({
      success: true,
      message: `The waybill of ${row.formatted_number} will be sent to ${body.email}`,
    })
  })

  routes.get('/shipments/:key', (c) =>
    c.json(shipmentDetailView(ownShipment(c.get('user').username, c.req.param('key')))),
  )

  routes.post('/shipments/:key/edit', async (c) => {
    const row = ownShipment(c.get('user').username, c.req.param('key'))
    const body = await parseBody(c, ShipmentEdit)
    if (row.list !== 'active' || row.cancelled || row.state >= 300) {
      throw new HttpError(409, `Shipment ${row.formatted_number} can no longer be changed`)
    }
    const first = row.colis[0]
    const total = row.colis.reduce((sum, coli) => sum + coli.count, 0)
    const colis = total === body.coli_count || !first ? row.colis : [{ ...first, count: body.coli_count }]
    const updated: ShipmentRecord = {
      ...row,
      rechnungsbeschreibung_offiziell:
        body.reference === undefined ? row.rechnungsbeschreibung_offiziell : (body.reference ?? ''),
      colis,
    }
    store.saveShipment(updated)
    return c.json(shipmentDetailView(updated))
  })

  routes.get('/shipments/:key/request-waybill', (c) => {
    const row = ownShipment(c.get('user').username, c.req.param('key'))
    const token = randomBytes(16).toString('hex')
    waybillTokens.set(token, {
      key: row.id,
      owner: row.owner,
      expiresAtMs: deps.options.now().epochMilliseconds + WAYBILL_TOKEN_MS,
    })
    return c.json({ token })
  })

  routes.post('/shipments/:key/waybill', async (c) => {
    const row = ownShipment(c.get('user').username, c.req.param('key'))
    const { token } = await parseBody(c, WaybillToken)
    const grant = waybillTokens.get(token)
    if (!grant || grant.key !== row.id || grant.expiresAtMs < deps.options.now().epochMilliseconds) {
      throw new HttpError(403, 'The waybill token is invalid or has expired; request a new one', {
        field: 'token',
      })
    }
    const owner = store.users.get(row.owner)
    const pdf = await renderWaybill(row, owner?.kundennummer ?? '')
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="waybill-${row.id}.pdf"`,
    })
  })

  routes.get('/track/:trackingId', (c) => {
    const wanted = c.req.param('trackingId').trim().toLowerCase()
    for (const row of store.shipments.all()) {
      const owner = store.users.get(row.owner)
      const candidates = [
        row.formatted_number,
        row.extern_nr,
        String(row.id),
        `${owner?.kundennummer}-${row.extern_nr}`,
      ]
      if (candidates.some((candidate) => candidate.toLowerCase() === wanted)) {
        return c.json(trackingView(row, owner))
      }
    }
    throw new HttpError(404, 'No shipment found with this number.')
  })

  return routes
}
