import { expect, test } from '@playwright/test'
import { AddressImportPage, csvFile } from '#tests/e2e/pages/address-import'
import { LoginPage, Shell } from '#tests/e2e/pages/portal'
import { describeFocus, inEnglish, tabTo } from './testing/keyboard'

/**
 * The address import with the keyboard alone (issue 24): the file input opens the file chooser
 * with Space, each step's heading takes the focus, the status filter and the rows are reached with
 * Tab, Enter opens a row's form, Enter in it checks the row again, and the focus never falls out
 * of the page. Nothing is imported.
 */
test('the address import works with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  await inEnglish(page)
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('filiale-lausanne')
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  const imports = new AddressImportPage(page)
  await imports.open()

  await tabTo(page, imports.fileInput())
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  const mark = Date.now().toString(36)
  await (await chooser).setFiles(
    csvFile(`keys-${mark}.csv`, [
      ['Firma', 'Strasse', 'PLZ', 'Ort'],
      [`Keys ${mark} Eins AG`, 'Bundesgasse 1', '3011', 'Bern'],
      [`Keys ${mark} Zwei AG`, '', '3011', 'Bern'],
    ]),
  )
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeFocused({ timeout: 15_000 })
  await tabTo(page, imports.columnSelect('Strasse'))
  await tabTo(page, page.getByRole('button', { name: 'Check the rows' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Check the rows' })).toBeFocused({ timeout: 30_000 })

  await tabTo(page, imports.statusToggle('Error'))
  await page.keyboard.press('Enter')
  await expect(imports.statusToggle('Error')).toHaveAttribute('aria-pressed', 'true')
  await tabTo(page, imports.row(3))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Edit line 3' })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByLabel('Street', { exact: true }))
  await page.keyboard.type('Marktgasse 2')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  // The row left the Error filter: the step's heading has the focus, not the page.
  await expect.poll(() => describeFocus(page)).not.toBe('the page (nothing focused)')
  expect(await imports.countOf('Error')).toBe(0)
  await expect(page.getByText(/^Line 3: (Ready|Fixed automatically)$/)).toBeAttached()

  await tabTo(page, imports.statusToggle('All rows'))
  await page.keyboard.press('Enter')
  await tabTo(page, imports.importButton())
  await expect(imports.importButton()).toHaveText('Import 2 addresses')
})
