import { expect, type Page, test } from '@playwright/test'
import { Palette } from './pages/palette'
import { logInInEnglish, underServiceWorker } from './pages/portal'

/**
 * The command palette from the keyboard alone: Ctrl+K from a field, part of a company from the
 * address book, Enter opens its editor; an archived shipment's number, Enter opens its detail;
 * the same offline (the palette reads the replica), and Escape gives the focus back.
 */

/** A company of the address book (its first word), as the address book shows it. */
async function someCompany(page: Page): Promise<{ id: string; word: string; name: string }> {
  await page.goto('/address-book')
  const row = page.locator('main table tbody tr').first()
  await expect(row).toBeVisible({ timeout: 20_000 })
  const name = ((await row.locator('td').nth(1).locator('strong').textContent()) ?? '').trim()
  const href = (await row.locator('td').last().locator('a').getAttribute('href')) ?? ''
  const id = href.match(/address-book\/(\d+)\/edit/)?.[1] ?? ''
  expect(id).not.toBe('')
  // Part of it: its first word's start and its second word's start, in the other order.
  const [first = '', second = ''] = name.split(/\s+/)
  return { id, name, word: second ? `${second.slice(0, 3)} ${first.slice(0, 4)}` : first.slice(0, 4) }
}

/** An archived shipment's number, from the archive's first page (kept on the device by visiting it). */
async function someArchivedNumber(page: Page): Promise<string> {
  await page.goto('/archive')
  const row = page.locator('main table tbody tr').first()
  await expect(row).toBeVisible({ timeout: 20_000 })
  return ((await row.locator('td').nth(1).locator('strong').innerText()) ?? '').trim()
}

test('Ctrl+K finds an address by part of its company and an archived shipment by its number, online and offline', async ({
  page,
  context,
}) => {
  await logInInEnglish(page)
  const company = await someCompany(page)
  const number = await someArchivedNumber(page)
  const palette = new Palette(page)
  await underServiceWorker(page)

  for (const offline of [false, true]) {
    await context.setOffline(offline)
    await test.step(`${offline ? 'offline' : 'online'}: an address`, async () => {
      await page.goto('/active')
      await expect(page.locator('main h1')).toBeVisible()
      await palette.open()
      await palette.search(company.word)
      await expect(palette.active()).toContainText(company.name)
      await expect(palette.active()).toContainText('Address')
      await expect(palette.dialog().getByRole('status')).toHaveText(/^\d+ results?$/)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/address-book/${company.id}/edit$`))
      await expect(palette.dialog()).toBeHidden()
    })

    await test.step(`${offline ? 'offline' : 'online'}: an archived shipment`, async () => {
      await palette.open()
      await palette.search(number)
      await expect(palette.results().first()).toContainText(number)
      await expect(palette.results().first()).toContainText('Shipment')
      await expect(palette.results().nth(1)).toContainText(`Track ${number}`)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/archive\?open=\d+$/)
      await expect(page.getByRole('dialog')).toContainText(number)
    })
  }
  await context.setOffline(false)
})

test('Escape closes the palette and the focus returns to the field it was opened from; Track opens the tracking popup', async ({
  page,
}) => {
  await logInInEnglish(page)
  const number = await someArchivedNumber(page)
  await page.goto('/')
  const palette = new Palette(page)
  const button = page.getByTestId('palette-button')
  await expect(button).toContainText('Ctrl+k')

  await page.goto('/address-book')
  await page.getByRole('button', { name: 'Open filter' }).click()
  const field = page.locator('main input').first()
  await field.focus()
  await palette.open()
  await palette.search('arch')
  await expect(palette.active()).toContainText('Archive')
  await page.keyboard.press('Escape')
  await expect(palette.dialog()).toBeHidden()
  await expect(field).toBeFocused()

  await button.click()
  await expect(palette.input()).toBeFocused()
  await palette.search(number)
  await page.keyboard.press('ArrowDown')
  await expect(palette.active()).toContainText(`Track ${number}`)
  await page.keyboard.press('Enter')
  const popup = page.getByRole('dialog', { name: 'Track shipment' })
  await expect(popup.locator('ol > li')).toHaveCount(4, { timeout: 20_000 })
  await expect(popup.getByLabel('Tracking number')).toHaveValue(number)
})
