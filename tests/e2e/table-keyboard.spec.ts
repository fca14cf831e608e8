import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { FindingsTable, scanInEveryLanguage } from './a11y/testing/axe-scan'
import { describeFocus, tabTo } from './a11y/testing/keyboard'
import { LoginPage, Shell } from './pages/portal'

/**
 * The desk's tables from the keyboard and their compact density (issue 22, items 3 and 4), on the
 * active list and the archive: Tab into the rows, move with j/k and the arrows, select three with x
 * and Shift, print or export those three, open a row with Enter and come back with Escape; the
 * density kept across a reload and a logout; rows in view at 1440 × 900; axe in compact density.
 */

// The row counts and the axe scans open each list several times: longer than the config's 60 s.
test.describe.configure({ timeout: 180_000 })

const DESK = { width: 1440, height: 900 }
const rows = (page: Page) => page.locator('main table tbody tr')
const focusedRowKey = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowKey ?? null)
const keyOf = async (row: Locator) => Number(await row.getAttribute('data-row-key'))
const numberOf = async (row: Locator) => (await row.locator('td').nth(1).locator('strong').innerText()).trim()

async function logIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
}

async function openList(page: Page, path: string) {
  await page.goto(path)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
}

/** From the filter's toggle, Tab until a row of the table has the focus; answers the presses. */
async function tabIntoTable(page: Page) {
  await page
    .getByRole('button', { name: /filter/i })
    .first()
    .focus()
  const presses = await tabTo(page, rows(page).first(), { max: 8 })
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TR')
  return presses
}

/** Moves with j/k and the arrows, then selects rows 1 to 3 with x and Shift: answers their keys. */
async function chooseThreeByKeyboard(page: Page): Promise<number[]> {
  const keys = await Promise.all([0, 1, 2, 3].map((index) => keyOf(rows(page).nth(index))))
  const expectFocusOn = async (index: number) =>
    expect.poll(() => focusedRowKey(page), await describeFocus(page)).toBe(String(keys[index]))
  await page.keyboard.press('j')
  await expectFocusOn(1)
  await page.keyboard.press('ArrowDown')
  await expectFocusOn(2)
  await page.keyboard.press('k')
  await expectFocusOn(1)
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowDown')
  await expectFocusOn(1)
  await page.keyboard.press('x')
  await page.keyboard.press('Shift+J')
  await page.keyboard.press('Shift+ArrowDown')
  await expectFocusOn(3)
  const chosen = keys.slice(1, 4)
  for (const [index, key] of keys.entries()) {
    const row = rows(page).nth(index)
    const on = chosen.includes(key)
    await expect(row.getByRole('checkbox')).toBeChecked({ checked: on })
    await expect(row).toHaveAttribute('aria-selected', String(on))
  }
  return chosen
}

/** Enter opens the focused row's detail dialog; Escape closes it and the row has the focus again. */
async function openAndReturn(page: Page, key: number) {
  await expect.poll(() => focusedRowKey(page)).toBe(String(key))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /^Shipment/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator(`main tr[data-row-key="${key}"]`), await describeFocus(page)).toBeFocused()
}

test('active list: Tab in, j/k and arrows, three chosen with x and Shift are the waybills printed, Enter opens and Escape returns', async ({
  page,
}) => {
  await page.setViewportSize(DESK)
  await logIn(page)
  await openList(page, '/active')
  await tabIntoTable(page)
  const chosen = await chooseThreeByKeyboard(page)
  await openAndReturn(page, chosen[2] as number)

  // The bulk print takes the selection: one waybill asked per chosen shipment, and no other.
  const asked: number[] = []
  page.on('request', (request) => {
    const match = request.url().match(/\/shipments\/(\d+)\/(?:request-)?waybill/)
    if (match) asked.push(Number(match[1]))
  })
  const print = page.getByRole('button', { name: 'Print waybills (3)' })
  await tabTo(page, print, { max: 20, backwards: true })
  // Enter opens the print dialog with its Print focused: a second Enter prints in the remembered
  // format (A4 as sent, as before the dialog).
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Print 3 waybills' })
  await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeFocused()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ])
  expect(download.suggestedFilename()).toMatch(/^waybills-\d{4}-\d{2}-\d{2}\.pdf$/)
  const pdf = await PDFDocument.load(await readFile(await download.path()))
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
  expect([...new Set(asked)].sort()).toEqual([...chosen].sort())
})

test('archive: three chosen by keyboard are what Export selected sends and downloads; Enter opens and Escape returns', async ({
  page,
}) => {
  await page.setViewportSize(DESK)
  await logIn(page)
  await openList(page, '/archive')
  await tabIntoTable(page)
  const chosen = await chooseThreeByKeyboard(page)
  const numbers = await Promise.all([1, 2, 3].map((index) => numberOf(rows(page).nth(index))))
  await openAndReturn(page, chosen[2] as number)

  const exportButton = page.getByRole('button', { name: 'Export selected (3)' })
  await tabTo(page, exportButton, { max: 20, backwards: true })
  const [request, download] = await Promise.all([
    page.waitForRequest((sent) => sent.url().includes('/shipments/archive/export')),
    page.waitForEvent('download', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ])
  const sent = JSON.stringify(request.postDataJSON() ?? request.url())
  for (const key of chosen) expect(sent).toContain(String(key))
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  expect(sheet?.actualRowCount).toBe(4)
  const text = JSON.stringify(sheet?.getSheetValues())
  for (const number of numbers) expect(text).toContain(number)
})

test('the density chosen is kept across a reload and a logout and login', async ({ page }) => {
  await page.setViewportSize(DESK)
  await logIn(page)
  await openList(page, '/archive')
  const density = page.getByRole('group', { name: 'Row density' })
  const compact = density.getByRole('button', { name: 'Compact' })
  await expect(compact).toHaveAttribute('aria-pressed', 'false')
  await compact.click()
  await expect(compact).toHaveAttribute('aria-pressed', 'true')
  const height = () =>
    rows(page)
      .first()
      .evaluate((row) => row.getBoundingClientRect().height)
  expect(await height()).toBeLessThanOrEqual(24)

  await page.reload()
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  await expect(compact).toHaveAttribute('aria-pressed', 'true')
  expect(await height()).toBeLessThanOrEqual(24)

  await new Shell(page).logOut()
  await expect(page).toHaveURL(/\/goodbye/)
  expect(await page.evaluate(() => localStorage.getItem('tableDensity'))).toBe('compact')
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
  await openList(page, '/active')
  await expect(compact).toHaveAttribute('aria-pressed', 'true')
  expect(await height()).toBeLessThanOrEqual(24)
})

/**
 * Rows in view once the table's first row is scrolled to just under the sticky header: the rows
 * wholly between the header and the window's bottom, and the average row's height.
 */
async function rowsInView(page: Page) {
  return rows(page)
    .first()
    .evaluate((first) => {
      const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
      // Room below the page, so that a short list's first row can reach the top of the window too.
      document.body.style.paddingBottom = `${window.innerHeight}px`
      window.scrollBy(0, first.getBoundingClientRect().top - top)
      const all = [...(first.parentElement?.children ?? [])].map((row) => row.getBoundingClientRect())
      const inView = all.filter((box) => box.top >= top - 1 && box.bottom <= window.innerHeight).length
      const height = all.reduce((sum, box) => sum + box.height, 0) / all.length
      document.body.style.paddingBottom = ''
      return { inView, shown: all.length, height: Math.round(height * 10) / 10, top: Math.round(top) }
    })
}

test('compact density shows about 40 rows in a 1440 × 900 window against about 20 comfortable', async ({
  page,
}) => {
  await page.setViewportSize(DESK)
  await logIn(page)
  const report: string[] = []
  for (const path of ['/active', '/archive']) {
    await openList(page, path)
    // A page of 100 rows, so the window and not the page size limits what is seen.
    await page.getByRole('combobox', { name: /per page/i }).selectOption('100')
    await expect(rows(page).nth(25)).toBeVisible({ timeout: 20_000 })
    const density = page.getByRole('group', { name: 'Row density' })
    await density.getByRole('button', { name: 'Comfortable' }).click()
    const comfortable = await rowsInView(page)
    await density.getByRole('button', { name: 'Compact' }).click()
    await expect(rows(page).first().locator('td').first()).toHaveCSS('white-space', 'nowrap')
    const compact = await rowsInView(page)
    report.push(
      `  ${path}: ${compact.shown} rows on the page; in view comfortable ${comfortable.inView} (${comfortable.height} px a row), compact ${compact.inView} (${compact.height} px a row)`,
    )
    // The active list has 30 shipments: all of them in view, at a height that would fit 35 and more.
    expect(compact.inView).toBeGreaterThanOrEqual(Math.min(35, compact.shown))
    expect(compact.height).toBeLessThanOrEqual((DESK.height - compact.top) / 35)
    expect(compact.inView).toBeGreaterThan(comfortable.inView)
  }
  console.info(
    ['Rows in view at 1440 × 900 (the first row just under the sticky header)', ...report].join('\n'),
  )
})

test('axe on the four list screens in compact density, a row focused, in four languages', async ({
  page,
}) => {
  await page.setViewportSize(DESK)
  await page.addInitScript(() => localStorage.setItem('tableDensity', 'compact'))
  await logIn(page)
  const table = new FindingsTable()
  for (const path of ['/active', '/archive', '/recurring-orders', '/address-book']) {
    await openList(page, path)
    await rows(page).nth(1).focus()
    await page.keyboard.press('j')
    await scanInEveryLanguage(page, table, `${path} (compact)`)
  }
  table.print('Lists in compact density')
})
