import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#tests/e2e/pages/portal'
import { printDurationOf } from './testing/duration'
import { describeFocus, inEnglish, tabTo } from './testing/keyboard'

/** Logging in with the keyboard alone (issue 13, item 5): Tab, Shift+Tab, typing and Enter. */

printDurationOf('keyboard-login.spec.ts')

test('a wrong password, then the right one, typed and sent from the keyboard; the skip link leads to the content', async ({
  page,
}) => {
  await inEnglish(page)
  await page.goto('/login')
  const username = page.locator('input[name="username"]')
  const password = page.locator('input[name="password"]')
  await expect(username).toBeVisible()

  // The header (brand, language) comes first, then the form.
  expect(await tabTo(page, username, { max: 6 })).toBeGreaterThan(0)
  await page.keyboard.type('customer')
  await page.keyboard.press('Tab')
  await expect(password, await describeFocus(page)).toBeFocused()
  await page.keyboard.type('not-the-password')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)

  // Back to the password field: Shift+Tab from what follows it, or it kept the focus.
  await tabTo(page, password, { max: 4, backwards: true })
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(DEMO_PASSWORD)
  // Shift+Tab goes back to the username, which kept what was typed.
  await page.keyboard.press('Shift+Tab')
  await expect(username).toBeFocused()
  await expect(username).toHaveValue('customer')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
  await expect(page).not.toHaveURL(/\/login/)

  // On a signed-in page the first Tab stop is the skip link; Enter moves the focus to the content.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' }), await describeFocus(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
})
