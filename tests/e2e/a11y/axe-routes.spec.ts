import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'
import { printDurationOf } from './testing/duration'
import { nextWorkingDay } from './testing/next-working-day'

/**
 * axe-core on every route of the route table (spec section 2) in de, fr, it and en: zero serious or
 * critical findings. Each screen is opened once and scanned in the four languages in turn, switched
 * with the header's language select, so a run stays within its CI budget.
 */

// Each test scans many screens four times over: longer than the config's 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const table = new FindingsTable()
/** A screen showing its messages: the header and footer around it were scanned with the screen. */
const MESSAGES = { include: 'main' }
printDurationOf('axe-routes.spec.ts')

test.afterAll(() => {
  table.print('Routes')
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

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)

/** The wizard's later steps open only after the earlier ones are valid: filled in as a visitor does. */
async function registrationSteps(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  await page.getByRole('radio', { name: 'Ms' }).check({ force: true })
  const values: [string, string][] = [
    ['firstname', 'Anna'],
    ['lastname', 'Muster'],
    ['street', 'Seestrasse 1'],
    ['zip', '8001'],
    ['location', 'Zürich'],
    ['phone', '+41 44 000 00 01'],
    ['email', `anna.${stamp}@example.ch`],
    ['username', `anna${stamp}`],
    ['password', 'neues-passwort-1'],
    ['passwordRepeat', 'neues-passwort-1'],
  ]
  for (const [name, value] of values) await field(page, name).fill(value)
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check({ force: true })
  await expect(page.getByText('This username is free.')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/register\/addresses$/)
  await scanInEveryLanguage(page, table, '/register/addresses')
  // Next with the invoice address empty shows its messages; a default sender opens its place search.
  await page.getByRole('checkbox', { name: 'Add a default sender address' }).check({ force: true })
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
  await scanInEveryLanguage(page, table, '/register/addresses, errors', MESSAGES)
  await page.getByRole('checkbox', { name: 'Add a default sender address' }).uncheck({ force: true })
  const invoice: [string, string][] = [
    ['name', 'Muster AG'],
    ['contact', 'Anna Muster'],
    ['street', 'Seestrasse 1'],
    ['zip', '8001'],
    ['location', 'Zürich'],
    ['phone', '+41 44 000 00 02'],
  ]
  for (const [name, value] of invoice) await field(page, `invoiceAddress.${name}`).fill(value)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/register\/payment$/)
  await expect(field(page, 'invoiceMail')).toBeVisible()
  await scanInEveryLanguage(page, table, '/register/payment')
}

test('signed-out screens: login, password reset, registration start, registered, goodbye, 404', async ({
  page,
}) => {
  await visit(page, table, '/login', '/login', 'input[name="username"]')
  // A failed login shows its message beside the form.
  await new LoginPage(page).logIn('customer', 'not-the-password')
  await expect(page.getByRole('alert')).toBeVisible()
  await scanInEveryLanguage(page, table, '/login, failed', MESSAGES)
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
  await scanInEveryLanguage(page, table, '/register, errors', MESSAGES)
  await registrationSteps(page)
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
  // Confirm shows the order of the draft: a pickup and the reference typed into the form, then Next.
  await page.getByRole('group', { name: 'Pickup date' }).getByRole('spinbutton').first().click()
  await page.keyboard.type(nextWorkingDay())
  await page.locator('main input[name="time"]').fill('1000')
  await page.locator('main input[name="invoiceReference"]').fill(`A11Y-${Date.now()}`)
  await page.locator('main form button[type="submit"]').last().click()
  await expect(page).toHaveURL(/\/order\/confirm/)
  await expect(page.locator('main dd', { hasText: 'CHF' })).toBeVisible({ timeout: 20_000 })
  await scanInEveryLanguage(page, table, '/order/confirm')
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
