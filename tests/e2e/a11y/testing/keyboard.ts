import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#tests/e2e/pages/portal'

/** What has the focus, in words for a failure message: tag, name or label, and text. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'the page (nothing focused)'
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('name') ??
      (element.textContent ?? '').trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}> ${name}`
  })
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `max` presses. Answers how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${target}`)
}

/** The first pages in English: the names the journeys find things by. */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
}

/** Logs in from /login with the keyboard alone and waits for the dashboard. */
export async function logInByKeyboard(page: Page, username = 'customer') {
  await page.goto('/login')
  const field = page.locator('input[name="username"]')
  await expect(field).toBeVisible()
  await tabTo(page, field, { max: 6 })
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name="password"]')).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
}

/** From wherever the focus is, to a main-navigation entry, and Enter. */
export async function navigateByKeyboard(page: Page, entry: string) {
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: entry,
    exact: true,
  })
  // The navigation sits above the content: backwards from the content, forwards from the header.
  const backwards = await page.evaluate(() => Boolean(document.activeElement?.closest('main')))
  await tabTo(page, link, { max: 60, backwards })
  await page.keyboard.press('Enter')
}
