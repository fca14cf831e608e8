import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'
import { printDurationOf } from './testing/duration'
import { type TabStop, tabStops } from './testing/focus-ring'
import { inEnglish } from './testing/keyboard'

/**
 * Focus visible everywhere (issue 13, item 5; docs/design.md): on representative screens every Tab
 * stop looks different focused than unfocused, the header, navigation, forms, React Aria's fields,
 * tables and a dialog included.
 */

const report: string[] = []
printDurationOf('focus-visible.spec.ts')

test.afterAll(() => {
  console.info(['Focus visible: Tab stops per screen', ...report].join('\n'))
})

async function expectEveryStopVisible(page: Page, screen: string, max: number) {
  const stops: TabStop[] = await tabStops(page, max)
  const hidden = stops.filter((stop) => stop.visible === false).map((stop) => stop.what)
  const gone = stops.filter((stop) => stop.visible === null).length
  report.push(`  ${screen}: ${stops.length} stops, ${hidden.length} without a visible focus, ${gone} gone`)
  expect(stops.length, `${screen}: Tab stops`).toBeGreaterThan(3)
  expect.soft(hidden, `${screen}: stops whose focus does not show`).toEqual([])
}

test('every Tab stop shows its focus: login, dashboard, order form, archive, address form, a detail dialog', async ({
  page,
}) => {
  await inEnglish(page)
  const login = new LoginPage(page)
  await login.open()
  await expectEveryStopVisible(page, '/login', 20)
  await login.logIn('customer')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })

  const screens: [string, string][] = [
    ['/', '[data-widget="addresses"] li'],
    ['/order', 'main input[name="invoiceReference"]'],
    ['/archive', 'main table tbody tr'],
    ['/address-book/create', 'main input[name="name"]'],
  ]
  for (const [path, ready] of screens) {
    await page.goto(path)
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 })
    await expectEveryStopVisible(page, path, 70)
  }

  await page.goto('/active?state=readyForPickup')
  const details = page.locator('main table tbody tr').first().getByRole('button', { name: 'Details' })
  await details.focus()
  await details.press('Enter')
  await expect(page.getByRole('dialog').locator('input[name="numberOfColis"]')).toBeVisible()
  // The focus stays in the dialog: the stops run round it and end where they began.
  await expectEveryStopVisible(page, 'Active detail dialog', 30)
})
