import { expect, type Page, test } from '@playwright/test'
import { LoginPage, Shell } from './pages/portal'

/**
 * LAYOUT-003: back and forward return to the position a page was left at; any other navigation
 * starts at the top.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Follows an in-app link the way a click does, without scrolling it into view first. */
async function follow(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`)
    if (!link) throw new Error(`no link to ${target}`)
    link.click()
  }, href)
}

test('back and forward restore the scroll position, a new navigation starts at the top', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.setViewportSize({ width: 1280, height: 600 })
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').nth(10)).toBeVisible({ timeout: 20_000 })

  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }))
  await expect.poll(() => scrollY(page)).toBe(500)
  const left = 500

  await follow(page, '/archive')
  await expect(page).toHaveURL(/\/archive/)
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => scrollY(page)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/address-book$/)
  // The browser's scroll anchoring may shift it by the height of a line shown above the rows since.
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThan(40)

  await page.goForward()
  await expect(page).toHaveURL(/\/archive/)
  await expect.poll(() => scrollY(page)).toBe(0)
})
