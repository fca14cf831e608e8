import { expect, type Page, test } from '@playwright/test'
import { resetFaults, underServiceWorker } from './pages/portal'
import {
  apiGet,
  detailDialog,
  type ListRow,
  logIn,
  nextPage,
  numberOf,
  openDetail,
  openList,
  pages,
  rows,
  shipmentOf,
  typeDate,
} from './pages/shipment-lists'

/**
 * The shipment journeys of Active, Archive and tracking in the real browser against the fixture API,
 * in English (the source texts of the catalogues, which are translated concurrently): what the
 * portal sends is read back from /__fixture/outbox. What it downloads: shipments-documents.spec.ts.
 */

const podRequests = async (page: Page, email: string) => {
  const response = await page.request.get('/__fixture/outbox')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { podRequests: { owner: string; key: number; email: string }[] }
  return body.podRequests.filter((entry) => entry.email === email)
}

test.beforeEach(async ({ request }) => {
  await resetFaults(request)
})

test('1. the header popup tracks a shipment: found, unknown and cancelled; Escape closes it and focus returns', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/active')
  // A cancelled shipment is a row whose stops carry the red 'cancelled' tag.
  const tag = page.locator('td span', { hasText: /^cancelled$/ })
  const found = await numberOf(rows(page).filter({ hasNot: tag }).first())
  expect(found).toMatch(/^VK-\d{7}$/)
  const cancelled = await numberOf(rows(page).filter({ has: tag }).first())
  expect(cancelled).not.toBe(found)

  const opener = page.getByRole('banner').getByRole('button', { name: 'Track shipment' })
  await opener.click()
  const popup = page.getByRole('dialog', { name: 'Track shipment' })
  await expect(popup).toBeVisible()
  const field = popup.locator('input[name="trackingId"]')

  await field.fill(found)
  await field.press('Enter')
  await expect(popup.locator('ol > li')).toHaveCount(4)
  await expect(popup.getByText('Waybill number')).toBeVisible()
  // The waybill number is the customer number and the shipment's own number: 40117-0500341.
  await expect(popup.getByText('Waybill number').locator('strong')).toHaveText(
    new RegExp(`^\\d+-${found.slice(3)}$`),
  )

  await field.fill('VK-9999999')
  await field.press('Enter')
  await expect(popup.getByText('No shipment found with this number.')).toBeVisible()
  await expect(popup.locator('ol')).toHaveCount(0)

  await field.fill(cancelled)
  await field.press('Enter')
  await expect(popup.getByRole('heading', { name: 'Cancelled' })).toBeVisible()
  await expect(popup.getByText('Waybill number').locator('strong')).toHaveText(
    new RegExp(`^\\d+-${cancelled.slice(3)}$`),
  )
  await expect(popup.getByRole('heading', { name: 'Delivery' })).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(opener).toBeFocused()
})

test('2. Active and Archive: filter, sort by a column header, page; an impossible date range is not applied', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/active')
  // Other journeys in the same run place orders: the list's size is the server's, read first.
  const activeTotal = (
    await apiGet<{ pagination: { total: number } }>(page, '/api/v2/shipments/active?count=1&offset=0')
  ).pagination.total
  const archiveTotal = (
    await apiGet<{ pagination: { total: number } }>(page, '/api/v2/shipments/archive?count=1&offset=0')
  ).pagination.total
  expect(activeTotal).toBeGreaterThan(20)
  expect(activeTotal).toBeLessThanOrEqual(40)
  await expect(pages(page)).toContainText(`Entry 1 - 20 of ${activeTotal}`)

  const stateHeader = page.locator('thead th', { has: page.getByRole('button', { name: /^State/ }) })
  await expect(stateHeader).toHaveAttribute('aria-sort', 'none')
  await stateHeader.getByRole('button').click()
  await expect(stateHeader).toHaveAttribute('aria-sort', 'ascending')
  await stateHeader.getByRole('button').click()
  await expect(stateHeader).toHaveAttribute('aria-sort', 'descending')

  await nextPage(page).click()
  await expect(pages(page)).toContainText(`Entry 21 - ${activeTotal} of ${activeTotal}`)
  await expect(rows(page)).toHaveCount(activeTotal - 20)
  await expect(nextPage(page)).toBeDisabled()

  const sender = (await rows(page).first().locator('td').nth(4).locator('strong').first().innerText()).trim()
  await page.getByRole('button', { name: 'Open filter' }).click()
  await page.locator('input[name="sender"]').fill(sender)
  await page.locator('input[name="sender"]').press('Enter')
  // The on-device filter has the server's semantics (any sender stop's name or contact).
  const served = await apiGet<{ pagination: { total: number }; data: ListRow[] }>(
    page,
    `/api/v2/shipments/active?count=100&offset=0&filter%5Bsender%5D=${encodeURIComponent(sender)}`,
  )
  expect(served.pagination.total).toBeGreaterThan(0)
  expect(served.pagination.total).toBeLessThan(activeTotal)
  await expect(pages(page).locator('[aria-live]')).toHaveText(
    new RegExp(`^Entry 1 - \\d+ of ${served.pagination.total}$`),
  )
  const numberCells = rows(page).locator('td:nth-child(2) strong')
  await expect
    .poll(async () => (await numberCells.allInnerTexts()).sort())
    .toEqual(served.data.map((row) => row.formatted_number).sort())

  await openList(page, '/archive')
  await expect(pages(page)).toContainText(`Entry 1 - 20 of ${archiveTotal}`)
  const referenceHeader = page.locator('thead th', { has: page.getByRole('button', { name: /^Reference/ }) })
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'none')
  await referenceHeader.getByRole('button').click()
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.locator('thead th[aria-sort="descending"]')).toHaveCount(0)
  const byReference = await apiGet<{ data: ListRow[] }>(
    page,
    '/api/v2/shipments/archive?count=20&offset=0&sorting%5Bfield%5D=reference&sorting%5Bdirection%5D=asc',
  )
  await expect(numberCells).toHaveText(byReference.data.map((row) => row.formatted_number))

  await page.getByRole('button', { name: 'Open filter' }).click()
  await typeDate(page, 'From date', '10.03.2026')
  await typeDate(page, 'To date', '01.03.2026')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('The to-date is before the from-date.')).toBeVisible()
  await expect(pages(page)).toContainText(`Entry 1 - 20 of ${archiveTotal}`)

  await nextPage(page).click()
  await expect(pages(page)).toContainText(`Entry 21 - 40 of ${archiveTotal}`)
  await expect(rows(page)).toHaveCount(20)
})

test('7. a proof of delivery requested offline is sent once, when the device is back online', async ({
  page,
  context,
}) => {
  // The tab's own clock, so the form's 15 s of patience with the server can be moved through.
  await page.clock.install()
  await logIn(page)
  await openList(page, '/archive')
  await underServiceWorker(page)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  const { number, key } = await shipmentOf(page, rows(page).first(), '/archive', 20)
  const popup = await openDetail(page, rows(page).first())
  await expect(popup).toHaveAccessibleName(`Shipment ${number}`)
  await expect(popup.locator('input[name="podEmail"]')).toBeVisible()
  await expect(popup.getByRole('status')).toHaveCount(0)

  const email = `pod-${Date.now()}@example.ch`
  await context.setOffline(true)
  await popup.locator('input[name="podEmail"]').fill(email)
  await popup.getByRole('button', { name: 'Request proof of delivery' }).click()
  // The form waits up to 15 s for the server before it says so (SETTLE_PATIENCE_MS): the tab's clock
  // is moved on through that wait, a few seconds at a time, instead of sitting it out.
  const kept = popup.getByText(
    'You are offline: the request is kept on this device and sent once you are back online.',
  )
  await expect(async () => {
    await page.clock.fastForward(4_000)
    await expect(kept).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 20_000 })
  expect(await podRequests(page, email)).toHaveLength(0)

  await context.setOffline(false)
  await expect.poll(async () => (await podRequests(page, email)).length, { timeout: 20_000 }).toBe(1)
  await page.waitForTimeout(3000)
  expect(await podRequests(page, email)).toEqual([{ owner: 'customer', key, email }])
})

test('8. inline edit: a new reference is simply saved, a new number of colis asks to print the documents again', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/active')
  const editable = rows(page).filter({ has: page.locator('td', { hasText: /^Ready for pickup$/ }) })
  await expect(editable.first()).toBeVisible()
  const { key } = await shipmentOf(page, editable.first(), '/active', 100)
  const onServer = () =>
    apiGet<{ rechnungsbeschreibung_offiziell: string; coli_count: number }>(page, `/api/v2/shipments/${key}`)

  const popup = await openDetail(page, editable.first())
  const reference = popup.locator('input[name="reference"]')
  const colis = popup.locator('input[name="numberOfColis"]')
  await expect(reference).toBeVisible()
  const save = popup.getByRole('button', { name: 'Save', exact: true })
  const count = Number(await colis.inputValue())
  expect(count).toBe((await onServer()).coli_count)

  const newReference = `E2E-${Date.now()}`
  await reference.fill(newReference)
  await save.click()
  await expect
    .soft(popup.getByText('The shipment was saved.', { exact: true }))
    .toBeVisible({ timeout: 10_000 })
  await expect.poll(async () => (await onServer()).rechnungsbeschreibung_offiziell).toBe(newReference)
  await expect(popup.getByText('A change to this shipment is waiting to be sent.')).toHaveCount(0)

  await colis.fill(String(count + 1))
  await save.click()
  await expect
    .soft(
      popup.getByText(
        'The shipment was saved. The number of colis changed: please print the shipping documents again.',
      ),
    )
    .toBeVisible({ timeout: 10_000 })
  await expect.poll(async () => (await onServer()).coli_count).toBe(count + 1)
  expect((await onServer()).rechnungsbeschreibung_offiziell).toBe(newReference)
})

test('9. "order again" on an archive row opens /order/<key> with that shipment’s sender', async ({
  page,
}) => {
  await logIn(page)
  await openList(page, '/archive')
  const link = page.getByRole('link', { name: /^order again: / }).first()
  const label = (await link.getAttribute('aria-label')) ?? ''
  const number = label.replace(/^order again: /, '')
  const row = rows(page).filter({ has: page.getByRole('link', { name: label, exact: true }) })
  const sender = (await row.locator('td').nth(3).locator('strong').first().innerText()).trim()
  const archive = await apiGet<{ data: ListRow[] }>(page, '/api/v2/shipments/archive?count=100&offset=0')
  const key = archive.data.find((entry) => entry.formatted_number === number)?.id
  expect(key).toBeTruthy()

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/order/${key}$`))
  const name = page.locator('input[name="sender.name"]')
  const first = page.locator('input[name="sender.firstname"]')
  await expect(name.or(first)).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(async () => {
      if (await name.isVisible()) return name.inputValue()
      const last = await page.locator('input[name="sender.lastname"]').inputValue()
      return [await first.inputValue(), last].filter(Boolean).join(' ')
    })
    .toBe(sender)
})

test('10. archive page 5 and a detail opened online are read offline after a reload', async ({
  page,
  context,
}) => {
  await logIn(page)
  await openList(page, '/archive')
  await underServiceWorker(page)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  for (let step = 1; step <= 4; step++) {
    await nextPage(page).click()
    await expect(pages(page)).toContainText(`Entry ${step * 20 + 1} - ${step * 20 + 20} of 320`)
  }
  // The server's page 5 of the default list (latest delivery first); the pagination label moves
  // a moment before the rows do, so the rows are awaited, not read at once.
  const page5 = await apiGet<{ data: ListRow[] }>(page, '/api/v2/shipments/archive?count=20&offset=80')
  const expected = page5.data.map((row) => row.formatted_number)
  const numberCells = rows(page).locator('td:nth-child(2) strong')
  await expect(numberCells).toHaveText(expected)
  await rows(page)
    .first()
    .getByRole('button', { name: /Details/ })
    .click()
  const popup = detailDialog(page)
  await expect(popup).toBeVisible()
  await expect(popup.locator('input[name="podEmail"]')).toBeVisible()
  // Prices come with the detail (delivered more than 24 h ago): the detail is now kept.
  await expect(popup.getByText('Price incl. VAT')).toBeVisible()
  const factsOnline = (await popup.locator('dl').textContent()) ?? ''
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()

  await context.setOffline(true)
  await page.reload()
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click()
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Archive' })
    .click()
  await expect(page).toHaveURL(/\/archive$/)
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  for (let step = 1; step <= 4; step++) {
    await nextPage(page).click()
    await expect(pages(page)).toContainText(`Entry ${step * 20 + 1} - ${step * 20 + 20} of 320`)
  }
  await expect(numberCells.first()).toHaveText(expected[0] as string)
  await expect(numberCells).toHaveText(expected)
  await rows(page)
    .first()
    .getByRole('button', { name: /Details/ })
    .click()
  await expect(popup).toBeVisible()
  await expect(popup.getByText('You are offline: this is the copy kept on this device.')).toBeVisible()
  await expect(popup.locator('dl')).toHaveText(factsOnline)
  await context.setOffline(false)
})
