import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { resetFaults } from './pages/portal'
import {
  apiGet,
  downloadFrom,
  logIn,
  numberOf,
  openDetail,
  openList,
  pages,
  rows,
  shipmentOf,
  shownTotal,
  typeDate,
} from './pages/shipment-lists'

/**
 * What the Active and Archive lists download in the real browser against the fixture API, opened
 * as the user would: the archive export (also above 1000 results, on a second portal at scale 2),
 * a shipment's waybill and the bulk print of several.
 */

test.beforeEach(async ({ request }) => {
  await resetFaults(request)
})

async function sheetNumbers(
  bytes: Buffer,
): Promise<{ header: string[]; numbers: string[]; dataRows: number }> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('the export has no sheet')
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value ?? ''))
  const column = header.findIndex((text) => /^(Number|Nummer)$/.test(text)) + 1
  expect(column, `a Number column in ${header.join(', ')}`).toBeGreaterThan(0)
  const numbers: string[] = []
  sheet.eachRow((row, index) => {
    if (index > 1) numbers.push(String(row.getCell(column).value ?? ''))
  })
  return { header, numbers, dataRows: sheet.actualRowCount - 1 }
}

test('3. Archive export: the selected rows, then every result of the list, as export.xlsx', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/archive')
  await expect(pages(page)).toContainText('of 320')
  const chosen = [rows(page).nth(1), rows(page).nth(4)]
  const numbers = [await numberOf(chosen[0] as Locator), await numberOf(chosen[1] as Locator)]
  for (const row of chosen) await row.getByRole('checkbox').check()

  const selectedButton = page.getByRole('button', { name: 'Export selected (2)' })
  const { download, bytes } = await downloadFrom(page, () => selectedButton.click())
  expect(download.suggestedFilename()).toBe('export.xlsx')
  const selected = await sheetNumbers(bytes)
  expect(selected.header.length).toBeGreaterThan(3)
  expect(selected.dataRows).toBe(2)
  expect([...selected.numbers].sort()).toEqual([...numbers].sort())

  for (const row of chosen) await row.getByRole('checkbox').uncheck()
  const allButton = page.getByRole('button', { name: 'Export', exact: true })
  await expect(allButton).toBeEnabled()
  const total = await shownTotal(page)
  expect(total).toBeGreaterThan(20)
  expect(total).toBeLessThanOrEqual(1000)
  const all = await downloadFrom(page, () => allButton.click())
  expect(all.download.suggestedFilename()).toBe('export.xlsx')
  const sheet = await sheetNumbers(all.bytes)
  expect(sheet.dataRows).toBe(total)
  expect(new Set(sheet.numbers).size).toBe(total)
})

/** A port nothing listens on now, for the second portal. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, 'localhost', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * A second portal on the build the config's web server made, served by `vite preview` alone (no
 * second build) with the fixture at scale 2: `customer` then has 10,000 archived shipments.
 */
async function startScaledPortal(port: number): Promise<{ base: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    'node_modules/.bin/vite',
    [
      'preview',
      '--configLoader',
      'runner',
      // The folder this run's build went to (playwright.config.ts sets it for every run).
      '--outDir',
      process.env.PORTAL_OUT_DIR ?? 'dist',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      'localhost',
    ],
    {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        FIXTURE_SCALE: '2',
        FIXTURE_TEST_CONTROLS: '1',
        FIXTURE_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-scaled-')),
        FIXTURE_RESET: '1',
      },
      stdio: 'ignore',
      // Its own process group, so stop() ends it and whatever it started.
      detached: true,
    },
  )
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // already ended
    }
  }
  const base = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${base}/__fixture/faults`)).ok) return { base, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  stop()
  throw new Error(`the scaled portal did not start on port ${port}`)
}

test('4. above 1000 results Export is disabled with a hint; a selection or a narrower filter exports', async ({
  browser,
}) => {
  const server = await startScaledPortal(await freePort())
  const context = await browser.newContext({ baseURL: server.base })
  try {
    const page = await context.newPage()
    await logIn(page)
    await openList(page, '/archive')
    await expect(pages(page)).toContainText('Entry 1 - 20 of 10000')
    const exportAll = page.getByRole('button', { name: 'Export', exact: true })
    const hint = page.getByText(
      'More than 1000 shipments cannot be exported at once. Please filter the list.',
    )
    await expect(exportAll).toBeDisabled()
    await expect(hint).toBeVisible()

    const first = rows(page).first().getByRole('checkbox')
    await first.check()
    await expect(page.getByRole('button', { name: 'Export selected (1)' })).toBeEnabled()
    await expect(hint).toBeHidden()
    await first.uncheck()
    await expect(exportAll).toBeDisabled()
    await expect(hint).toBeVisible()

    // One day of deliveries, the first row's: well under 1000.
    const [latest] = (
      await apiGet<{ data: { visier_date: string | null }[] }>(
        page,
        '/api/v2/shipments/archive?count=1&offset=0',
      )
    ).data
    const [year, month, day] = (latest?.visier_date ?? '').split('-')
    expect(year).toBeTruthy()
    await page.getByRole('button', { name: 'Open filter' }).click()
    await typeDate(page, 'From date', `${day}.${month}.${year}`)
    await typeDate(page, 'To date', `${day}.${month}.${year}`)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect.poll(() => shownTotal(page)).toBeLessThanOrEqual(1000)
    const total = await shownTotal(page)
    expect(total).toBeGreaterThan(0)
    await expect(hint).toBeHidden()
    await expect(exportAll).toBeEnabled()
    const { bytes } = await downloadFrom(page, () => exportAll.click())
    expect((await sheetNumbers(bytes)).dataRows).toBe(total)
  } finally {
    await context.close()
    server.stop()
  }
})

test('5. an active shipment’s popup downloads its waybill as a real PDF named waybill-<key>.pdf', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/active')
  const { key } = await shipmentOf(page, rows(page).first(), '/active', 100)
  const popup = await openDetail(page, rows(page).first())
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Download freight documents' }).click()
  // The print dialog opens over the popup; Print in the remembered format (A4 as sent: the server's file).
  const print = page.getByRole('dialog', { name: 'Print waybill' })
  const { download, bytes } = await downloadFrom(page, () =>
    print.getByRole('button', { name: 'Print', exact: true }).click(),
  )
  expect(download.suggestedFilename()).toBe(`waybill-${key}.pdf`)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1)
})

test('6. bulk print merges three selected waybills into waybills-<date>.pdf', async ({ page }) => {
  await logIn(page)
  await openList(page, '/active')
  for (const index of [0, 1, 2]) await rows(page).nth(index).getByRole('checkbox').check()
  const button = page.getByRole('button', { name: 'Print waybills (3)' })
  await expect(button).toBeEnabled()
  await button.click()
  const print = page.getByRole('dialog', { name: 'Print 3 waybills' })
  const { download, bytes } = await downloadFrom(page, () =>
    print.getByRole('button', { name: 'Print', exact: true }).click(),
  )
  expect(download.suggestedFilename()).toMatch(/^waybills-\d{4}-\d{2}-\d{2}\.pdf$/)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
