import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'

/**
 * axe-core on the address book's export dialog (issue 24, item 2) in de, fr, it and en, at the
 * desk's and a phone's width, with a filter set so both choices of addresses show. Opened and closed
 * with the keyboard: the focus goes in, and back to Export on Escape. Nothing is downloaded.
 */
test.describe.configure({ timeout: 180_000 })

const table = new FindingsTable()
const DIALOG = { include: '[role="dialog"]' }

test.afterAll(() => {
  table.print('Address export dialog')
})

async function openFilteredAddressBook(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/address-book')
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  const filter = page.getByRole('region', { name: 'Filter' })
  if (!(await filter.locator('input[name="location"]').isVisible()))
    await filter.getByRole('button', { name: 'Open filter' }).click()
  await filter.locator('input[name="location"]').fill('Bern')
  await filter.getByRole('button', { name: 'Apply' }).click()
}

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`axe on the export dialog with a filter set (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openFilteredAddressBook(page)

    const opener = page.getByRole('button', { name: 'Export', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Export addresses' })
    await expect(dialog.getByRole('radio', { name: /^The filtered addresses \(/ })).toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeFocused()
    const box = await dialog.getByRole('button', { name: 'Download' }).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await scanInEveryLanguage(page, table, `address export, ${viewport.name}`, DIALOG)

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
}
