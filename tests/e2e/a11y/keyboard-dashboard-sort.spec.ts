import { expect, type Page, test } from '@playwright/test'
import { printDurationOf } from './testing/duration'
import { describeFocus, inEnglish, logInByKeyboard, tabTo } from './testing/keyboard'

/**
 * The dashboard's widget sorting with the keyboard alone (issue 13, item 5): Edit widget sorting,
 * the move buttons, the hide switch, Save; the focus follows the card it moves.
 */

printDurationOf('keyboard-dashboard-sort.spec.ts')

const column = (page: Page, name: 'listOne' | 'listTwo') =>
  page
    .locator(`ol[data-column="${name}"] > li`)
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.widget))
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('dashboardLists-v3') ?? 'null'))

test('widgets moved up, down and across, one hidden, and the layout saved, from the keyboard', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('a11y-sort-started')) {
      localStorage.removeItem('dashboardLists-v3')
      sessionStorage.setItem('a11y-sort-started', '1')
    }
  })
  await inEnglish(page)
  await logInByKeyboard(page)

  const edit = page.getByRole('button', { name: 'Edit widget sorting' })
  await tabTo(page, edit, { max: 40 })
  await page.keyboard.press('Enter')
  // The button that replaces it in the same place takes the focus.
  const save = page.getByRole('button', { name: 'Save widget sorting' })
  await expect(save, await describeFocus(page)).toBeFocused()
  const before = await column(page, 'listOne')
  expect(before.indexOf('archive')).toBeGreaterThan(0)

  // Up: the card moves and its button keeps the focus, so Enter again moves it further.
  const up = page.getByRole('button', { name: 'Move up Archive' })
  await tabTo(page, up, { max: 60 })
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Archive: column 1, position \d\.$/)).toBeAttached()
  await expect(up, await describeFocus(page)).toBeFocused()
  const afterUp = await column(page, 'listOne')
  expect(afterUp.indexOf('archive')).toBe(before.indexOf('archive') - 1)

  // Down: the same card back where it was, the focus still on it.
  const down = page.getByRole('button', { name: 'Move down Archive' })
  await tabTo(page, down, { max: 4 })
  await page.keyboard.press('Enter')
  await expect(down, await describeFocus(page)).toBeFocused()
  expect(await column(page, 'listOne')).toEqual(before)

  // Across: the card lands in column 2 and the focus goes with it.
  await tabTo(page, page.getByRole('button', { name: 'To column 2 Addresses' }), { max: 60 })
  await page.keyboard.press('Enter')
  expect(await column(page, 'listTwo')).toContain('addresses')
  await expect(
    page.getByRole('button', { name: 'To column 1 Addresses' }),
    await describeFocus(page),
  ).toBeFocused()

  // Space switches a widget off (it is above the moved card in column 2).
  const shown = page.getByRole('switch', { name: /Your contact/ })
  await tabTo(page, shown, { max: 30, backwards: true })
  await page.keyboard.press('Space')
  await expect(shown).not.toBeChecked()

  await tabTo(page, save, { max: 80, backwards: true })
  await page.keyboard.press('Enter')
  await expect(edit, await describeFocus(page)).toBeFocused()
  const layout = await stored(page)
  expect(layout.listTwo.map((widget: { name: string }) => widget.name)).toContain('addresses')
  expect(layout.listTwo.find((widget: { name: string }) => widget.name === 'employee')).toEqual({
    name: 'employee',
    hidden: true,
  })
})
