import { expect, type Locator, type Page, test } from '@playwright/test'
import { createAddressOffline, LoginPage, openAddressBook } from '#tests/e2e/pages/portal'
import { FindingsTable, scanInEveryLanguage } from './testing/axe-scan'
import { printDurationOf } from './testing/duration'

/**
 * axe-core on every dialog, popup, panel and mode of the portal in de, fr, it and en: zero serious or
 * critical findings. Each is opened once (in English, the names this spec finds things by) and
 * scanned in the four languages in turn; then closed with Escape, and the focus must be back on what
 * opened it (docs/design.md: dialogs).
 */

// Each test scans many screens four times over: longer than the config's 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const table = new FindingsTable()
printDurationOf('axe-dialogs.spec.ts')
const DIALOG = { include: '[role="dialog"]' }
/** A state of the page's content (a panel, a mode, messages): the header and footer were scanned with the route. */
const CONTENT = { include: 'main' }
/**
 * While a combobox's list is open, React Aria hides the rest of the page from screen readers with
 * aria-hidden (its list is portalled to the end of <body>, so a reader would otherwise wander off into
 * the page), which axe's aria-hidden-focus flags because those controls keep their tab stop. They
 * cannot be reached hidden: leaving the field closes the list and shows the page again at once,
 * which the place-list step below checks.
 */
const OPEN_LIST = {
  include: ['main', '[role="listbox"]'],
  falsePositive: {
    rule: 'aria-hidden-focus',
    because: 'the list closes and the page is shown again as soon as the focus leaves the field',
  },
}

test.afterAll(() => {
  table.print('Dialogs and popups')
})

async function logIn(page: Page, username: string) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(username)
  await expect(page).not.toHaveURL(/\/login/)
}

/** Opens with the keyboard what `opener` opens, as the keyboard user does. */
async function openWith(opener: Locator) {
  await opener.focus()
  await opener.press('Enter')
}

/** The focus moved into `where` (the dialog itself or one of its controls). */
async function expectFocusInside(where: Locator) {
  await expect.poll(() => where.evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

/** Escape closes the dialog or popup, and the focus is back on its opener. */
async function closeAndReturn(page: Page, opened: Locator, opener: Locator) {
  await page.keyboard.press('Escape')
  await expect(opened).toBeHidden()
  await expect(opener).toBeFocused()
}

const rows = (page: Page) => page.locator('main table tbody tr')
const details = (page: Page) => rows(page).first().getByRole('button', { name: 'Details' })

test('the customer: tracking, menus, detail popups with their edits, filters, pickers, sorting', async ({
  page,
}) => {
  await logIn(page, 'customer')

  await test.step('tracking popup with a result', async () => {
    await page.goto('/active')
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
    const number = (await rows(page).first().locator('td').nth(1).locator('strong').innerText()).trim()
    const opener = page.getByRole('banner').getByRole('button', { name: 'Track shipment' })
    await openWith(opener)
    const popup = page.getByRole('dialog', { name: 'Track shipment' })
    await expectFocusInside(popup)
    // The dialog's own focus first, then its close button, then the form.
    await page.keyboard.press('Tab')
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(popup.locator('input[name="trackingId"]')).toBeFocused()
    await scanInEveryLanguage(page, table, 'tracking popup', DIALOG)
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')
    await expect(popup.locator('ol > li')).toHaveCount(4)
    await scanInEveryLanguage(page, table, 'tracking popup, result', DIALOG)
    await closeAndReturn(page, popup, opener)
  })

  await test.step('account menu', async () => {
    const avatar = page.getByTestId('user-menu')
    await openWith(avatar)
    await expect(page.getByTestId('logout')).toBeVisible()
    await scanInEveryLanguage(page, table, 'account menu', { include: 'header' })
    await closeAndReturn(page, page.getByTestId('logout'), avatar)
  })

  await test.step('Active: filter panel, date picker, detail popup and its edit', async () => {
    // An initial state opens the filter panel (spec section 2); ready-for-pickup rows are editable.
    await page.goto('/active?state=readyForPickup')
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('main select[name="state"]')).toBeVisible()
    await scanInEveryLanguage(page, table, 'Active, filter panel', CONTENT)

    const calendarButton = page.getByRole('group', { name: 'From date' }).getByRole('button')
    await openWith(calendarButton)
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
    await expect(calendar.getByRole('grid')).toBeVisible()
    await scanInEveryLanguage(page, table, 'date picker', DIALOG)
    await closeAndReturn(page, calendar, calendarButton)

    const opener = details(page)
    await openWith(opener)
    const popup = page.getByRole('dialog', { name: /^Shipment/ })
    const colis = popup.locator('input[name="numberOfColis"]')
    await expect(colis).toBeVisible()
    await scanInEveryLanguage(page, table, 'Active detail popup', DIALOG)
    await colis.fill('')
    await popup.getByRole('button', { name: 'Save' }).click()
    await expect(colis).toHaveAttribute('aria-invalid', 'true')
    await scanInEveryLanguage(page, table, 'Active detail, edit refused', DIALOG)
    await colis.fill('2')
    await popup.getByRole('button', { name: 'Save' }).click()
    await expect(popup.getByText(/^The shipment was saved/)).toBeVisible({ timeout: 20_000 })
    await scanInEveryLanguage(page, table, 'Active detail, edit saved', DIALOG)
    await closeAndReturn(page, popup, opener)
  })

  await test.step('Archive: filter panel, detail popup and its proof-of-delivery request', async () => {
    await page.goto('/archive')
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Open filter' }).click()
    await expect(page.getByRole('group', { name: 'To date' })).toBeVisible()
    await scanInEveryLanguage(page, table, 'Archive, filter panel', CONTENT)

    const opener = details(page)
    await openWith(opener)
    const popup = page.getByRole('dialog', { name: /^Shipment/ })
    const email = popup.locator('input[name="podEmail"]')
    await expect(email).toBeVisible()
    await scanInEveryLanguage(page, table, 'Archive detail popup', DIALOG)
    await popup.getByRole('button', { name: 'Request proof of delivery' }).click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await scanInEveryLanguage(page, table, 'Archive detail, request refused', DIALOG)
    await email.fill('lea@muster.ch')
    await popup.getByRole('button', { name: 'Request proof of delivery' }).click()
    await expect(popup.getByText('The proof of delivery will be sent to lea@muster.ch.')).toBeVisible({
      timeout: 20_000,
    })
    await scanInEveryLanguage(page, table, 'Archive detail, request sent', DIALOG)
    await closeAndReturn(page, popup, opener)
  })

  await test.step('Standing orders: filter panel and detail popup', async () => {
    await page.goto('/recurring-orders')
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Open filter' }).click()
    await expect(page.getByRole('group', { name: 'Pickup date' })).toBeVisible()
    await scanInEveryLanguage(page, table, 'Standing orders, filter panel', CONTENT)

    const opener = details(page)
    await openWith(opener)
    const popup = page.getByRole('dialog', { name: /^Standing order/ })
    await expect(popup.locator('dl').first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'Standing-order detail popup', DIALOG)
    // Saved as it stands: any name is valid (spec section 5), and the confirmation is what is scanned.
    await popup.getByRole('button', { name: 'Save' }).click()
    await expect(popup.getByText('The name was saved.')).toBeVisible({ timeout: 20_000 })
    await scanInEveryLanguage(page, table, 'Standing-order detail, rename saved', DIALOG)
    await closeAndReturn(page, popup, opener)
  })

  await test.step('Address book: filter panel; address form with its place list and its messages', async () => {
    await page.goto('/address-book')
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Open filter' }).click()
    await expect(page.locator('main input[name="company"]')).toBeVisible()
    await scanInEveryLanguage(page, table, 'Address book, filter panel', CONTENT)

    await page.goto('/address-book/create')
    await page.locator('main form button[type="submit"]').click()
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'address form, errors', CONTENT)
    const picker = page.locator('main input[role="combobox"]')
    await picker.fill('3011')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'place list (combobox)', OPEN_LIST)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(picker).toBeFocused()
    // OPEN_LIST's reason: Tab from the open list lands on a control that is not hidden.
    await picker.fill('8001')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-hidden="true"]') === null))
      .toBe(true)
  })

  await test.step('order form with its messages', async () => {
    await page.goto('/order')
    await expect(page.locator('input[name="invoiceReference"]')).toBeVisible({ timeout: 20_000 })
    await page.locator('form button[type="submit"]').last().click()
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
    await scanInEveryLanguage(page, table, 'order form, errors', CONTENT)
  })

  await test.step('dashboard sorting mode', async () => {
    await page.goto('/')
    await openWith(page.getByRole('button', { name: 'Edit widget sorting' }))
    await expect(page.getByRole('button', { name: 'Save widget sorting' })).toBeVisible()
    await scanInEveryLanguage(page, table, 'dashboard, sorting mode', CONTENT)
    await page.getByRole('button', { name: 'Cancel' }).click()
  })

  await test.step('new-version banner', async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('portal:schema-upgraded')))
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
    await scanInEveryLanguage(page, table, 'new-version banner', { include: '#root > [role="status"]' })
  })

  await test.step('navigation on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Menu', exact: true })
    await openWith(burger)
    await expect(page.locator('nav a[href="/active"]')).toBeVisible()
    await scanInEveryLanguage(page, table, 'phone navigation open', { include: ['header', 'nav'] })
  })
})

test('the waiting-changes panel, its discard question, the logout guard and the sent toast', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  // Offline the address book's code comes from the service worker: openAddressBook waits for it.
  await openAddressBook(page)
  await createAddressOffline(page, `A11y ${Date.now()}`)
  const badge = page.getByRole('button', { name: /1 change waiting/ })
  await expect(badge).toBeVisible()
  await scanInEveryLanguage(page, table, 'offline bar', { include: '[role="status"]' })

  await openWith(badge)
  const panel = page.getByRole('dialog', { name: 'Changes waiting to be sent' })
  await expect(panel).toBeVisible()
  await scanInEveryLanguage(page, table, 'waiting-changes panel', DIALOG)
  await panel.getByRole('button', { name: 'Discard' }).click()
  await expect(panel.getByRole('button', { name: 'Yes, discard' })).toBeVisible()
  await scanInEveryLanguage(page, table, 'waiting-changes panel, discard?', DIALOG)
  await panel.getByRole('button', { name: 'Keep' }).click()
  await closeAndReturn(page, panel, badge)

  const avatar = page.getByTestId('user-menu')
  await openWith(avatar)
  const logout = page.getByTestId('logout')
  await openWith(logout)
  const guard = page.getByRole('dialog', { name: 'Log out with unsent changes?' })
  await expect(guard).toBeVisible()
  await scanInEveryLanguage(page, table, 'logout guard', DIALOG)
  await closeAndReturn(page, guard, logout)

  await page.context().setOffline(false)
  const toast = page.getByText('Your change has been sent.')
  await expect(toast).toBeVisible({ timeout: 20_000 })
  await scanInEveryLanguage(page, table, 'sent toast', { include: '[aria-live="polite"]' })
})

test('the dispatcher: switch user with its search list, and the switched warning', async ({ page }) => {
  await logIn(page, 'dispatcher')
  const widget = page.locator('[data-widget="switchUser"]')
  const search = widget.getByRole('combobox')
  await expect(search).toBeVisible({ timeout: 20_000 })
  await scanInEveryLanguage(page, table, '/ as dispatcher')
  await search.fill('cust')
  const option = page.getByRole('listbox').getByRole('option', { name: /customer/ })
  await expect(option).toBeVisible()
  await scanInEveryLanguage(page, table, 'switch user list (combobox)', OPEN_LIST)
  await option.click()
  // The warning shows for a moment before the reload the switch makes: the scan waits for the
  // reloaded page, or the reload destroys the page it runs in.
  await Promise.all([page.waitForEvent('load'), widget.getByRole('button', { name: 'Switch user' }).click()])
  await expect(widget.getByText('You are currently logged in as')).toBeVisible({ timeout: 20_000 })
  await scanInEveryLanguage(page, table, '/ switched to customer', CONTENT)
  // The strip under the header says it on every screen (issue 19).
  await expect(page.getByTestId('switch-notice')).toBeVisible()
  await scanInEveryLanguage(page, table, 'switch notice under the header', {
    include: '[data-testid="switch-notice"]',
  })
})
