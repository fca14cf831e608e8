import { expect, type Page, test } from '@playwright/test'
import { logInInEnglish } from './pages/portal'
import { ShortcutsHelp } from './pages/shortcuts-help'

/**
 * The desk's shortcuts in a browser (issue 22, items 2 and 5): g a goes to the active list, / puts
 * the focus in its filter and what is typed there stays text, ? opens the help and Escape gives
 * the focus back, t opens tracking with its field focused, n opens the order form, and Ctrl+Enter
 * there does what Next does: with fields missing, the first of them gets the focus.
 */

async function logIn(page: Page) {
  await logInInEnglish(page)
  await expect(page.getByTestId('user-menu')).toBeVisible()
}

const heading = (page: Page) => page.locator('main h1')

test('g a, / into the filter, ? and Escape, t, n and Ctrl+Enter, all from the keyboard', async ({ page }) => {
  await logIn(page)

  await test.step('g then a goes to the active shipments', async () => {
    await page.keyboard.press('g')
    await page.keyboard.press('a')
    await expect(page).toHaveURL(/\/active$/)
    await expect(heading(page)).toHaveText('Active shipments')
  })

  await test.step('/ opens the filter and focuses its first field; what is typed there is text', async () => {
    await page.keyboard.press('/')
    const filter = page.getByRole('region', { name: 'Filter' })
    const focused = filter.locator('input:focus, select:focus')
    await expect(focused).toHaveCount(1)
    await page.keyboard.type('gantn?/')
    await expect(focused).toHaveValue('gantn?/')
    await expect(page).toHaveURL(/\/active$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  await test.step('? opens the help; Escape closes it and the focus is back where it was', async () => {
    const toggle = page.getByRole('button', { name: 'Close filter' })
    await toggle.focus()
    await expect(toggle).toHaveAttribute('aria-keyshortcuts', '/')
    const help = new ShortcutsHelp(page)
    await help.open()
    await expect(help.dialog().getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible()
    await expect(help.row('goActive')).toContainText('Go to the active shipments')
    await expect(help.row('submitForm').locator('kbd')).toHaveText(['Ctrl', 'Enter'])
    // In the dialog the desk's keys rest: n leaves the list where it is.
    await page.keyboard.press('n')
    await expect(page).toHaveURL(/\/active$/)
    await page.keyboard.press('Escape')
    await expect(help.dialog()).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  await test.step('t opens tracking with the number field focused', async () => {
    await page.keyboard.press('t')
    const tracking = page.getByRole('dialog', { name: 'Track shipment' })
    await expect(tracking).toBeVisible()
    await expect(tracking.getByRole('textbox', { name: 'Tracking number' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(tracking).toBeHidden()
  })

  await test.step('n opens the order form', async () => {
    await page.locator('main').focus()
    await page.keyboard.press('n')
    await expect(page).toHaveURL(/\/order$/)
    await expect(page.getByRole('form', { name: 'Order' })).toBeVisible()
  })

  await test.step('Ctrl+Enter on the order form goes on as Next does: the first missing field gets the focus', async () => {
    const next = page.getByRole('button', { name: 'Next' })
    await expect(next).toHaveAttribute('aria-keyshortcuts', 'Control+Enter')
    await page.keyboard.press('Control+Enter')
    await expect(page.getByText('Please correct the marked fields.')).toBeVisible()
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/order$/)
  })
})
