import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'

/**
 * axe-core on the archive's bulk proof-of-delivery dialog (issue 23, item 2) in de, fr, it and en,
 * at the desk's and a phone's width: the date range form with its messages, and the summary with
 * skipped shipments. Nothing is sent: the customer's fixture data stays as other specs expect it.
 */
test.describe.configure({ timeout: 180_000 })

const table = new FindingsTable()
const DIALOG = { include: '[role="dialog"]' }
const rows = (page: Page) => page.locator('main table tbody tr')

test.afterAll(() => {
  table.print('Bulk proof-of-delivery dialog')
})

async function openArchive(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/archive')
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
}

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`axe on the bulk proof-of-delivery dialog: range form with messages, then a summary (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openArchive(page)

    const opener = page.getByRole('button', { name: 'Request proofs of delivery' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Request proofs of delivery' })
    await expect(dialog.getByText('From date')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('desk@')
    await dialog.getByRole('button', { name: 'Check' }).click()
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible()
    const box = await dialog.getByRole('button', { name: 'Check' }).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await scanInEveryLanguage(page, table, `bulk POD form, ${viewport.name}`, DIALOG)

    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()

    // Three rows chosen: the summary lists what will be requested and what is skipped.
    for (const index of [0, 1, 2]) await rows(page).nth(index).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Request proofs of delivery (3)' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('desk@example.ch')
    await dialog.getByRole('button', { name: 'Check' }).click()
    await expect(dialog.getByText(/will be requested for desk@example.ch|Nothing to request/)).toBeVisible()
    await scanInEveryLanguage(page, table, `bulk POD summary, ${viewport.name}`, DIALOG)
  })
}
