import { type Page, test } from '@playwright/test'
import {
  LANGUAGES,
  logIn,
  openTab,
  pinFixtureClock,
  printDuration,
  shootBothWidths,
} from '#tests/e2e/screenshots/testing/screens'

/**
 * The address book, a new contact and an existing one being edited, at 360 and 1440 px in German
 * and French, against the committed baselines.
 */

pinFixtureClock()
printDuration('address-screens.spec.ts')

const rows = (page: Page) => page.locator('main table tbody tr')
const nameField = (page: Page) => page.locator('main input[name="name"]')

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

    test('address book', async () => {
      await page.goto('/address-book')
      await shootBothWidths(page, 'address-book', language, rows(page))
    })

    test('new contact', async () => {
      await page.goto('/address-book/create')
      await shootBothWidths(page, 'address-create', language, nameField(page))
    })

    test('edit contact', async () => {
      await page.goto('/address-book')
      const edit = await rows(page).first().locator('a[href$="/edit"]').getAttribute('href')
      await page.goto(edit ?? '/address-book')
      await shootBothWidths(page, 'address-edit', language, nameField(page))
    })
  })
}
