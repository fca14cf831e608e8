import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { zurichWallClock } from '#fixture-api/documents/export-xlsx'
import { countRows, fetchAll, fetchShipmentLists, type Row, toQuery } from './testing/factories'
import { type Client, loginAs, makeApi, type Reply, startSession, type TestApi } from './testing/harness'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function sheetOf(reply: Reply): Promise<string[][]> {
  expect(reply.status, reply.body instanceof Uint8Array ? '' : JSON.stringify(reply.body)).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(reply.body as Uint8Array) as unknown as ArrayBuffer)
  expect(workbook.worksheets).toHaveLength(1)
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
  const rows: string[][] = []
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null ? '' : String(value))))
  })
  return rows
}

/** Year to minute of an instant on a Zurich wall clock, read with Intl rather than the code under test. */
function zurichWall(iso: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  return new Date(
    Date.UTC(
      parts.year as number,
      (parts.month as number) - 1,
      parts.day as number,
      parts.hour as number,
      parts.minute as number,
      parts.second as number,
    ),
  )
}

let api: TestApi
let customer: Client
let restricted: Client
let archive: Row[]

beforeAll(async () => {
  ;({ api, user: customer } = await startSession('customer'))
  restricted = await loginAs(api, 'restricted')
  ;({ archive } = await fetchShipmentLists(customer))
})

describe('GET /api/v2/shipments/archive/export', () => {
  const exportOf = (params: Record<string, string | number>, who: Client = customer) =>
    who.get(`/api/v2/shipments/archive/export${toQuery(params)}`)

  it('exports the selected rows as export.xlsx with French headers', async () => {
    const picked = [archive[2], archive[50], archive[120]] as Row[]
    const reply = await exportOf({ locale: 'fr', 'filter[orderList]': picked.map((row) => row.id).join(',') })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe(XLSX_TYPE)
    expect(reply.headers.get('content-disposition')).toMatch(/filename="?export\.xlsx"?/)
    const rows = await sheetOf(reply)
    expect(rows[0]).toContain('Numéro')
    expect(rows[0]).toContain('Référence')
    expect(rows[0]).toContain('Expéditeur')
    expect(rows).toHaveLength(4)
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(picked.map((row) => row.formatted_number).sort())
  })

  it('rows carry the shipment’s reference, stops and colis', async () => {
    const row = archive.find((r) => r.rechnungsbeschreibung_offiziell !== '') as Row
    const rows = await sheetOf(await exportOf({ locale: 'en', 'filter[orderList]': String(row.id) }))
    const header = rows[0] as string[]
    const line = rows[1] as string[]
    const cell = (name: string) => line[header.indexOf(name)]
    expect(cell('Number')).toBe(row.formatted_number)
    expect(cell('Reference')).toBe(row.rechnungsbeschreibung_offiziell)
    expect(cell('Sender')).toContain(row.addresses.from[0].firma)
    expect(cell('Receiver')).toContain(row.addresses.to[0].firma)
    expect(Number(cell('Colis'))).toBe(row.coli_count)
  })

  /** The first sheet and a cell getter by header name, on ExcelJS's typed cells. */
  async function cellsOf(
    reply: Reply,
  ): Promise<{ rows: number; cell: (row: number, header: string) => ExcelJS.Cell }> {
    expect(reply.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(reply.body as Uint8Array) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value))
    return {
      rows: sheet.rowCount - 1,
      cell: (row, header) => {
        const column = headers.indexOf(header)
        expect(column, `column ${header} in ${headers.join('|')}`).toBeGreaterThan(0)
        return sheet.getRow(row + 1).getCell(column)
      },
    }
  }

  it('pickup and delivery are date cells showing the Zurich wall clock as DD.MM.YYYY HH:mm', async () => {
    const delivered = archive.filter((r) => r.visier_datum !== null)
    const summer = delivered.find((r) => String(r.visier_datum).endsWith('+02:00')) as Row
    const winter = delivered.find((r) => String(r.visier_datum).endsWith('+01:00')) as Row
    const undelivered = archive.find((r) => r.visier_datum === null) as Row
    expect([summer, winter, undelivered].every(Boolean)).toBe(true)
    const picked = [summer, winter, undelivered]
    const { rows, cell } = await cellsOf(
      await exportOf({ locale: 'en', 'filter[orderList]': picked.map((r) => r.id).join(',') }),
    )
    expect(rows).toBe(3)
    for (let line = 1; line <= rows; line++) {
      const row = picked.find((r) => r.formatted_number === cell(line, 'Number').value) as Row
      const pickup = cell(line, 'Pickup')
      expect(pickup.type).toBe(ExcelJS.ValueType.Date)
      expect(pickup.numFmt).toBe('DD.MM.YYYY HH:mm')
      expect(pickup.value).toEqual(zurichWall(row.start.date))
      const delivery = cell(line, 'Delivered')
      if (row.visier_datum === null) {
        expect(delivery.type).toBe(ExcelJS.ValueType.Null)
        continue
      }
      expect(delivery.type).toBe(ExcelJS.ValueType.Date)
      expect(delivery.numFmt).toBe('DD.MM.YYYY HH:mm')
      // The API's own Zurich date and time of the delivery, shown unchanged in Excel.
      expect(delivery.value).toEqual(new Date(`${row.visier_date}T${row.visier_time}Z`))
      expect(delivery.value).not.toEqual(new Date(row.visier_datum))
    }
  })

  it('cancelled reads as a yes/no word in the export’s language', async () => {
    const cancelled = archive.find((r) => r.cancelled) as Row
    const kept = archive.find((r) => !r.cancelled) as Row
    expect(cancelled && kept).toBeTruthy()
    const expected = {
      de: ['Storniert', 'Ja', 'Nein'],
      fr: ['Annulé', 'Oui', 'Non'],
      it: ['Annullato', 'Sì', 'No'],
      en: ['Cancelled', 'Yes', 'No'],
    }
    for (const [locale, [header, yes, no]] of Object.entries(expected) as [string, string[]][]) {
      const { rows, cell } = await cellsOf(
        await exportOf({ locale, 'filter[orderList]': `${cancelled.id},${kept.id}` }),
      )
      expect(rows).toBe(2)
      const number = { de: 'Nummer', fr: 'Numéro', it: 'Numero', en: 'Number' }[locale] as string
      const words = new Map([1, 2].map((line) => [cell(line, number).value, cell(line, header as string)]))
      expect(words.get(cancelled.formatted_number)?.value, locale).toBe(yes)
      expect(words.get(kept.formatted_number)?.value, locale).toBe(no)
      expect(words.get(kept.formatted_number)?.type).toBe(ExcelJS.ValueType.String)
    }
  })

  it('zurichWallClock writes the Zurich wall clock as UTC components, across both DST switches', () => {
    expect(zurichWallClock('2026-11-24T14:30:00+01:00').toISOString()).toBe('2026-11-24T14:30:00.000Z')
    expect(zurichWallClock('2026-07-01T12:00:00Z').toISOString()).toBe('2026-07-01T14:00:00.000Z')
    expect(zurichWallClock('2026-03-29T03:30:00+02:00').toISOString()).toBe('2026-03-29T03:30:00.000Z')
    expect(zurichWallClock('2026-10-25T01:30:00Z').toISOString()).toBe('2026-10-25T02:30:00.000Z')
    expect(zurichWallClock('2026-10-25T14:05:00').toISOString()).toBe('2026-10-25T14:05:00.000Z')
  })

  it('names the transport type in the export’s language', async () => {
    const train = archive.find((r) => r.transportart_id === 1) as Row
    const night = archive.find((r) => r.transportart_id === 4) as Row
    const ids = `${train.id},${night.id}`
    const typesIn = async (locale: string) => {
      const rows = await sheetOf(await exportOf({ locale, 'filter[orderList]': ids, 'sorting[field]': 'id' }))
      const column = (rows[0] as string[]).indexOf(locale === 'de' ? 'Transportart' : 'Type de transport')
      const byNumber = new Map(rows.slice(1).map((row) => [row[0], row[column]]))
      return [byNumber.get(train.formatted_number), byNumber.get(night.formatted_number)]
    }
    expect(await typesIn('de')).toEqual(['Bahn', 'Nachttransport'])
    expect(await typesIn('fr')).toEqual(['Train', 'Transport de nuit'])
  })

  it('headers follow the locale: de, fr, it and en all differ', async () => {
    const ids = String((archive[0] as Row).id)
    const headers: Record<string, string[]> = {}
    for (const locale of ['de', 'fr', 'it', 'en']) {
      const rows = await sheetOf(await exportOf({ locale, 'filter[orderList]': ids }))
      headers[locale] = rows[0] as string[]
      expect(rows).toHaveLength(2)
    }
    expect(headers.de?.[0]).toBe('Nummer')
    expect(headers.fr?.[0]).toBe('Numéro')
    expect(headers.it?.[0]).toBe('Numero')
    expect(headers.en?.[0]).toBe('Number')
    const distinct = new Set(Object.values(headers).map((row) => row.join('|')))
    expect(distinct.size).toBe(4)
  })

  it('respects filters and sorting like the list does', async () => {
    const params = {
      'filter[transportTypeId]': 4,
      'filter[from]': '2025-06-01',
      'sorting[field]': 'sender',
      'sorting[direction]': 'asc',
    }
    const listed = (await fetchAll(customer, '/api/v2/shipments/archive', params)).data
    expect(listed.length).toBeGreaterThan(1)
    expect(listed.length).toBeLessThan(archive.length)
    const rows = await sheetOf(await exportOf({ ...params, locale: 'de' }))
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.formatted_number))

    const descending = await sheetOf(
      await exportOf({ ...params, 'sorting[direction]': 'desc', locale: 'de' }),
    )
    expect(descending.slice(1).map((row) => row[0])).toEqual(
      [...listed].reverse().map((row) => row.formatted_number),
    )
  })

  it('without a selection exports every result (default order visier_datum desc)', async () => {
    const rows = await sheetOf(await exportOf({ locale: 'it' }))
    expect(rows).toHaveLength(archive.length + 1)
    expect(rows.slice(1).map((row) => row[0])).toEqual(archive.map((row) => row.formatted_number))
  })

  it('exports another account’s rows only for that account', async () => {
    const theirs = (await restricted.get('/api/v2/shipments/archive')).body.data[0] as Row
    const mine = archive[0] as Row
    const reply = await exportOf({ locale: 'de', 'filter[orderList]': `${theirs.id},${mine.id}` })
    const rows = await sheetOf(reply)
    expect(rows.slice(1).map((row) => row[0])).toEqual([mine.formatted_number])
    const onlyTheirs = await exportOf({ locale: 'de', 'filter[orderList]': String(theirs.id) })
    expect(onlyTheirs.status).toBe(422)
  })

  it('the same request gives the same bytes, whatever the wall clock', async () => {
    const params = {
      locale: 'fr',
      'filter[orderList]': archive
        .slice(0, 5)
        .map((row) => row.id)
        .join(','),
    }
    let first: Reply
    let second: Reply
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2021-03-04T05:06:07Z'))
      first = await exportOf(params)
      vi.setSystemTime(new Date('2030-09-10T11:12:13Z'))
      second = await exportOf(params)
    } finally {
      vi.useRealTimers()
    }
    const third = await exportOf(params)
    expect(first.status).toBe(200)
    expect(Buffer.from(second.body as Uint8Array).equals(Buffer.from(first.body as Uint8Array))).toBe(true)
    expect(Buffer.from(third.body as Uint8Array).equals(Buffer.from(first.body as Uint8Array))).toBe(true)
  })

  it.each(['xx', 'DE', 'de-CH'])('locale %s → 400', async (locale) => {
    const reply = await exportOf({ locale, 'filter[orderList]': String((archive[0] as Row).id) })
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('locale')
  })

  it('a bad filter or sorting → 400', async () => {
    expect((await exportOf({ locale: 'de', 'filter[colour]': 'red' })).status).toBe(400)
    expect((await exportOf({ locale: 'de', 'filter[from]': '2026-02-30' })).status).toBe(400)
    expect((await exportOf({ locale: 'de', 'sorting[field]': 'colour' })).status).toBe(400)
    expect(
      (await exportOf({ locale: 'de', 'sorting[field]': 'sender', 'sorting[direction]': 'up' })).status,
    ).toBe(400)
  })

  describe('at scale 2 (10,000 archived shipments)', () => {
    let big: TestApi
    let bigCustomer: Client

    beforeAll(async () => {
      big = makeApi({ scale: 2 })
      bigCustomer = await loginAs(big, 'customer')
    }, 120_000)

    it('more than 1000 results → 422', async () => {
      const total = await countRows(bigCustomer, '/api/v2/shipments/archive')
      expect(total).toBeGreaterThanOrEqual(10000)
      const reply = await exportOf({ locale: 'fr' }, bigCustomer)
      expect(reply.status).toBe(422)
      expect(reply.body.message).toContain('1000')
      const filtered = await exportOf({ locale: 'fr', 'filter[transportTypeId]': 3 }, bigCustomer)
      expect(filtered.status).toBe(422)
    })

    it('exactly 1000 selected rows export, 1001 do not', async () => {
      const rows = (await bigCustomer.get('/api/v2/shipments/archive?count=1001')).body.data as Row[]
      const keys = rows.map((row) => row.id)
      const thousand = await exportOf(
        { locale: 'de', 'filter[orderList]': keys.slice(0, 1000).join(',') },
        bigCustomer,
      )
      expect((await sheetOf(thousand)).length).toBe(1001)
      const tooMany = await exportOf({ locale: 'de', 'filter[orderList]': keys.join(',') }, bigCustomer)
      expect(tooMany.status).toBe(422)
    })

    it('a filter that leaves at most 1000 results exports them all', async () => {
      const params = { 'filter[from]': '2026-10-01', 'filter[to]': '2026-10-31' }
      const total = await countRows(bigCustomer, `/api/v2/shipments/archive${toQuery(params)}`)
      expect(total).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(1000)
      const rows = await sheetOf(await exportOf({ ...params, locale: 'en' }, bigCustomer))
      expect(rows).toHaveLength(total + 1)
    })
  })
})
