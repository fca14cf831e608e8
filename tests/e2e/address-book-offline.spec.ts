import { expect, type Page, test } from '@playwright/test'
import { createAddressOffline, openAddressBook, serverAddresses, setFaults } from './pages/portal'

async function editPhoneOffline(page: Page, phone: string): Promise<string> {
  const firstRow = page.locator('table tbody tr').nth(1)
  const name = (await firstRow.locator('td').nth(1).locator('strong').textContent()) ?? ''
  await firstRow.locator('td').last().locator('a').click()
  await expect(page).toHaveURL(/\/address-book\/\d+\/edit$/)
  await page.locator('input[name="phone"]').fill(phone)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/address-book$/)
  return name
}

for (const dropRate of [0, 0.3]) {
  test(`offline create and edit survive a reload and reach the server exactly once (drop-after-commit ${dropRate * 100} %)`, async ({
    page,
    context,
  }) => {
    const name = `Offline ${dropRate} ${Date.now()}`
    const phone = `+41 31 000 ${String(Date.now()).slice(-2)} 99`
    await openAddressBook(page)
    await createAddressOffline(page, name)
    await expect(page.locator('table tbody tr', { hasText: name })).toBeVisible()
    const edited = await editPhoneOffline(page, phone)

    await page.reload()
    await expect(page.locator('table tbody tr', { hasText: name })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('table tbody tr', { hasText: phone })).toBeVisible()

    await setFaults(page, { dropAfterCommitRate: dropRate })
    await context.setOffline(false)
    await expect.poll(async () => (await serverAddresses(page, name)).length, { timeout: 60_000 }).toBe(1)
    await expect
      .poll(
        async () => (await serverAddresses(page, edited)).some((row) => row.kontaktadresse.phone === phone),
        { timeout: 60_000 },
      )
      .toBe(true)
    await setFaults(page, { dropAfterCommitRate: 0 })
    await expect(page.locator('table tbody tr', { hasText: name }).locator('td').first()).toHaveText(
      /^\d+$/,
      { timeout: 30_000 },
    )
    expect(await serverAddresses(page, name)).toHaveLength(1)
  })
}

test('a save in one tab shows in the other without a reload', async ({ page, context }) => {
  await openAddressBook(page)
  const second = await context.newPage()
  await second.goto('/address-book')
  await expect(second.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  const name = `Two tabs ${Date.now()}`
  await createAddressOffline(page, name)
  await expect(second.locator('table tbody tr', { hasText: name })).toBeVisible({ timeout: 10_000 })
  await context.setOffline(false)
  await expect.poll(async () => (await serverAddresses(page, name)).length, { timeout: 60_000 }).toBe(1)
})
