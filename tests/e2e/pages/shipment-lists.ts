import { readFile } from 'node:fs/promises'
import { type Download, expect, type Locator, type Page } from '@playwright/test'
import { LoginPage } from './portal'

// The Active and Archive lists as the shipment journeys drive them, in English: their rows, their
// pager, a shipment's popup, a download, and the fixture API asked with the page's own session.

export interface ListRow {
  id: number
  formatted_number: string
  cancelled: boolean
  state: number
}

/** Logs `customer` in, with the portal in English. */
export async function logIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
}

/** The fixture API asked with the page's own session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

export const rows = (page: Page) => page.locator('main table tbody tr')
export const numberOf = async (row: Locator) =>
  (await row.locator('td').nth(1).locator('strong').innerText()).trim()
export const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
export const nextPage = (page: Page) => pages(page).getByRole('button', { name: 'Next' })
/** N of 'Entry 1 - 20 of N'; NaN while the list shows no pagination (loading). */
export const shownTotal = async (page: Page) => {
  const label = pages(page).locator('[aria-live]')
  if (!(await label.isVisible())) return Number.NaN
  return Number((await label.innerText()).match(/ of (\d+)$/)?.[1])
}
export const detailDialog = (page: Page) => page.getByRole('dialog', { name: /^Shipment/ })

/** Opens a list once its first rows show. */
export async function openList(page: Page, path: '/active' | '/archive') {
  await page.goto(path)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
}

export async function downloadFrom(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])
  const path = await download.path()
  return { download, bytes: await readFile(path) }
}

/** Types a day, DD.MM.YYYY, into a date field's segments. */
export async function typeDate(page: Page, label: string, day: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(day.replaceAll('.', ''))
}

/** A shown row's shipment number and its id on the server, found among the list's first `count` rows. */
export async function shipmentOf(
  page: Page,
  row: Locator,
  list: '/active' | '/archive',
  count: number,
): Promise<{ number: string; key: number }> {
  const number = await numberOf(row)
  const answer = await apiGet<{ data: ListRow[] }>(page, `/api/v2/shipments${list}?count=${count}&offset=0`)
  const key = answer.data.find((entry) => entry.formatted_number === number)?.id
  expect(key, `${number} among the first ${count} of ${list}`).toBeTruthy()
  return { number, key: key as number }
}

/** Opens a row's detail popup and answers the dialog. */
export async function openDetail(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: /Details/ }).click()
  return detailDialog(page)
}
