import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { printDurationOf } from './testing/duration'
import { describeFocus, inEnglish, logInByKeyboard, navigateByKeyboard, tabTo } from './testing/keyboard'

/** An archive export with the keyboard alone (issue 13, item 5): rows chosen with Space, exported with Enter. */

printDurationOf('keyboard-archive-export.spec.ts')

test('two archived shipments chosen with Space and exported with Enter; the focus stays on Export', async ({
  page,
}) => {
  await inEnglish(page)
  await logInByKeyboard(page)
  await navigateByKeyboard(page, 'Archive')
  await expect(page).toHaveURL(/\/archive$/)
  const rows = page.locator('main table tbody tr')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })

  const chosen = [rows.nth(0), rows.nth(1)]
  const numbers: string[] = []
  for (const row of chosen) {
    const box = row.getByRole('checkbox')
    await tabTo(page, box, { max: 80 })
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    numbers.push((await row.locator('td').nth(1).locator('strong').innerText()).trim())
  }

  // Export sits above the table: back with Shift+Tab.
  const exportButton = page.getByRole('button', { name: 'Export selected (2)' })
  await tabTo(page, exportButton, { max: 80, backwards: true })
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ])
  expect(download.suggestedFilename()).toBe('export.xlsx')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  expect(sheet?.actualRowCount).toBe(3)
  const text = JSON.stringify(sheet?.getSheetValues())
  for (const number of numbers) expect(text).toContain(number)

  // Once the file is ready the keyboard user is where they were.
  await expect(exportButton, await describeFocus(page)).toBeFocused()
})
