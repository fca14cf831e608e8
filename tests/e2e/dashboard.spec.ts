import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/portal'

/** The dashboard of issue 11 in a real browser against the fixture API, in English. */

async function logIn(page: Page, username = 'customer') {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(username)
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
  await widgetsMounted(page)
}

/** The boxes mount one per task after the first two; the columns are aria-busy until the last is in. */
const widgetsMounted = (page: Page) =>
  expect(page.locator('div:has(> [data-column])[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })

const box = (page: Page, title: string | RegExp) =>
  page
    .locator('[data-column] > [data-widget] > section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
const columnTitles = (page: Page, column: 'listOne' | 'listTwo') =>
  page.locator(`[data-column="${column}"] > [data-widget] > section > h2`).allInnerTexts()
const cards = (page: Page, column: 'listOne' | 'listTwo') =>
  page
    .locator(`ol[data-column="${column}"] > li`)
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.widget))
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('dashboardLists-v3') ?? 'null'))

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Each journey starts from the default layout.
    if (!sessionStorage.getItem('dashboard-test-started')) {
      localStorage.removeItem('dashboardLists-v3')
      sessionStorage.setItem('dashboard-test-started', '1')
    }
  })
})

test('the dashboard sends a visitor to /login, and welcomes the user after it', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login/)
  await logIn(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Lea')
})

test('every widget shows the fixture data of the account', async ({ page }) => {
  await logIn(page)
  await expect(box(page, 'Addresses').getByRole('listitem')).toHaveCount(3, { timeout: 20_000 })
  await expect(box(page, 'Archive').getByRole('listitem')).toHaveCount(3)
  await expect(box(page, 'CO2 saved this year')).toContainText(/\d.*kg CO2/)
  const today = box(page, /^\w+day, \d+ \w+ \d{4}$/)
  await expect(today.getByText(/\d+ shipments?/).first()).toBeVisible()
  await expect(today.getByRole('link', { name: /^more/ })).toHaveCount(3)
  await expect(box(page, 'Quick links').getByRole('link', { name: 'Order' })).toBeVisible()
  await expect(box(page, 'Your contact').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(box(page, 'Standing orders').locator('tbody tr')).toHaveCount(3)
  await expect(box(page, 'News').getByRole('link')).toHaveCount(2)
  await expect(box(page, 'Track shipment').getByLabel('Tracking number')).toBeVisible()
  await expect(box(page, 'Service information').getByRole('heading', { level: 3 }).first()).toBeVisible()
  // customer has no switch role.
  await expect(box(page, 'Switch user')).toHaveCount(0)
})

test('the layout is rearranged by keyboard and by dragging, a widget hidden, and all of it kept after a reload', async ({
  page,
}) => {
  await logIn(page)
  await page.getByRole('button', { name: 'Edit widget sorting' }).click()
  await expect(page.locator('ol[data-column="listOne"] > li')).toHaveCount(6)

  // Keyboard: focus the button and press Enter; the new place is announced.
  const up = page.getByRole('button', { name: 'Move up Archive' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Archive: column 1, position 3.')).toBeAttached()
  await page.getByRole('button', { name: 'To column 2 Addresses' }).press('Enter')
  expect(await cards(page, 'listTwo')).toContain('addresses')

  // Mouse: drag the savings card to the top of column one.
  // The keyboard moves scrolled the page: both cards sit at the top of their columns.
  await page.evaluate(() => window.scrollTo(0, 0))
  const savings = page.locator('ol[data-column="listTwo"] > li[data-widget="savings"] strong')
  const target = page.locator('ol[data-column="listOne"] > li').first()
  const from = await savings.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('cards not laid out')
  // Small steps with a pause each, as a hand moves: SortableJS follows the pointer frame by frame.
  await page.mouse.move(from.x + 5, from.y + 5)
  await page.mouse.down()
  for (let step = 1; step <= 30; step++) {
    await page.mouse.move(
      from.x + 5 + ((to.x + 20 - from.x) * step) / 30,
      from.y + 5 + ((to.y + 10 - from.y) * step) / 30,
    )
    await page.waitForTimeout(20)
  }
  await page.mouse.up()
  await expect.poll(() => cards(page, 'listOne')).toContain('savings')

  // The switch is on while the widget shows: switching it off hides the widget.
  await page.getByRole('switch', { name: /Your contact/ }).uncheck()
  await page.getByRole('button', { name: 'Save widget sorting' }).click()
  await expect(page.getByRole('button', { name: 'Edit widget sorting' })).toBeVisible()

  const layout = await stored(page)
  expect(layout.listOne.map((widget: { name: string }) => widget.name)).toContain('savings')
  expect(layout.listTwo.map((widget: { name: string }) => widget.name)).toContain('addresses')
  expect(layout.listTwo.find((widget: { name: string }) => widget.name === 'employee')).toEqual({
    name: 'employee',
    hidden: true,
  })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
  await widgetsMounted(page)
  const one = await columnTitles(page, 'listOne')
  expect(one).toContain('CO2 saved this year')
  expect(one.indexOf('Archive')).toBeLessThan(one.findIndex((title) => /^\w+day,/.test(title)))
  expect(await columnTitles(page, 'listTwo')).toContain('Addresses')
  await expect(box(page, 'Your contact')).toHaveCount(0)
})

test('offline after one visit, the replicated widgets show their data and the others say they need the network', async ({
  page,
  context,
}) => {
  await logIn(page)
  await expect(box(page, 'Addresses').getByRole('listitem')).toHaveCount(3, { timeout: 20_000 })
  await expect(box(page, 'Standing orders').locator('tbody tr')).toHaveCount(3)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
  await expect(box(page, 'Addresses').getByRole('listitem')).toHaveCount(3)
  await expect(box(page, 'Archive').getByRole('listitem')).toHaveCount(3)
  await expect(box(page, 'Standing orders').locator('tbody tr')).toHaveCount(3)
  await expect(box(page, 'CO2 saved this year')).toContainText('needs the network')
  await expect(box(page, 'Your contact')).toContainText('needs the network')
  // LAYOUT-034: the active shipments render from the replica too, on a reload with no network.
  await page.goto('/active')
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0)
  await context.setOffline(false)
})

test('the calculator widget puts from and to into the order draft and opens the price calculator', async ({
  page,
}) => {
  await logIn(page)
  const calculator = box(page, 'Price calculator')
  await calculator.getByRole('button', { name: 'Calculate price' }).click()
  await expect(calculator.getByText('Please choose a place.')).toHaveCount(2)
  const places = calculator.locator('input[role="combobox"]')
  for (const [index, zip] of [
    [0, '3011'],
    [1, '8001'],
  ] as const) {
    await places.nth(index).fill(zip)
    await page.getByRole('listbox').getByRole('option').first().click()
  }
  await calculator.getByRole('button', { name: 'Calculate price' }).click()
  await expect(page).toHaveURL(/\/price-calculator$/)
  const fields = page.locator('main input[role="combobox"]')
  await expect(fields.nth(0)).toHaveValue(/3011/, { timeout: 20_000 })
  await expect(fields.nth(1)).toHaveValue(/8001/)
})

test.describe('with a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 900 } })

  test('a widget is dragged to the other column by a finger', async ({ page }) => {
    await logIn(page)
    await page.getByRole('button', { name: 'Edit widget sorting' }).click()
    await expect(page.locator('ol[data-column="listOne"] > li')).toHaveCount(6)
    const quickLinks = await page.locator('li[data-widget="quickLinks"] strong').boundingBox()
    const target = await page.locator('ol[data-column="listOne"] > li').first().boundingBox()
    if (!quickLinks || !target) throw new Error('cards not laid out')
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      })
    const start = { x: quickLinks.x + 5, y: quickLinks.y + 5 }
    const end = { x: target.x + 20, y: target.y + 10 }
    await touch('touchStart', start.x, start.y)
    for (let step = 1; step <= 30; step++) {
      await touch(
        'touchMove',
        start.x + ((end.x - start.x) * step) / 30,
        start.y + ((end.y - start.y) * step) / 30,
      )
      await page.waitForTimeout(20)
    }
    await touch('touchEnd', end.x, end.y)
    await expect.poll(() => cards(page, 'listOne')).toContain('quickLinks')
    await page.getByRole('button', { name: 'Save widget sorting' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 20_000 })
    await widgetsMounted(page)
    expect(await columnTitles(page, 'listOne')).toContain('Quick links')
  })
})
