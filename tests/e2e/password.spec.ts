import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, LoginPage, resetFaults } from './pages/portal'

/**
 * Password change, the forced change and the password reset in the real browser against the fixture
 * API, in English. Reset links are read where a tester reads them: GET /__fixture/outbox.
 * `customer` is never touched (other specs log in with it); the forced change uses `mustchange`, and
 * auth.spec.ts, which needs it still forced, runs before this file.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

interface Account {
  username: string
  email: string
  password: string
}

/** A new account through POST /api/v2/register (the payload of spec section 7), unique per run. */
async function register(request: APIRequestContext, prefix: string): Promise<Account> {
  const username = `${prefix}-${Date.now()}`
  const account = { username, email: `${username}@example.ch`, password: 'first-pass-1' }
  const response = await request.post('/api/v2/register', {
    data: {
      username,
      email: account.email,
      password: { first: account.password, second: account.password },
      sprache: 'en',
      type: 'female',
      vorname: 'Petra',
      nachname: 'Passwort',
      addresse: 'Limmatquai 10',
      postleitzahl: '8001',
      ort: 'Zürich',
      phone: '+41 44 555 66 77',
      default_absender: null,
      default_empfaenger: null,
      default_rechnungsadresse: {
        anrede: 'company',
        firma: 'Passwort AG',
        addresse: 'Limmatquai 10',
        postleitzahl: '8001',
        ort: 'Zürich',
        biller: true,
        plz: null,
      },
      invoice_mail: account.email,
      invoice_language: 'en',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

async function logIn(page: Page, username: string, password: string) {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(username, password)
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function changePassword(page: Page, current: string, next: string, repeat = next) {
  await field(page, 'Current password').fill(current)
  await field(page, 'New password').fill(next)
  await field(page, 'Repeat new password').fill(repeat)
  await page.getByRole('button', { name: 'Change password' }).click()
}

/** The last reset link the fixture would have mailed to `username`. */
async function lastResetHash(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get('/__fixture/outbox')
  expect(response.ok()).toBe(true)
  const { passwordResets } = (await response.json()) as {
    passwordResets: { hash: string; username: string }[]
  }
  const hash = passwordResets.filter((reset) => reset.username === username).at(-1)?.hash
  if (!hash) throw new Error(`no reset link for ${username}`)
  return hash
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'))
const SENT =
  'If an account exists for this e-mail address, we have sent it a link to set a new password. Please check your inbox.'

test('a password change, then a login with the new password', async ({ page, request }) => {
  const account = await register(request, 'pw-change')
  // The page needs a login, and comes back after it.
  await page.goto('/profile/change-password')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await new LoginPage(page).logIn(account.username, account.password)
  await expect(page).toHaveURL(/\/profile\/change-password$/)
  await expect(page.getByText('After changing the password you must log in again')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile')

  // The bodies are checked against the fixture in src/features/password/use-password-actions.test.ts; here, whether one went.
  const sent: string[] = []
  page.on('request', (call) => {
    if (call.url().endsWith('/api/v2/profile/change-password')) sent.push(call.method())
  })
  await changePassword(page, account.password, 'second-pass-1', 'second-pass-2')
  await expect(page.getByText('Passwords must match')).toBeVisible()
  expect(sent).toEqual([])

  // A wrong current password: refused, every field cleared, the user still here and logged in.
  await changePassword(page, 'not-my-password', 'second-pass-1')
  await expect(page.getByRole('alert')).toHaveText('An error occurred. Please check your password')
  for (const label of ['Current password', 'New password', 'Repeat new password']) {
    await expect(field(page, label)).toHaveValue('')
  }
  await expect(field(page, 'Current password')).toBeFocused()
  expect(await token(page)).not.toBeNull()

  await changePassword(page, account.password, 'second-pass-1')
  await expect(page).toHaveURL(/\/login$/)
  expect(await token(page)).toBeNull()
  expect(sent).toEqual(['POST', 'POST'])

  await new LoginPage(page).logIn(account.username, account.password)
  await expect(page.getByRole('alert')).toContainText('An error occurred')
  await new LoginPage(page).logIn(account.username, 'second-pass-1')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Petra')
})

test('the account that must change its password is held there, then uses the portal with the new one', async ({
  page,
}) => {
  await logIn(page, 'mustchange', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/profile\/change-password$/)
  await expect(
    page.getByText('Please choose a new password before you continue to use the portal.'),
  ).toBeVisible()
  await page.goto('/address-book')
  await expect(page).toHaveURL(/\/profile\/change-password$/)

  await changePassword(page, DEMO_PASSWORD, 'must-change-1')
  await expect(page).toHaveURL(/\/login$/)
  await new LoginPage(page).logIn('mustchange', 'must-change-1')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/address-book')
  await expect(page).toHaveURL(/\/address-book$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // An ordinary change now (no longer forced), back to the demo password for whoever logs in next.
  await page.goto('/profile/change-password')
  await expect(
    page.getByText('Please choose a new password before you continue to use the portal.'),
  ).toBeHidden()
  await changePassword(page, 'must-change-1', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/login$/)
  await new LoginPage(page).logIn('mustchange', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
})

test('a reset request, then a new password set with the mailed link, then a login', async ({
  page,
  request,
}) => {
  const account = await register(request, 'pw-reset')
  await new LoginPage(page).open()
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/login\/password-reset$/)

  // A stranger's address gets the very page an account's does.
  await field(page, 'E-mail').fill(`nobody-${Date.now()}@example.ch`)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  const forStranger = await page.locator('main').innerText()

  await page.reload()
  await field(page, 'E-mail').fill(account.email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  expect(await page.locator('main').innerText()).toBe(forStranger)

  const hash = await lastResetHash(request, account.username)
  await page.goto(`/login/password-reset/set-password/${hash}`)
  await field(page, 'New password').fill('reset-pass-1')
  await field(page, 'Repeat new password').fill('reset-pass-2')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Passwords must match')).toBeVisible()
  await field(page, 'Repeat new password').fill('reset-pass-1')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new password is set. You can now log in with it.' }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'To login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await new LoginPage(page).logIn(account.username, 'reset-pass-1')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Petra')
})

test("a used, unknown or malformed link shows 'An error occurred.'", async ({ page, request }) => {
  const account = await register(request, 'pw-link')
  const reset = await request.post('/api/v2/password-reset', { data: { email: account.email } })
  expect(reset.ok()).toBe(true)
  const hash = await lastResetHash(request, account.username)
  const used = await request.post(`/api/v2/password-reset/${hash}`, {
    data: { password: { first: 'used-pass-1', second: 'used-pass-1' } },
  })
  expect(used.ok()).toBe(true)

  for (const link of [hash, 'f'.repeat(40), '..%2Fprofile']) {
    await page.goto(`/login/password-reset/set-password/${link}`)
    await field(page, 'New password').fill('other-pass-1')
    await field(page, 'Repeat new password').fill('other-pass-1')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByRole('alert'), link).toHaveText('An error occurred.')
    await expect(field(page, 'New password')).toHaveValue('other-pass-1')
  }
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(page).toHaveURL(/\/login\/password-reset$/)

  // Malformed: no mailed link holds a space; the page says so before any typing.
  await page.goto('/login/password-reset/set-password/abc%20def')
  await expect(page.getByRole('alert')).toHaveText('An error occurred.')
  await expect(field(page, 'New password')).toBeHidden()

  // None of it changed the password the account set.
  await logIn(page, account.username, 'used-pass-1')
  await expect(page).toHaveURL(/\/$/)
})

test('offline, a reset request says it needs the network and keeps the address', async ({ page }) => {
  await page.goto('/login/password-reset')
  await field(page, 'E-mail').fill('lea.brunner@example.ch')
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('status')).toContainText(
    'You are offline. Requesting a reset link needs a connection; please try again once you are back online.',
  )
  await expect(field(page, 'E-mail')).toHaveValue('lea.brunner@example.ch')
  await page.context().setOffline(false)
})
