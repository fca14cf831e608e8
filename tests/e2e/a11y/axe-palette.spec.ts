import { expect, test } from '@playwright/test'
import { Palette } from '#tests/e2e/pages/palette'
import { logInInEnglish } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'
import { printDurationOf } from './testing/duration'

/**
 * axe-core on the command palette in de, fr, it and en: zero serious or critical findings, with the
 * screens and actions it opens with, with records found, and with nothing found. Opened with Ctrl+K
 * from the header's button's page; Escape closes it and the focus is back where it was.
 */
test.describe.configure({ timeout: 180_000 })

const table = new FindingsTable()
printDurationOf('axe-palette.spec.ts')
const DIALOG = { include: '[role="dialog"]' }

test.afterAll(() => {
  table.print('Command palette')
})

test('the command palette: open, with results, and with none', async ({ page }) => {
  await logInInEnglish(page)
  await page.goto('/address-book')
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  const palette = new Palette(page)
  const button = page.getByTestId('palette-button')
  await button.focus()
  await palette.open()

  await test.step('as it opens: recent, screens and actions', async () => {
    await expect(palette.results().first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'palette, open', DIALOG)
  })

  await test.step('records found', async () => {
    await palette.search('a')
    await expect(palette.active()).toBeVisible()
    await expect(palette.dialog().locator('[data-kind="address"]').first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'palette, results', DIALOG)
  })

  await test.step('nothing found', async () => {
    await palette.input().fill('qqqqzzzz')
    await expect(palette.dialog()).toContainText('No results.')
    await expect(palette.dialog().getByRole('status')).toHaveText('0 results')
    await scanInEveryLanguage(page, table, 'palette, no results', DIALOG)
  })

  await page.keyboard.press('Escape')
  await expect(palette.dialog()).toBeHidden()
  await expect(button).toBeFocused()
})
