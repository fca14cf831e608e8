import { expect, test } from '@playwright/test'
import { printDurationOf } from './testing/duration'
import { describeFocus, inEnglish, logInByKeyboard, navigateByKeyboard, tabTo } from './testing/keyboard'
import { nextWorkingDay } from './testing/next-working-day'

/**
 * An order placed with the keyboard alone (issue 13, item 5): the order form (pickup date and time,
 * reference), confirm, thank-you; and the order on the server once.
 */

printDurationOf('keyboard-order.spec.ts')

test('order form → confirm → thank-you with Tab, typing and Enter only', async ({ page }) => {
  await inEnglish(page)
  await logInByKeyboard(page)
  await navigateByKeyboard(page, 'Order')
  await expect(page).toHaveURL(/\/order$/)
  const reference = page.locator('main input[name="invoiceReference"]')
  await expect(reference).toBeVisible({ timeout: 20_000 })

  // The pickup date: Tab into its first segment (day); typing moves on to month and year by itself.
  const day = page.getByRole('group', { name: 'Pickup date' }).getByRole('spinbutton').first()
  await tabTo(page, day, { max: 80 })
  await page.keyboard.type(nextWorkingDay())
  const time = page.locator('main input[name="time"]')
  await tabTo(page, time, { max: 6 })
  await page.keyboard.type('1000')

  const stamp = `KBD-${Date.now()}`
  await tabTo(page, reference, { max: 80 })
  await page.keyboard.type(stamp)
  await expect(reference).toHaveValue(stamp)

  const next = page.locator('main form button[type="submit"]').last()
  await tabTo(page, next, { max: 80 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order\/confirm/, { timeout: 20_000 })
  await expect(page.locator('main dd', { hasText: 'CHF' })).toBeVisible({ timeout: 20_000 })

  // Confirm: the terms are accepted already ('order' is the spec's word, lower case).
  const order = page.getByRole('main').getByRole('button', { name: 'order', exact: true })
  await expect(order).toBeEnabled()
  await tabTo(page, order, { max: 80 })
  await expect(order, await describeFocus(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order\/thank-you\//, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const outbox = await (await page.request.get('/__fixture/outbox')).json()
  const placed = (outbox.orders as { payload: { rechnungsbeschreibung_offiziell: string } }[]).filter(
    (entry) => entry.payload.rechnungsbeschreibung_offiziell === stamp,
  )
  expect(placed).toHaveLength(1)
})
