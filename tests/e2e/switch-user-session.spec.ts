import { expect, type Page, test } from '@playwright/test'
import { LoginPage, resetFaults, Shell } from './pages/portal'
import { replicaRowsBesideOutbox } from './testing/stored-data'

/**
 * Switch user and the profile (issue 19): from the first frame after a switch, its end and a
 * reload, the header, the welcome, the order prefill and the profile page are the acting account's;
 * the switch shows on every screen; a logout while switched leaves no row of either account.
 */

const DISPATCHER = { initials: 'TK', firstname: 'Thomas', email: 'thomas.keller@example.ch' }
const CUSTOMER = { initials: 'LB', firstname: 'Lea', email: 'lea.brunner@example.ch' }

declare global {
  interface Window {
    /** Every text the avatar and the welcome showed since this document loaded. */
    __shown?: string[]
  }
}

/** Records what the avatar and the dashboard's welcome show, from the document's first frame on. */
async function watchIdentity(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = []
    window.__shown = shown
    const look = () => {
      const avatar = document.querySelector('[data-testid="user-menu"]')?.textContent?.trim()
      const welcome = document.querySelector('main h1')?.textContent?.trim()
      for (const text of [avatar, welcome]) if (text && shown.at(-1) !== text) shown.push(text)
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

const shown = (page: Page) => page.evaluate(() => window.__shown ?? [])
const notice = (page: Page) => page.getByTestId('switch-notice')

async function expectActingAs(page: Page, who: typeof DISPATCHER, other: typeof DISPATCHER) {
  await page.goto('/')
  await expect(page.locator('main h1')).toHaveText(`Welcome ${who.firstname}`, { timeout: 20_000 })
  await expect(new Shell(page).avatar()).toContainText(who.initials)
  const seen = await shown(page)
  expect(seen.filter((text) => text.includes(other.initials) || text.includes(other.firstname))).toEqual([])
  await page.goto('/order')
  await expect(page.locator('input[name="emailClient"]')).toHaveValue(who.email, { timeout: 20_000 })
  expect((await shown(page)).filter((text) => text.includes(other.initials))).toEqual([])
  await page.goto('/profile')
  await expect(page.locator('main input[name="email"]')).toHaveValue(who.email, { timeout: 20_000 })
  // The forced-password guard read this account's profile: no detour to the change screen.
  await expect(page).toHaveURL(/\/profile$/)
}

test.beforeEach(async ({ request, context }) => {
  await resetFaults(request)
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
})

test("after a switch, its end and a reload, every screen is the acting account's from the first frame; a logout while switched leaves nothing", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await watchIdentity(page)
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('dispatcher')
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  await expectActingAs(page, DISPATCHER, CUSTOMER)

  // The switch, from the dashboard's widget.
  await page.goto('/')
  const box = page.locator('section:has(> h2:text-is("Switch user"))')
  await box.getByRole('combobox', { name: 'User' }).fill('customer')
  await page.getByRole('listbox').getByRole('option', { name: 'customer', exact: true }).click()
  await Promise.all([page.waitForEvent('load'), box.getByRole('button', { name: 'Switch user' }).click()])
  await expect(notice(page)).toContainText('You are currently logged in as customer', { timeout: 20_000 })
  expect((await shown(page)).filter((text) => text.includes(DISPATCHER.initials))).toEqual([])
  await expectActingAs(page, CUSTOMER, DISPATCHER)
  await page.reload()
  await expectActingAs(page, CUSTOMER, DISPATCHER)

  // The switch shows on every screen, and ends from there (the dashboard widget is not needed).
  await page.goto('/address-book')
  await expect(notice(page)).toContainText('You are currently logged in as customer')
  await Promise.all([
    page.waitForEvent('load'),
    notice(page).getByRole('button', { name: 'End user switch' }).click(),
  ])
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 })
  await expectActingAs(page, DISPATCHER, CUSTOMER)
  // The customer's replica went with the end of the switch.
  const afterEnd = JSON.stringify(await replicaRowsBesideOutbox(page))
  expect(afterEnd).not.toContain('"dispatcher>customer"')

  // Switched again, then logged out: no row of either account stays on the device.
  await page.goto('/')
  await box.getByRole('combobox', { name: 'User' }).fill('customer')
  await page.getByRole('listbox').getByRole('option', { name: 'customer', exact: true }).click()
  await Promise.all([page.waitForEvent('load'), box.getByRole('button', { name: 'Switch user' }).click()])
  await expect(notice(page)).toBeVisible({ timeout: 20_000 })
  await page.goto('/address-book')
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  await new Shell(page).logOut()
  await expect(page).toHaveURL(/\/goodbye/)
  await expect.poll(() => replicaRowsBesideOutbox(page), { timeout: 10_000 }).toEqual({})
  // The wipe owed until done is crossed off right after it.
  await expect
    .poll(async () => {
      const kept = await page.evaluate(() => Object.keys(localStorage))
      return kept.filter((key) => key !== 'language' && key !== 'runtimeConfig')
    })
    .toEqual([])
})
