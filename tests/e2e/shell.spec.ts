import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { LoginPage, Shell } from './pages/portal'

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const

test('the language choice survives a reload and changes how dates are written', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  const today = page.getByTestId('today')
  await expect(today).toBeVisible()
  const german = await today.textContent()
  await new Shell(page).chooseLanguage('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(today).not.toHaveText(german ?? '')
  const french = await today.textContent()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByTestId('today')).toHaveText(french ?? '')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
})

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

for (const language of LANGUAGES) {
  test(`login and the default layout have no serious accessibility violations (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), language)
    await new LoginPage(page).open()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    const onLogin = await new AxeBuilder({ page }).analyze()
    expect(onLogin.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await new LoginPage(page).logIn('customer')
    await expect(new Shell(page).avatar()).toBeVisible()
    const onLayout = await new AxeBuilder({ page }).analyze()
    expect(onLayout.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })
}
