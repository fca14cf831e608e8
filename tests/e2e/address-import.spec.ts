import { expect, type Page, test } from '@playwright/test'
import { outboxOf } from './chaos/testing/replica'
import { AddressImportPage, csvFile } from './pages/address-import'
import { LoginPage, Shell, serverAddresses } from './pages/portal'

/**
 * Issue 24, item 1: the address import in the browser. The journey's account is a branch no other
 * browser test uses, so the addresses it imports shift no other spec's first rows.
 */
const ACCOUNT = 'filiale-bern'

test.describe.configure({ timeout: 240_000 })

async function logIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(ACCOUNT)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  // As on a device in use: the service worker controls the page, so the screens open offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
}

/** Places looked up once online in the address form's picker: the device keeps them for offline checks. */
async function searchPlaces(page: Page, zips: readonly string[]) {
  await page.goto('/address-book/create')
  const picker = page.locator('main input[role="combobox"]')
  for (const zip of zips) {
    await picker.fill(zip)
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(zip, {
      timeout: 15_000,
    })
  }
  await page.goto('/address-book')
}

const accountOutbox = async (page: Page) =>
  (await outboxOf(page)).filter((entry) => entry.account === ACCOUNT)

test('an import made offline, two rows fixed in place, reaches the server once per row; the same file again imports nothing', async ({
  page,
  context,
}) => {
  await logIn(page)
  await searchPlaces(page, ['3011', '8001'])
  const mark = Date.now().toString(36)
  const name = (word: string) => `Import ${mark} ${word} AG`
  const file = csvFile(`kunden-${mark}.csv`, [
    ['Anrede', 'Firma', 'Strasse', 'PLZ', 'Ort', 'Telefon'],
    ['Firma', name('Eins'), 'Bundesgasse 1', '3011', 'Bern', '031 000 00 01'],
    ['Firma', name('Zwei'), 'Bahnhofstrasse 2', '8001', 'Zürich', '+41 44 000 00 02'],
    ['Firma', name('Drei'), '', '3011', 'Bern', ''],
    ['Firma', name('Vier'), 'Spitalgasse 4', '3011', 'Basel', ''],
    ['Firma', name('Eins'), 'Bundesgasse 1', '3011', 'Bern', '031 000 00 01'],
  ])
  const imports = new AddressImportPage(page)
  await imports.openFromAddressBook()

  await context.setOffline(true)
  await imports.choose(file)
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeFocused({ timeout: 15_000 })
  await expect(imports.columnSelect('PLZ')).toHaveValue('zip')
  await expect(imports.columnSelect('Strasse')).toHaveValue('street')
  await imports.checkRows()
  expect(await imports.countOf('All rows')).toBe(5)
  expect(await imports.countOf('Error')).toBe(2)
  expect(await imports.countOf('Duplicate')).toBe(1)
  expect(await imports.countOf('Needs the network')).toBe(0)
  await expect(imports.row(4)).toContainText('Street: This field is required')
  await expect(imports.row(5)).toContainText('No place in Switzerland has this zip and name.')
  await expect(imports.row(6)).toContainText('Same as line 2')
  await expect(imports.importButton()).toHaveText('Import 2 addresses')

  await imports.fixRow(4, 'Street', 'Marktgasse 3')
  await expect(page.getByText(/^Line 4: (Ready|Fixed automatically)$/)).toBeAttached()
  await imports.fixRow(5, 'Place', 'Bern')
  expect(await imports.countOf('Error')).toBe(0)
  await expect(imports.importButton()).toHaveText('Import 4 addresses')

  await imports.importRows()
  await expect(imports.progress()).toContainText('0 of 4 sent.')
  await expect(imports.progress()).toContainText('You are offline')
  const queued = await accountOutbox(page)
  expect(queued).toHaveLength(4)
  expect(new Set(queued.map((entry) => entry.batch?.id)).size).toBe(1)
  expect(queued.every((entry) => entry.kind === 'saveAddress')).toBe(true)
  // The waiting-changes panel shows the import as one line, named by the file.
  await page.getByRole('button', { name: /4 changes waiting/ }).click()
  const panel = page.getByRole('dialog', { name: 'Changes waiting to be sent' })
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('listitem')).toContainText(`4 addresses: kunden-${mark}.csv`)
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 90_000 })
  expect(await imports.outcome('imported')).toBe(4)
  expect(await imports.outcome('skipped')).toBe(1)
  expect(await imports.outcome('failed')).toBe(0)
  for (const word of ['Eins', 'Zwei', 'Drei', 'Vier']) {
    expect(await serverAddresses(page, name(word)), name(word)).toHaveLength(1)
  }
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click()
  expect((await download).suggestedFilename()).toBe(`kunden-${mark}-import-report.csv`)

  // The same file again: the columns as confirmed, every row already in the address book.
  await page.getByRole('button', { name: 'Import another file' }).click()
  await imports.choose(file)
  await expect(
    page.getByText('The columns are matched as you confirmed them last time for files like this one.'),
  ).toBeVisible()
  await imports.checkRows()
  expect(await imports.countOf('Duplicate')).toBe(3)
  expect(await imports.countOf('Ready')).toBe(0)
  await expect(imports.row(2)).toContainText('Already in the address book')
  await expect(imports.importButton()).toHaveText('Import 0 addresses')
  await expect(imports.importButton()).toBeDisabled()
  for (const word of ['Eins', 'Zwei', 'Drei', 'Vier']) {
    expect(await serverAddresses(page, name(word)), name(word)).toHaveLength(1)
  }
})

test('a refused file is named with its reason and changes nothing', async ({ page }) => {
  await logIn(page)
  const imports = new AddressImportPage(page)
  await imports.open()
  const before = (await accountOutbox(page)).length
  await imports.choose('tests/fixtures/imports/not-a-csv.csv')
  await expect(imports.refusal()).toHaveText('The file is named .csv but holds no text. Nothing was changed.')
  await imports.choose('tests/fixtures/imports/empty.csv')
  await expect(imports.refusal()).toHaveText('The file holds no addresses. Nothing was changed.')
  await expect(page.getByRole('heading', { name: 'Choose a file' })).toBeVisible()
  expect(await accountOutbox(page)).toHaveLength(before)
})

test('a row whose place was never looked up waits offline and is checked again once online, by its German name in an English portal', async ({
  page,
  context,
}) => {
  await logIn(page)
  const imports = new AddressImportPage(page)
  await imports.open()
  await context.setOffline(true)
  const mark = Date.now().toString(36)
  await imports.choose(
    csvFile(`luzern-${mark}.csv`, [
      ['Firma', 'Strasse', 'PLZ', 'Ort'],
      [`Import ${mark} Luzern AG`, 'Pilatusstrasse 5', '6003', 'Luzern'],
    ]),
  )
  await imports.checkRows()
  expect(await imports.countOf('Needs the network')).toBe(1)
  await expect(page.getByText(/1 row needs the network to check its place/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check again' })).toBeDisabled()
  await expect(imports.importButton()).toHaveText('Import 0 addresses')

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect.poll(() => imports.countOf('Ready'), { timeout: 30_000 }).toBe(1)
  await expect(imports.importButton()).toHaveText('Import 1 address')
})
