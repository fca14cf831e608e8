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
 * Active shipments, the archive with a shipment's detail popup, and the standing orders with one's
 * detail popup, at 360 and 1440 px in German and French, against the committed baselines.
 */

pinFixtureClock()
printDuration('shipment-screens.spec.ts')

const rows = (page: Page) => page.locator('main table tbody tr')
/** The row's 'Details' button (the lists' only link-styled button in a row). */
const details = (page: Page) => rows(page).first().locator('button[class*="linkButton"]')

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

    test('active shipments', async () => {
      await page.goto('/active')
      await shootBothWidths(page, 'active', language, rows(page))
    })

    test('archive and a shipment detail popup', async () => {
      await page.goto('/archive')
      await shootBothWidths(page, 'archive', language, rows(page))
      await details(page).click()
      const popup = page.getByRole('dialog')
      await shootBothWidths(page, 'archive-detail', language, popup.locator('dl'), { fullPage: false })
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
    })

    test('standing orders and a detail popup', async () => {
      await page.goto('/recurring-orders')
      await shootBothWidths(page, 'standing-orders', language, rows(page))
      await details(page).click()
      const popup = page.getByRole('dialog')
      await shootBothWidths(page, 'standing-order-detail', language, popup.locator('dl'), { fullPage: false })
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
    })
  })
}
