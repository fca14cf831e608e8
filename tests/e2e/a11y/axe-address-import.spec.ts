import { expect, type Page, test } from '@playwright/test'
import { AddressImportPage, csvFile } from '#tests/e2e/pages/address-import'
import { LoginPage, Shell } from '#tests/e2e/pages/portal'
import { FindingsTable, LANGUAGES, type ScanScope, scanIn } from './testing/axe-scan'

/**
 * axe-core on every step of the address import (issue 24) in de, fr, it and en, at the desk's and a
 * phone's width: the file choice with a refusal, the column mapping, the checked rows with their
 * statuses, a row's form with its errors, a duplicate side by side, and the report. Every finding
 * counts, not only the serious ones. The imports go to a branch account no other test reads.
 */
test.describe.configure({ timeout: 240_000 })

const ACCOUNT = 'filiale-lausanne'
const table = new FindingsTable()
const MAIN: ScanScope = { include: 'main' }
const DIALOG: ScanScope = { include: '[role="dialog"]' }

test.afterAll(() => {
  table.print('Address import')
})

async function scanAll(page: Page, screen: string, scope: ScanScope) {
  for (const language of LANGUAGES) {
    const started = Date.now()
    const findings = await scanIn(page, language, scope)
    table.timed(Date.now() - started)
    table.record(screen, language, findings)
    expect.soft(findings, `${screen} in ${language}`).toEqual([])
  }
}

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`axe on each step of the address import (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
    })
    const login = new LoginPage(page)
    await login.open()
    await login.logIn(ACCOUNT)
    await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
    const imports = new AddressImportPage(page)
    await imports.open()
    await scanAll(page, `choose a file, ${viewport.name}`, MAIN)

    await imports.choose('tests/fixtures/imports/not-a-csv.csv')
    await expect(imports.refusal()).toBeVisible()
    await scanAll(page, `a refused file, ${viewport.name}`, MAIN)

    const mark = `${viewport.name}-${Date.now().toString(36)}`
    await imports.choose(
      csvFile(`axe-${mark}.csv`, [
        ['Anrede', 'Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'],
        ['Firma', `Axe ${mark} Eins AG`, 'Bundesgasse 1', '3011', 'Bern', '031 000 00 01'],
        ['Firma', `Axe ${mark} Zwei AG`, '', '3011', 'Bern', '12345'],
        ['Firma', `Axe ${mark} Eins AG`, 'Bundesgasse 1', '3011', 'Bern', ''],
      ]),
    )
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible()
    await scanAll(page, `column mapping, ${viewport.name}`, MAIN)

    await imports.checkRows()
    await expect(imports.row(3)).toContainText('This field is required')
    await scanAll(page, `checked rows, ${viewport.name}`, MAIN)

    await page.getByRole('button', { name: 'Edit line 3' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit line 3' })).toBeVisible()
    await scanAll(page, `a row's form, ${viewport.name}`, DIALOG)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Edit line 3' })).toBeFocused()

    await page.getByRole('button', { name: 'Compare line 4' }).click()
    await expect(page.getByRole('dialog', { name: 'Line 4 is a duplicate' })).toBeVisible()
    await scanAll(page, `a duplicate side by side, ${viewport.name}`, DIALOG)
    await page.keyboard.press('Escape')

    await imports.importRows()
    await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 60_000 })
    await scanAll(page, `the report, ${viewport.name}`, MAIN)
    const box = await page.getByRole('button', { name: 'Download the report (CSV)' }).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
  })
}
