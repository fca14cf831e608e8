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
 * The order form, its confirm page and thank-you, the offer form and its thank-you, and the price
 * calculator with a price (last: it leaves its places and parcel in the order draft), at 360 and 1440 px in German and French, against the committed baselines.
 */

pinFixtureClock()
printDuration('ordering-screens.spec.ts')

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
/** The form's own submit (the order form's 'next' is its last one). */
const submit = (page: Page) => page.locator('main form button[type="submit"]').last()

/** Picks the first place the picker offers for `search` (the list is a popover at the end of <body>). */
async function pickPlace(page: Page, index: number, search: string) {
  await page.locator('main input[role="combobox"]').nth(index).fill(search)
  await page.getByRole('listbox').getByRole('option').first().click()
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

    test('order form, confirm and thank-you', async () => {
      await page.goto('/order')
      await shootBothWidths(page, 'order', language, field(page, 'invoiceReference'))
      await field(page, 'invoiceReference').fill('Screenshot 18.11.')
      await submit(page).click()
      await expect(page).toHaveURL(/\/order\/confirm/)
      await shootBothWidths(page, 'order-confirm', language, page.locator('main dd', { hasText: 'CHF' }))
      await page.goto('/order/thank-you/lea.brunner%40example.ch')
      await shootBothWidths(page, 'order-thank-you', language, page.locator('main h1'))
    })

    test('offer form and thank-you', async () => {
      await page.goto('/offer')
      await shootBothWidths(page, 'offer', language, field(page, 'notes'))
      await page.goto('/offer/thank-you')
      await shootBothWidths(page, 'offer-thank-you', language, page.locator('main h1'))
    })

    test('price calculator with a price', async () => {
      await page.goto('/price-calculator')
      await pickPlace(page, 0, '8001')
      await pickPlace(page, 1, '3011')
      for (const [name, value] of Object.entries({ length: '30', width: '20', height: '10', weight: '2' })) {
        await field(page, `colis.colis[0].${name}`).fill(value)
      }
      await submit(page).click()
      await shootBothWidths(page, 'price-calculator', language, page.locator('main dd', { hasText: 'CHF' }))
    })
  })
}
