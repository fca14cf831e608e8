import { readFile } from 'node:fs/promises'
import { expect, type Page, type Response, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { LoginPage, logInInEnglish, resetFaults } from './pages/portal'

/**
 * The standing-orders journeys in the real browser against the fixture API, in English (the
 * catalogues' source texts): the list's filter, sorting, paging and export checked against what the
 * server answers, a rename made offline reaching the server once, a refused rename corrected from
 * the waiting-changes panel, and the next-runs calendar around 1 August.
 */

interface ServerOrder {
  id: number
  formatted_number: string
  customer_name: string
  standing_order_active_on: string[]
  pickup_from: string
  pickup_to: string
  addresses: { from: { time_start: string | null; time_end: string | null }[] }
}

/** The fixture API asked with the page's own session. */
async function serverOrders(page: Page, query = ''): Promise<{ total: number; data: ServerOrder[] }> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(`/api/v2/standing-order?count=100&offset=0${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { pagination: { total: number }; data: ServerOrder[] }
  return { total: body.pagination.total, data: body.data }
}

const rows = (page: Page) => page.locator('main table tbody tr')
const numberCells = (page: Page) => page.locator('main table tbody tr td:nth-child(2) strong')
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
const detailDialog = (page: Page) => page.getByRole('dialog', { name: /^Standing order/ })
const numbersOf = (orders: ServerOrder[]) => orders.map((order) => order.formatted_number)

async function openList(page: Page, path = '/recurring-orders') {
  await page.goto(path)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
}

/** Once the service worker controls the page, its screens load with the network off too. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
}

/**
 * Renames of an order that reached the server (the sync worker's fetch included): a POST the
 * browser could not send while offline fails without an answer and does not count.
 */
function countRenames(page: Page, key: number): () => number {
  const answered: Response[] = []
  page.context().on('response', (response) => {
    const request = response.request()
    if (
      request.method() === 'POST' &&
      request.url().endsWith(`/standing-order/${key}/change-customer-name`)
    ) {
      answered.push(response)
    }
  })
  return () => answered.length
}

async function sheetOf(bytes: Buffer): Promise<{ header: string[]; numbers: string[] }> {
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
  return { header, numbers }
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) }
}

test.beforeEach(async ({ request }) => {
  await resetFaults(request)
})

test('the screen sends a visitor to /login, and back with its query after the login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto('/recurring-orders?state=monday')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await new LoginPage(page).logIn('customer')
  await expect(page).toHaveURL(/\/recurring-orders\?state=monday$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible()
})

test('the list: sorted by sender, sorted by price, filtered by weekday, paged, exported as a real xlsx', async ({
  page,
}) => {
  await logInInEnglish(page)
  await openList(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible()
  const all = await serverOrders(page)
  expect(all.total).toBeGreaterThan(5)

  // Default: sender ascending, all on the first page of 20, as the server orders them.
  await expect(pages(page)).toContainText(`Entry 1 - ${all.total} of ${all.total}`)
  await expect(numberCells(page)).toHaveText(numbersOf(all.data))
  await expect(page.getByRole('columnheader', { name: /Sender/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled()

  // Sorting by price, both ways, is the server's sorting.
  await page.getByRole('button', { name: /^Price/ }).click()
  const byPrice = await serverOrders(page, '&sorting[field]=price&sorting[direction]=asc')
  await expect(numberCells(page)).toHaveText(numbersOf(byPrice.data))
  await page.getByRole('button', { name: /^Price/ }).click()
  const byPriceDown = await serverOrders(page, '&sorting[field]=price&sorting[direction]=desc')
  await expect(numberCells(page)).toHaveText(numbersOf(byPriceDown.data))

  // A weekday filter finds what the server finds, and starts again at the first page.
  await page.getByRole('button', { name: 'Open filter' }).click()
  await page.getByLabel('Weekday').selectOption('monday')
  await page.getByRole('button', { name: 'Apply' }).click()
  const mondays = await serverOrders(page, '&filter[monday]=1&sorting[field]=price&sorting[direction]=desc')
  expect(mondays.total).toBeGreaterThan(1)
  expect(mondays.total).toBeLessThan(all.total)
  await expect(numberCells(page)).toHaveText(numbersOf(mondays.data))
  await expect(pages(page)).toContainText(`Entry 1 - ${mondays.total} of ${mondays.total}`)

  // Per page: 50 shows the same results; the page stays the first.
  await pages(page).getByLabel('Per page').selectOption('50')
  await expect(pages(page)).toContainText(`Entry 1 - ${mondays.total} of ${mondays.total}`)

  // Export all results of the filter: one sheet row per order, in the list's order.
  const everything = await download(page, () =>
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  )
  expect(everything.name).toBe('standing-orders.xlsx')
  const allSheet = await sheetOf(everything.bytes)
  expect(allSheet.header.length).toBeGreaterThan(3)
  expect(allSheet.numbers).toEqual(numbersOf(mondays.data))

  // Export a selection of two.
  await rows(page).nth(0).getByRole('checkbox').check()
  await rows(page).nth(1).getByRole('checkbox').check()
  const selected = await download(page, () =>
    page.getByRole('button', { name: 'Export selected (2)' }).click(),
  )
  expect(selected.name).toBe('standing-orders.xlsx')
  expect((await sheetOf(selected.bytes)).numbers).toEqual(numbersOf(mondays.data).slice(0, 2))

  // Reset brings every order back, and the selection is gone.
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(pages(page)).toContainText(`Entry 1 - ${all.total} of ${all.total}`)
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible()
})

test('?state pre-sets the filter: the Friday orders only, the panel open', async ({ page }) => {
  await logInInEnglish(page)
  await openList(page, '/recurring-orders?state=friday')
  const fridays = await serverOrders(page, '&filter[friday]=1')
  await expect(numberCells(page)).toHaveText(numbersOf(fridays.data))
  await expect(page.getByLabel('Weekday')).toHaveValue('friday')
})

test('a rename made offline shows at once, and is sent once when the device is back online', async ({
  page,
  context,
}) => {
  await logInInEnglish(page)
  await openList(page)
  await underServiceWorker(page)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  const [first] = (await serverOrders(page)).data
  if (!first) throw new Error('the fixture has no standing order')
  const renames = countRenames(page, first.id)
  const row = rows(page).filter({ hasText: first.formatted_number })
  await row.getByRole('button', { name: /Details/ }).click()
  const dialog = detailDialog(page)
  await expect(dialog).toHaveAccessibleName(`Standing order ${first.formatted_number}`)

  const name = `Offline ${Date.now()}`
  await context.setOffline(true)
  await dialog.getByLabel('Name of the standing order').fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(
    dialog.getByText(
      'The new name is shown already. It is kept on this device and sent as soon as the server can be reached.',
    ),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(row).toContainText(name)
  await expect(row).toContainText('waiting to be sent')
  expect(renames()).toBe(0)

  await context.setOffline(false)
  await expect
    .poll(async () => (await serverOrders(page)).data.find((order) => order.id === first.id)?.customer_name, {
      timeout: 30_000,
    })
    .toBe(name)
  await expect(row).not.toContainText('waiting to be sent', { timeout: 20_000 })
  await page.waitForTimeout(3000)
  expect(renames()).toBe(1)
})

test('a name longer than the server accepts shows its reason, and is corrected from the waiting-changes panel', async ({
  page,
}) => {
  await logInInEnglish(page)
  await openList(page)
  const [, second] = (await serverOrders(page)).data
  if (!second) throw new Error('the fixture has fewer than two standing orders')
  const renames = countRenames(page, second.id)
  await rows(page)
    .filter({ hasText: second.formatted_number })
    .getByRole('button', { name: /Details/ })
    .click()
  const dialog = detailDialog(page)
  await dialog.getByLabel('Name of the standing order').fill('x'.repeat(121))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/^The new name was refused: .*too long \(max 120\)/)).toBeVisible({
    timeout: 20_000,
  })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /1 change waiting/ }).click()
  await page.getByRole('button', { name: 'Correct' }).click()
  await expect(page).toHaveURL(new RegExp(`/recurring-orders\\?open=${second.id}$`))
  const corrected = detailDialog(page)
  await expect(corrected).toHaveAccessibleName(`Standing order ${second.formatted_number}`)
  await expect(corrected.getByText(/^The new name was refused:/)).toBeVisible()
  const name = `Tour ${Date.now()}`
  await corrected.getByLabel('Name of the standing order').fill(name)
  await corrected.getByRole('button', { name: 'Save' }).click()
  await expect(corrected.getByText('The name was saved.')).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(async () => (await serverOrders(page)).data.find((order) => order.id === second.id)?.customer_name)
    .toBe(name)
  await expect(page.getByRole('button', { name: /change waiting/ })).toHaveCount(0)
  expect(renames()).toBe(2)
})

test('the next-runs calendar marks 1 August, the national holiday, and shows the run on it with its windows', async ({
  page,
}) => {
  // Wednesday 29 July 2026 in Zurich: Saturday 1 August is three days ahead.
  await page.clock.install({ time: new Date('2026-07-29T10:00:00+02:00') })
  await logInInEnglish(page)
  await openList(page)
  const saturday = (await serverOrders(page)).data.find((order) =>
    order.standing_order_active_on.includes('saturday'),
  )
  if (!saturday) throw new Error('the fixture has no standing order running on Saturdays')
  await rows(page)
    .filter({ hasText: saturday.formatted_number })
    .getByRole('button', { name: /Details/ })
    .click()
  const dialog = detailDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Next runs' })).toBeVisible()
  const days = dialog.locator('li[data-date]')
  await expect(days).toHaveCount(14)
  await expect(days.first()).toHaveAttribute('data-date', '2026-07-29')
  const august = dialog.locator('li[data-date="2026-08-01"]')
  await expect(august).toContainText('Public holiday: Bundesfeiertag', { timeout: 20_000 })
  await expect(august).toContainText('Run')
  const stop = saturday.addresses.from[0]
  const from = stop?.time_start ?? saturday.pickup_from
  const to = stop?.time_end ?? saturday.pickup_to
  await expect(august).toContainText(`Pickup ${from.slice(0, 5)} - ${to.slice(0, 5)}`)
  await expect(dialog.locator('li[data-date]', { hasText: 'Public holiday' })).toHaveCount(1)
  await expect(dialog.locator('li[data-date="2026-07-30"]')).toContainText(
    saturday.standing_order_active_on.includes('thursday') ? 'Run' : 'No run',
  )
})

test('offline after one visit, the list and the calendar with its holidays come from the device', async ({
  page,
  context,
}) => {
  // Tuesday 15 September 2026: the Federal Day of Thanksgiving (Sunday 20 September) is ahead.
  await page.clock.install({ time: new Date('2026-09-15T10:00:00+02:00') })
  await logInInEnglish(page)
  await openList(page)
  await underServiceWorker(page)
  const total = (await serverOrders(page)).total
  await context.setOffline(true)
  await page.reload()
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  await expect(pages(page)).toContainText(`Entry 1 - ${total} of ${total}`)
  await rows(page)
    .first()
    .getByRole('button', { name: /Details/ })
    .click()
  const dialog = detailDialog(page)
  await expect(dialog.locator('li[data-date]')).toHaveCount(14)
  await expect(dialog.locator('li[data-date="2026-09-20"]')).toContainText(
    'Public holiday: Federal Day of Thanksgiving, Repentance and Prayer',
    { timeout: 20_000 },
  )
  await expect(
    dialog.getByText('Public holidays could not be loaded; the runs are shown without them.'),
  ).toHaveCount(0)
  await context.setOffline(false)
})

test('at 360 px the rows are cards with the same data, sorted from a select, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await logInInEnglish(page)
  await openList(page)
  await expect(page.locator('main table thead')).not.toBeInViewport()
  const sortBy = page.getByLabel('Sort by')
  await expect(sortBy).toBeVisible()
  await sortBy.selectOption('price:desc')
  const byPrice = await serverOrders(page, '&sorting[field]=price&sorting[direction]=desc')
  await expect(numberCells(page)).toHaveText(numbersOf(byPrice.data))
  await expect(rows(page).first()).toContainText('CHF (excl.)')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await rows(page)
    .first()
    .getByRole('button', { name: /Details/ })
    .click()
  await expect(detailDialog(page).locator('li[data-date]')).toHaveCount(14)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
