import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { describeFocus, inEnglish, logInByKeyboard, tabTo } from './a11y/testing/keyboard'
import { type MouseUse, watchForMouse } from './pages/mouse-watch'
import { Palette } from './pages/palette'

/**
 * The dispatch desk's day with the keyboard alone (issue 22, item 7): log in, track a number, open
 * an active shipment and change its reference, print three waybills, order again from the archive,
 * go to every screen with `g` and a letter, the help with `?` and the palette with Ctrl+K. The test
 * presses keys and nothing else, and every page counts real mouse presses: one step that only a
 * mouse could do fails the journey, by the step's name.
 */

interface ListRow {
  id: number
  formatted_number: string
  rechnungsbeschreibung_offiziell?: string
}

const DESK = { width: 1440, height: 900 }
const rows = (page: Page) => page.locator('main table tbody tr')
const numberOf = async (row: Locator) => (await row.locator('td').nth(1).locator('strong').innerText()).trim()
const focusedRowKey = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowKey ?? null)
const heading = (page: Page) => page.locator('main h1')

/** The fixture API asked with the page's own session: what the server holds, not what is shown. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** Presses `g` and then the letter, as two presses, like a person. */
async function go(page: Page, letter: string) {
  await page.keyboard.press('g')
  await page.keyboard.press(letter)
}

/** From wherever the focus is, Tab on until a row of the list has it. */
async function tabIntoList(page: Page): Promise<number> {
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 })
  return tabTo(page, rows(page).first(), { max: 40 })
}

/** Moves the focused row down with j to the row at `index` of the page (the focus on the first). */
async function moveTo(page: Page, index: number) {
  const key = await rows(page).nth(index).getAttribute('data-row-key')
  for (let press = 0; press < index; press++) await page.keyboard.press('j')
  await expect.poll(() => focusedRowKey(page), await describeFocus(page)).toBe(key)
}

/** The index of the first row of the list's page that `filter` keeps. */
async function firstIndexWhere(page: Page, has: Locator): Promise<number> {
  const all = await rows(page).all()
  for (const [index, row] of all.entries()) if ((await row.locator(has).count()) > 0) return index
  throw new Error(`no row of ${page.url()} has ${has}`)
}

test('the desk’s day with the keyboard alone', async ({ page, context }) => {
  const started = Date.now()
  // Tab presses to reach a control: what the desk pays where no shortcut leads.
  const tabs: Record<string, number> = {}
  const mouse = await watchForMouse(context)
  const noMouseSoFar = (step: string) =>
    expect(mouse.uses, `${step}: a step was done with the mouse`).toEqual([] as MouseUse[])
  await page.setViewportSize(DESK)
  await inEnglish(page)

  await test.step('log in: the name, Tab, the password, Enter', async () => {
    await logInByKeyboard(page)
    await expect(page).toHaveURL(/\/$/)
    noMouseSoFar('log in')
  })

  const active = await apiGet<{ data: ListRow[] }>(page, '/api/v2/shipments/active?count=100&offset=0')

  await test.step('t tracks a number: the popup’s field has the focus, Enter shows its course', async () => {
    const number = active.data[0]?.formatted_number ?? ''
    await page.keyboard.press('t')
    const popup = page.getByRole('dialog', { name: 'Track shipment' })
    await expect(popup.getByLabel('Tracking number')).toBeFocused()
    await page.keyboard.type(number)
    await page.keyboard.press('Enter')
    await expect(popup.locator('ol > li')).toHaveCount(4, { timeout: 20_000 })
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    noMouseSoFar('track')
  })

  let editedKey = ''
  await test.step('g a, a shipment ready for pickup opened with Enter, its reference changed and saved', async () => {
    await go(page, 'a')
    await expect(page).toHaveURL(/\/active$/)
    await expect(heading(page)).toHaveText('Active shipments')
    tabs['active: into the list'] = await tabIntoList(page)
    const index = await firstIndexWhere(page, page.locator('td', { hasText: /^Ready for pickup$/ }))
    await moveTo(page, index)
    editedKey = (await rows(page).nth(index).getAttribute('data-row-key')) ?? ''
    const number = await numberOf(rows(page).nth(index))
    await page.keyboard.press('Enter')
    const popup = page.getByRole('dialog', { name: `Shipment ${number}` })
    await expect(popup).toBeVisible()
    const reference = popup.locator('input[name="reference"]')
    tabs['detail: to the reference'] = await tabTo(page, reference, { max: 20 })
    const newReference = `DESK-${Date.now().toString(36).toUpperCase()}`
    await page.keyboard.press('Control+a')
    await page.keyboard.type(newReference)
    await page.keyboard.press('Enter')
    await expect(popup.getByText('The shipment was saved.', { exact: true })).toBeVisible({ timeout: 10_000 })
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    const row = page.locator(`main tr[data-row-key="${editedKey}"]`)
    await expect(row, await describeFocus(page)).toBeFocused()
    await expect(row).toContainText(newReference)
    await expect
      .poll(
        async () =>
          (await apiGet<ListRow>(page, `/api/v2/shipments/${editedKey}`)).rechnungsbeschreibung_offiziell,
      )
      .toBe(newReference)
    noMouseSoFar('change a reference')
  })

  await test.step('three rows chosen with x and Shift+j, their waybills printed as one PDF of three pages', async () => {
    await page.keyboard.press('Home')
    const keys = await Promise.all(
      [0, 1, 2].map((index) => rows(page).nth(index).getAttribute('data-row-key')),
    )
    await expect.poll(() => focusedRowKey(page)).toBe(keys[0])
    await page.keyboard.press('x')
    await page.keyboard.press('Shift+J')
    await page.keyboard.press('Shift+J')
    for (const index of [0, 1, 2, 3]) {
      await expect(rows(page).nth(index)).toHaveAttribute('aria-selected', String(index < 3))
    }
    const asked: string[] = []
    page.on('request', (request) => {
      const match = request.url().match(/\/shipments\/(\d+)\/(?:request-)?waybill/)
      if (match?.[1]) asked.push(match[1])
    })
    const print = page.getByRole('button', { name: 'Print waybills (3)' })
    tabs['active: back to Print waybills'] = await tabTo(page, print, { max: 20, backwards: true })
    // Enter opens the print dialog with its Print focused; a second Enter prints (A4 as sent).
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Print 3 waybills' })
    await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeFocused()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.keyboard.press('Enter'),
    ])
    expect(download.suggestedFilename()).toMatch(/^waybills-\d{4}-\d{2}-\d{2}\.pdf$/)
    const pdf = await PDFDocument.load(await readFile(await download.path()))
    expect(pdf.getPageCount()).toBe(3)
    expect([...new Set(asked)].sort()).toEqual([...keys].sort())
    noMouseSoFar('print three waybills')
  })

  await test.step('g r, an archived shipment opened with Enter, Order again reached by Tab: the form has its sender', async () => {
    await go(page, 'r')
    await expect(page).toHaveURL(/\/archive$/)
    await expect(heading(page)).toHaveText('Archive')
    tabs['archive: into the list'] = await tabIntoList(page)
    const index = await firstIndexWhere(page, page.getByRole('link', { name: /^order again: / }))
    await moveTo(page, index)
    const row = rows(page).nth(index)
    const key = await row.getAttribute('data-row-key')
    const number = await numberOf(row)
    const sender = (await row.locator('td').nth(3).locator('strong').first().innerText()).trim()
    await page.keyboard.press('Enter')
    const popup = page.getByRole('dialog', { name: `Shipment ${number}` })
    await expect(popup).toBeVisible()
    tabs['detail: to Order again'] = await tabTo(page, popup.getByRole('link', { name: 'Order again' }), {
      max: 30,
    })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/order/${key}$`))
    const name = page.locator('input[name="sender.name"]')
    const first = page.locator('input[name="sender.firstname"]')
    await expect(name.or(first)).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(async () => {
        if (await name.isVisible()) return name.inputValue()
        const last = await page.locator('input[name="sender.lastname"]').inputValue()
        return [await first.inputValue(), last].filter(Boolean).join(' ')
      })
      .toBe(sender)
    noMouseSoFar('order again')
  })

  await test.step('g and a letter goes to each screen', async () => {
    const screens = [
      { letter: 'd', url: /\/$/, title: /^Welcome/ },
      { letter: 'a', url: /\/active$/, title: /^Active shipments$/ },
      { letter: 'r', url: /\/archive$/, title: /^Archive$/ },
      { letter: 'b', url: /\/address-book$/, title: /^Address book$/ },
      { letter: 's', url: /\/recurring-orders$/, title: /^Standing orders$/ },
      { letter: 'p', url: /\/profile$/, title: /^Edit profile$/ },
    ]
    for (const screen of screens) {
      await go(page, screen.letter)
      await expect(page, `g ${screen.letter}`).toHaveURL(screen.url)
      await expect(heading(page), `g ${screen.letter}`).toHaveText(screen.title)
    }
    noMouseSoFar('g and a letter')
  })

  await test.step('? opens the help and Escape closes it, the focus back on the row', async () => {
    await go(page, 'a')
    await tabIntoList(page)
    const row = rows(page).first()
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    await expect(help.locator('[data-shortcut="goActive"]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await expect(row, await describeFocus(page)).toBeFocused()
    noMouseSoFar('help')
  })

  await test.step('Ctrl+K opens the palette and Escape closes it, the focus back on the row', async () => {
    const palette = new Palette(page)
    await palette.open()
    await page.keyboard.type('arch')
    await expect(palette.active()).toContainText('Archive')
    await page.keyboard.press('Escape')
    await expect(palette.dialog()).toBeHidden()
    await expect(rows(page).first(), await describeFocus(page)).toBeFocused()
    noMouseSoFar('palette')
  })

  const presses = Object.entries(tabs).map(([where, count]) => `${where} ${count}`)
  console.info(
    `The desk’s day with the keyboard alone: ${((Date.now() - started) / 1000).toFixed(1)} s; Tab presses: ${presses.join(', ')}`,
  )
})

test('the mouse watch counts a real click and not a key’s', async ({ page, context }) => {
  const mouse = await watchForMouse(context)
  await inEnglish(page)
  await page.goto('/login')
  const field = page.locator('input[name="username"]')
  await expect(field).toBeVisible()
  await tabTo(page, page.locator('form button[type="submit"]'), { max: 10 })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Space')
  await expect(field).toBeVisible()
  expect(mouse.uses).toEqual([])
  const box = await field.boundingBox()
  await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5)
  await expect.poll(() => mouse.uses.map((use) => use.type)).toEqual(['pointerdown', 'mousedown', 'click'])
})
