import { expect, type Page, test } from '@playwright/test'
import {
  LANGUAGES,
  openTab,
  pinFixtureClock,
  printDuration,
  shootBothWidths,
} from '#tests/e2e/screenshots/testing/screens'

/**
 * The screens a visitor sees before logging in (spec section 2), at 360 and 1440 px in German and
 * French, against the committed baselines: login, goodbye, password reset and set password, the
 * three registration steps, registered and the 404 page.
 */

pinFixtureClock()
printDuration('public-screens.spec.ts')

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const heading = (page: Page) => page.locator('main h1')
/** The wizard's submit: the last button of its form (Next, then Register). */
const next = (page: Page) => page.locator('main form button[type="submit"]').last()

/** A valid first step; the unique checks answer before Next is pressed. */
async function fillUserStep(page: Page, language: string) {
  await page.locator('main input[type="radio"]').first().check({ force: true })
  await field(page, 'firstname').fill('Anna')
  await field(page, 'lastname').fill('Muster')
  await field(page, 'street').fill('Seestrasse 1')
  await field(page, 'zip').fill('8001')
  await field(page, 'location').fill('Zürich')
  await field(page, 'phone').fill('+41 44 000 00 01')
  await field(page, 'email').fill(`anna.${language}@example.ch`)
  await field(page, 'username').fill(`anna-${language}`)
  await field(page, 'password').fill('neues-passwort-1')
  await field(page, 'passwordRepeat').fill('neues-passwort-1')
  await page.locator('main input[name="tosAccepted"]').check({ force: true })
}

async function fillInvoiceAddress(page: Page) {
  await field(page, 'invoiceAddress.name').fill('Muster AG')
  await field(page, 'invoiceAddress.contact').fill('Anna Muster')
  await field(page, 'invoiceAddress.street').fill('Seestrasse 1')
  await field(page, 'invoiceAddress.zip').fill('8001')
  await field(page, 'invoiceAddress.location').fill('Zürich')
  await field(page, 'invoiceAddress.phone').fill('+41 44 000 00 02')
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    let page: Page

    test.beforeAll(async ({ browser }, info) => {
      page = await openTab(browser, language, info.project.use.baseURL)
    })

    test.afterAll(async () => {
      await page.context().close()
    })

    test('login', async () => {
      await page.goto('/login')
      await shootBothWidths(page, 'login', language, page.locator('input[name="username"]'))
    })

    test('goodbye', async () => {
      await page.goto('/goodbye')
      await shootBothWidths(page, 'goodbye', language, heading(page))
    })

    test('password reset', async () => {
      await page.goto('/login/password-reset')
      await shootBothWidths(page, 'password-reset', language, page.locator('main input'))
    })

    test('set password', async () => {
      await page.goto('/login/password-reset/set-password/0a1b2c3d')
      await shootBothWidths(page, 'set-password', language, page.locator('main input[type="password"]'))
    })

    test('registration: user, addresses and payment steps', async () => {
      await page.goto('/register')
      await shootBothWidths(page, 'register-user', language, field(page, 'firstname'))
      await fillUserStep(page, language)
      // Both unique checks have said "free" (neither empty nor still "checking…").
      const verdicts = page.locator('main [class*="unique"] p[role="status"]')
      await expect(verdicts).toHaveCount(2)
      for (const verdict of await verdicts.all()) await expect(verdict).toHaveText(/[^…]$/)
      await next(page).click()
      await expect(page).toHaveURL(/\/register\/addresses$/)
      await shootBothWidths(page, 'register-addresses', language, field(page, 'invoiceAddress.name'))
      await fillInvoiceAddress(page)
      await next(page).click()
      await expect(page).toHaveURL(/\/register\/payment$/)
      await shootBothWidths(page, 'register-payment', language, field(page, 'invoiceMail'))
    })

    test('registered', async () => {
      await page.goto('/registered')
      await shootBothWidths(page, 'registered', language, heading(page))
    })

    test('404', async () => {
      await page.goto('/no-such-page')
      await shootBothWidths(page, 'not-found', language, heading(page))
    })
  })
}
