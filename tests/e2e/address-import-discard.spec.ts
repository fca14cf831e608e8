import { expect, type Page, test } from '@playwright/test'
import { outboxOf } from './chaos/testing/replica'
import { AddressImportPage, csvFile } from './pages/address-import'
import { LoginPage, Shell, serverAddresses } from './pages/portal'

/**
 * Issue 24 follow-ups in the browser: an import whose batch the user discards in the
 * waiting-changes panel before it is sent reads "discarded" in the report, not imported; and the
 * rows after an empty line of the file are named by their own line. The account is the import
 * journey's branch: nothing is left on its server, as every save is discarded.
 */
const ACCOUNT = 'filiale-bern'

test.describe.configure({ timeout: 240_000 })

async function logIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(ACCOUNT)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  // The place of the file's rows, looked up once online: the device keeps it for the offline check.
  await page.goto('/address-book/create')
  const picker = page.locator('main input[role="combobox"]')
  await picker.fill('3011')
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('3011', {
    timeout: 15_000,
  })
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  // As on a device in use: the service worker controls the page, so the file reader loads offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
}

test('an import discarded before it was sent reads as discarded, and rows after an empty line keep their line', async ({
  page,
  context,
}) => {
  await logIn(page)
  const mark = Date.now().toString(36)
  const name = (word: string) => `Verworfen ${mark} ${word} AG`
  const file = csvFile(`verworfen-${mark}.csv`, [
    ['Anrede', 'Firma', 'Strasse', 'PLZ', 'Ort'],
    ['Firma', name('Eins'), 'Bundesgasse 1', '3011', 'Bern'],
    [],
    ['Firma', name('Zwei'), 'Bundesgasse 2', '3011', 'Bern'],
  ])
  const imports = new AddressImportPage(page)
  await imports.openFromAddressBook()

  await context.setOffline(true)
  await imports.choose(file)
  await imports.checkRows()
  await expect(page.getByRole('button', { name: 'Edit line 2' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit line 4' })).toBeVisible()
  await imports.importRows()
  await expect(imports.progress()).toContainText('0 of 2 sent.')

  await page.getByRole('button', { name: /2 changes waiting/ }).click()
  const panel = page.getByRole('dialog', { name: 'Changes waiting to be sent' })
  await expect(panel.getByRole('listitem')).toContainText(`2 addresses: verworfen-${mark}.csv`)
  await panel.getByRole('button', { name: 'Discard' }).click()
  await panel.getByRole('button', { name: 'Yes, discard' }).click()
  await expect(panel.getByRole('listitem')).toHaveCount(0)
  await page.keyboard.press('Escape')

  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 30_000 })
  const outcome = (key: string) => page.locator(`[data-outcome="${key}"] dd`)
  await expect(outcome('imported')).toHaveText('0')
  await expect(outcome('discarded')).toHaveText('2')
  await expect(imports.progress()).toContainText('0 of 2 sent; 2 were discarded before they were sent.')
  const lines = page.locator('main table tbody tr td:first-child')
  await expect(lines).toHaveText(['2', '4'])

  await context.setOffline(false)
  expect((await outboxOf(page)).filter((entry) => entry.account === ACCOUNT)).toHaveLength(0)
  for (const word of ['Eins', 'Zwei']) {
    expect(await serverAddresses(page, name(word)), name(word)).toHaveLength(0)
  }
})
