import { expect, test } from '@playwright/test'
import { LoginPage, Shell, setFaults } from './pages/portal'
import { scopeMirroredAt } from './testing/stored-data'

test.afterEach(async ({ page }) => {
  await page.request.post('/__fixture/faults/reset')
})

test('a wrong password shows the catalogue message and keeps the user on /login', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer', 'wrong-password')
  await expect(page.getByRole('alert')).toContainText('Es ist ein Fehler aufgetreten')
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('a successful login lands on the dashboard with the user’s initials', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).toHaveURL(/\/$/)
  await expect(new Shell(page).avatar()).toHaveText('LB')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lea')
})

test('a guarded page sends a visitor to /login and back after the login', async ({ page }) => {
  await page.goto('/address-book')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await new LoginPage(page).logIn('customer')
  await expect(page).toHaveURL(/\/address-book$/)
})

test('the shipment screens send a visitor to /login and back after the login', async ({ page }) => {
  for (const path of ['/active', '/active?state=inTransit', '/archive', '/archive?initialDate=2026-11-20']) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/login\?redirect=/)
  }
  await new LoginPage(page).logIn('customer')
  await expect(page).toHaveURL(/\/archive\?initialDate=2026-11-20$/)
})

test('a user who must change the password is held on /profile/change-password', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('mustchange')
  await expect(page).toHaveURL(/\/profile\/change-password$/)
  await page.goto('/archive')
  await expect(page).toHaveURL(/\/profile\/change-password$/)
})

test('logout leads to the goodbye screen and forgets the session', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await new Shell(page).logOut()
  await expect(page).toHaveURL(/\/goodbye$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auf Wiedersehen!')
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refresh_token')]),
  ).toEqual([null, null])
  await page.goto('/')
  await expect(page).toHaveURL(/\/login/)
})

test('an expired token is refreshed without the user noticing', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  const before = await page.evaluate(() => localStorage.getItem('token'))
  await setFaults(page, { expireTokens: true })
  await page.reload()
  await expect(new Shell(page).avatar()).toHaveText('LB')
  await expect(page).toHaveURL(/\/$/)
  // The shell shows the cached profile at once; the refresh behind it meets the 401 and renews.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before)
  await expect(page).toHaveURL(/\/$/)
})

test('when the refresh is refused too, the user goes to /login', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  // The login's first mirror must be in before the tokens go bad: its last requests (the packaging
  // templates) still run after the shell shows, and one meeting the 401 would end the session early.
  await expect.poll(() => scopeMirroredAt(page, 'packaging'), { timeout: 20_000 }).not.toBeNull()
  await setFaults(page, { expireTokens: true, revokeRefreshTokens: true })
  await page.goto('/archive')
  await page.reload()
  // A page load with the profile kept on the device asks the server nothing (at most one /profile
  // per load, issue 13); the next request meets the 401, here a tracking look-up.
  await page.getByRole('banner').getByRole('button', { name: 'Sendung verfolgen' }).click()
  await page.getByRole('dialog').locator('input[name="trackingId"]').fill('VK-0000001')
  await page.getByRole('dialog').locator('input[name="trackingId"]').press('Enter')
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
