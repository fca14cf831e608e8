import { expect, type Page, test } from '@playwright/test'
import { openAddressBook, resetFaults, serverAddresses, setFaults } from './pages/portal'

const picker = (page: Page) => page.locator('main input[role="combobox"]')
/** The sync bar's "n changes waiting" button, which opens the panel. */
const waitingBadge = (page: Page) => page.locator('[role="status"] button')

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('a change the server refuses is corrected from the panel and then lands exactly once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Korrektur ${Date.now()}`
  await openAddressBook(page)
  await setFaults(page, { refuseNextWrites: 1 })

  await page.goto('/address-book/create')
  await picker(page).fill('3011')
  await page.getByRole('listbox').getByRole('option').first().click()
  await page.locator('input[name="name"]').fill(name)
  await page.locator('textarea[name="street"]').fill('Bundesgasse 1')
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/address-book$/)

  // The server refused it: the bar says so and the panel shows the server's reason.
  await expect(waitingBadge(page)).toContainText('Aufmerksamkeit', { timeout: 30_000 })
  await waitingBadge(page).click()
  const panel = page.getByRole('dialog')
  await expect(panel).toContainText('refused by the test control')
  await panel.getByRole('button', { name: 'Korrigieren' }).click()

  // The form opens the address as the user left it, with the reason above it.
  await expect(page).toHaveURL(/\/address-book\/-\d+\/edit$/)
  await expect(page.getByRole('alert')).toContainText('refused by the test control')
  await expect(page.locator('input[name="name"]')).toHaveValue(name)
  await page.locator('input[name="phone"]').fill('+41 31 000 12 34')
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/address-book$/)

  await expect
    .poll(async () => (await serverAddresses(page, name)).map((row) => row.kontaktadresse.phone), {
      timeout: 30_000,
    })
    .toEqual(['+41 31 000 12 34'])
  await expect(waitingBadge(page)).toHaveCount(0, { timeout: 15_000 })
  await expect(page.locator('table tbody tr', { hasText: name })).toContainText(/^\d+/)
})
