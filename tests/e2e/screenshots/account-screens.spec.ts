import { expect, type Page, test } from '@playwright/test'
import {
  LANGUAGES,
  logIn,
  openTab,
  pinFixtureClock,
  printDuration,
  shootBothWidths,
} from '#tests/e2e/screenshots/testing/screens'

/**
 * The dashboard, the tracking popup with a result, the profile and the password change of
 * `customer`, and the dashboard of `dispatcher` with its switch-user box, at 360 and 1440 px in
 * German and French, against the committed baselines.
 */

pinFixtureClock()
printDuration('account-screens.spec.ts')

/** Every widget of the default layout with its data (the addresses' rows, the contact's photo). */
const dashboardReady = (page: Page) =>
  page.locator('[data-widget="addresses"] li, [data-widget="employee"] img, [data-widget="archive"] li')

async function openDashboard(page: Page) {
  await page.goto('/')
  for (const rows of ['addresses', 'archive', 'serviceInformation', 'blog'].map(
    (widget) => `[data-widget="${widget}"] li`,
  )) {
    await expect(page.locator(rows).first()).toBeVisible({ timeout: 20_000 })
  }
  await expect(page.locator('[data-widget="recurringShipments"] tbody tr').first()).toBeVisible()
}

/** The first shipment on the Active list that is not cancelled, by its number. */
async function trackableNumber(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get('/api/v2/shipments/active?count=50&offset=0', {
    headers: { authorization: `Bearer ${token}` },
  })
  const { data } = (await response.json()) as { data: { formatted_number: string; cancelled: boolean }[] }
  const found = data.find((row) => !row.cancelled)
  if (!found) throw new Error('the fixture has no active shipment that is not cancelled')
  return found.formatted_number
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    let page: Page

    test.beforeAll(async ({ browser }, info) => {
      page = await openTab(browser, language, info.project.use.baseURL)
      await logIn(page)
    })

    test.afterAll(async () => {
      await page.context().close()
    })

    test('dashboard', async () => {
      await openDashboard(page)
      await shootBothWidths(page, 'dashboard', language, dashboardReady(page))
    })

    test('tracking popup with a result', async () => {
      const number = await trackableNumber(page)
      await openDashboard(page)
      await page.locator('header button[class*="toolButton"]').click()
      const popup = page.getByRole('dialog')
      await popup.locator('input[name="trackingId"]').fill(number)
      await popup.locator('input[name="trackingId"]').press('Enter')
      await shootBothWidths(page, 'tracking', language, popup.locator('ol > li'), { fullPage: false })
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
    })

    test('profile', async () => {
      await page.goto('/profile')
      await shootBothWidths(page, 'profile', language, page.locator('main input[name="username"]'))
    })

    test('password change', async () => {
      await page.goto('/profile/change-password')
      await shootBothWidths(page, 'change-password', language, page.locator('main input[type="password"]'))
    })

    test('dashboard of a user who may switch to others', async ({ browser }, info) => {
      const dispatcher = await openTab(browser, language, info.project.use.baseURL)
      await logIn(dispatcher, 'dispatcher')
      await openDashboard(dispatcher)
      await shootBothWidths(
        dispatcher,
        'dashboard-switch-user',
        language,
        dispatcher.locator('[data-widget="switchUser"] input[role="combobox"]'),
      )
      await dispatcher.context().close()
    })
  })
}
