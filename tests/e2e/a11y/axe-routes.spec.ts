import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'

/**
 * axe-core on every route of the route table (spec section 2) in de, fr, it and en: zero serious or
 * critical findings. Each screen is opened once and scanned in the four languages in turn, switched
 * with the header's language select, so a run stays within its CI budget.
 */

test.describe.configure({ mode: 'serial' })

const table = new FindingsTable()
const started = Date.now()

test.afterAll(() => {
  table.print('Routes')
  console.info(`axe-routes.spec.ts took ${((Date.now() - started) / 1000).toFixed(1)} s`)
})

test.beforeEach(async ({ page }) => {
  // Every page load starts in English (the names this spec finds things by); the scans switch on.
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

async function visit(page: Page, table: FindingsTable, screen: string, path: string, ready: string) {
  await page.goto(path)
  await expect(page.locator(ready).first(), screen).toBeVisible({ timeout: 20_000 })
  await scanInEveryLanguage(page, table, screen)
}

test('signed-out screens: login, password reset, registration start, registered, goodbye, 404', async ({
  page,
}) => {
  await visit(page, table, '/login', '/login', 'input[name="username"]')
  // A failed login shows its message beside the form.
  await new LoginPage(page).logIn('customer', 'not-the-password')
  await expect(page.getByRole('alert')).toBeVisible()
  await scanInEveryLanguage(page, table, '/login, failed')
  await visit(page, table, '/login/password-reset', '/login/password-reset', 'main input')
  await visit(
    page,
    table,
    '/login/password-reset/set-password/:hash',
    '/login/password-reset/set-password/0a1b2c3d',
    'main input[type="password"]',
  )
  await visit(page, table, '/register', '/register', 'main [name="firstname"]')
  // Next on an empty step shows every field's message.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
  await scanInEveryLanguage(page, table, '/register, errors')
  await visit(page, table, '/registered', '/registered', 'main h1')
  await visit(page, table, '/goodbye', '/goodbye', 'main h1')
  await visit(page, table, '404', '/no-such-page', 'main h1')
})

test('signed-in screens of the customer', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)

  await visit(page, table, '/', '/', '[data-widget="addresses"] li')
  await visit(page, table, '/active', '/active', 'main table tbody tr')
  await visit(page, table, '/archive', '/archive', 'main table tbody tr')
  await visit(page, table, '/recurring-orders', '/recurring-orders', 'main table tbody tr')
  await visit(page, table, '/order', '/order', 'main input[name="invoiceReference"]')
  await visit(page, table, '/offer', '/offer', 'main textarea[name="notes"]')
  await visit(page, table, '/price-calculator', '/price-calculator', 'main input[role="combobox"]')
  await visit(page, table, '/address-book', '/address-book', 'main table tbody tr')
  const edit = await page.locator('main table tbody a[href$="/edit"]').first().getAttribute('href')
  await visit(page, table, '/address-book/create', '/address-book/create', 'main input[name="name"]')
  await visit(
    page,
    table,
    '/address-book/:address/edit',
    edit ?? '/address-book/1/edit',
    'main input[name="name"]',
  )
  await visit(page, table, '/profile', '/profile', 'main input[name="username"]')
  await visit(
    page,
    table,
    '/profile/change-password',
    '/profile/change-password',
    'main input[type="password"]',
  )
  await visit(page, table, '/order/thank-you/:mail', '/order/thank-you/lea%40muster.ch', 'main h1')
  await visit(page, table, '/offer/thank-you', '/offer/thank-you', 'main h1')
})
