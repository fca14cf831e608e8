import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { FindingsTable, scanInEveryLanguage } from './a11y/testing/axe-scan'
import { LoginPage, Shell } from './pages/portal'

/**
 * Label print profiles (issue 23, item 1) in the browser: three active shipments printed four-up
 * from cell 3 give two A4 pages (labels in cells 3 and 4, then one), the profile is still chosen
 * after a reload, and axe finds nothing serious in the print dialog in de, fr, it and en.
 */
test.describe.configure({ timeout: 180_000 })

const DESK = { width: 1440, height: 900 }
const rows = (page: Page) => page.locator('main table tbody tr')
const table = new FindingsTable()

test.afterAll(() => {
  table.print('Label print dialog')
})

async function logIn(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
}

async function selectThree(page: Page) {
  await page.goto('/active')
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  for (const index of [0, 1, 2]) await rows(page).nth(index).getByRole('checkbox').check()
}

const printDialog = (page: Page) => page.getByRole('dialog', { name: 'Print 3 waybills' })

/** Labels drawn per page: the embedded waybill pages each page's resources name. */
function labelsPerPage(pdf: PDFDocument): number[] {
  return pdf.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    return xObjects?.keys().length ?? 0
  })
}

test('three waybills four-up from cell 3: two A4 pages with 2 and 1 labels; the profile stays after a reload and a logout', async ({
  page,
}) => {
  await page.setViewportSize(DESK)
  await logIn(page)
  await selectThree(page)
  await page.getByRole('button', { name: 'Print waybills (3)' }).click()
  const dialog = printDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeFocused()
  await dialog.getByText('A4, four labels a sheet').click()
  // The sheet's cell 3, clicked where it shows (its radio is the cell's label).
  await dialog.locator('label', { has: page.getByRole('radio', { name: '3, bottom left' }) }).click()
  await expect(dialog.getByRole('radio', { name: '3, bottom left' })).toBeChecked()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: 'Print', exact: true }).click(),
  ])
  await expect(dialog).toBeHidden()
  expect(download.suggestedFilename()).toMatch(/^waybills-\d{4}-\d{2}-\d{2}\.pdf$/)
  const pdf = await PDFDocument.load(await readFile(await download.path()))
  expect(pdf.getPageCount()).toBe(2)
  for (const sheet of pdf.getPages()) {
    expect(sheet.getWidth()).toBeCloseTo(595.28, 1)
    expect(sheet.getHeight()).toBeCloseTo(841.89, 1)
  }
  expect(labelsPerPage(pdf)).toEqual([2, 1])
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.reload()
  await selectThree(page)
  await page.getByRole('button', { name: 'Print waybills (3)' }).click()
  await expect(printDialog(page).getByRole('radio', { name: 'A4, four labels a sheet' })).toBeChecked()
  await expect(printDialog(page).getByRole('radio', { name: '3, bottom left' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(printDialog(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print waybills (3)' })).toBeFocused()

  // The profile belongs to the workstation: a logout keeps it for whoever logs in next.
  await new Shell(page).logOut()
  await expect(page).toHaveURL(/\/goodbye/)
  await logIn(page)
  await selectThree(page)
  await page.getByRole('button', { name: 'Print waybills (3)' }).click()
  await expect(printDialog(page).getByRole('radio', { name: '3, bottom left' })).toBeChecked()
})

for (const viewport of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`axe on the print dialog, four-up with the offset shown (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await logIn(page)
    await selectThree(page)
    await page.getByRole('button', { name: 'Print waybills (3)' }).click()
    const dialog = printDialog(page)
    await dialog.getByText('A4, four labels a sheet').click()
    await dialog.getByRole('textbox', { name: 'Right (mm)' }).fill('abc')
    await dialog.getByRole('button', { name: 'Print', exact: true }).click()
    await expect(dialog.getByText('Enter a number of millimetres, for example 1.5 or -2.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Right (mm)' })).toBeFocused()
    // Nothing of the dialog is cut off on a phone: its actions stay within the screen's width.
    const box = await dialog.getByRole('button', { name: 'Print', exact: true }).boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    await scanInEveryLanguage(page, table, `print dialog, ${viewport.name}`, { include: '[role="dialog"]' })
  })
}
