import { expect, test } from '@playwright/test'
import { logInInEnglish } from '#tests/e2e/pages/portal'
import { ShortcutsHelp } from '#tests/e2e/pages/shortcuts-help'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'
import { printDurationOf } from './testing/duration'

/**
 * axe-core on the keyboard shortcuts help in de, fr, it and en: zero serious or critical findings,
 * opened with ? on the active list (the language changes while it is open, so every key name and
 * description is scanned in each), at the desk's width and on a phone; Escape gives the focus back.
 */
test.describe.configure({ timeout: 180_000 })

const table = new FindingsTable()
printDurationOf('axe-shortcuts-help.spec.ts')
const DIALOG = { include: '[role="dialog"]' }

test.afterAll(() => {
  table.print('Keyboard shortcuts help')
})

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`the keyboard shortcuts help (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await logInInEnglish(page)
    await page.goto('/active')
    await expect(page.locator('main h1')).toBeVisible()
    const logo = page.locator('header a').first()
    await logo.focus()
    const help = new ShortcutsHelp(page)
    await help.open()
    await expect(help.row('submitForm')).toBeVisible()
    await scanInEveryLanguage(page, table, `shortcuts help, ${viewport.name}`, DIALOG)
    // The last scan left the page in English: the help's keys read as an English keyboard prints them.
    await expect(help.row('rowSelect').locator('kbd')).toHaveText(['x', 'Space'])
    await page.keyboard.press('Escape')
    await expect(help.dialog()).toBeHidden()
    await expect(logo).toBeFocused()
  })
}
