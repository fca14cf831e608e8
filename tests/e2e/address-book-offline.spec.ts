import { expect, type Page, test } from '@playwright/test'
import { LoginPage, Shell } from './pages/portal'

const NAME = `Offline Test ${Date.now()}`

async function serverCount(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(`/api/v2/addresses?filter[firma]=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { pagination: { total: number } }).pagination.total
}

test('an address created offline survives a reload and reaches the server exactly once', async ({
  page,
  context,
}) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Seen once online, the place can be picked again offline.
  await page.goto('/address-book/create')
  await page.locator('main input[role="combobox"]').fill('3011')
  await expect(page.locator('main [role="option"]').first()).toBeVisible()

  await context.setOffline(true)
  await page.locator('main input[role="combobox"]').fill('')
  await page.locator('main input[role="combobox"]').fill('3011')
  await page.locator('main [role="option"]').first().click()
  await page.locator('input[name="name"]').fill(NAME)
  await page.locator('textarea[name="street"]').fill('Bundesgasse 1')
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/address-book$/)
  const row = page.locator('table tbody tr', { hasText: NAME })
  await expect(row).toBeVisible()

  await page.reload()
  await expect(page.locator('table tbody tr', { hasText: NAME })).toBeVisible({ timeout: 20_000 })

  await context.setOffline(false)
  await expect.poll(() => serverCount(page, NAME), { timeout: 30_000 }).toBe(1)
  // The optimistic row became the server's: it has a real number now.
  await expect(page.locator('table tbody tr', { hasText: NAME }).locator('td').first()).toHaveText(/^\d+$/, {
    timeout: 20_000,
  })
  await page.waitForTimeout(2000)
  expect(await serverCount(page, NAME)).toBe(1)
})
