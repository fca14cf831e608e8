import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo-pass'

/** The login screen, in whatever language is active (fields are found by their input names). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(path = '/login') {
    await this.page.goto(path)
    await expect(this.page.locator('input[name="username"]')).toBeVisible()
  }

  async logIn(username: string, password = DEMO_PASSWORD) {
    await this.page.locator('input[name="username"]').fill(username)
    await this.page.locator('input[name="password"]').fill(password)
    await this.page.locator('form button[type="submit"]').click()
  }
}

/** The demo customer signed in, with the interface in English from the first frame. */
export async function logInInEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
}

/** The default layout's header and navigation. */
export class Shell {
  constructor(readonly page: Page) {}

  avatar() {
    return this.page.getByTestId('user-menu')
  }

  async logOut() {
    await this.avatar().click()
    await this.page.getByTestId('logout').click()
  }

  /** The FAQ and phone strip (spec section 2: "Fixed sidebar"), found by its phone link in any language. */
  helpStrip() {
    return this.page.locator('aside').filter({ has: this.page.locator('a[href^="tel:"]') })
  }

  async chooseLanguage(code: 'de' | 'fr' | 'it' | 'en') {
    await this.page.locator('header select').selectOption(code)
  }
}

/** The fixture API's fault switches (only with FIXTURE_TEST_CONTROLS=1). */
export async function setFaults(page: Page, faults: Record<string, unknown>) {
  const response = await page.request.post('/__fixture/faults', { data: faults })
  expect(response.ok()).toBe(true)
}

/** Every fault switched off again; `setFaults` only changes the fields it is given. */
export async function resetFaults(request: APIRequestContext) {
  const response = await request.post('/__fixture/faults/reset')
  expect(response.ok()).toBe(true)
}

const picker = (page: Page) => page.locator('main input[role="combobox"]')
// The list is a popover at the end of <body> (React Aria), not inside <main>.
const placeOptions = (page: Page) => page.getByRole('listbox').getByRole('option')

/**
 * Waits until the service worker controls the page (reloading once if it was installed after the
 * page loaded), as on a device in use: the screens opened next load with the network off too. A
 * slow machine can still be installing it when a test goes offline, and the browser then shows its
 * own offline page.
 */
export async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
}

/**
 * Creates an address with the network off. The place is looked up online first, so the picker can
 * answer it from the device's cache once offline, as it would for a user who searched it before.
 */
export async function createAddressOffline(page: Page, name: string) {
  // As on a device in use: the service worker is installed, so the page opened next is under its
  // control and the chunks it asks for offline come from the precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.goto('/address-book/create')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await picker(page).fill('3011')
  await expect(placeOptions(page).first()).toBeVisible()
  await page.context().setOffline(true)
  await picker(page).fill('')
  await picker(page).fill('3011')
  // Chosen with the keyboard: with a second tab open, the list closes and opens again while the
  // network goes (a scroll closes React Aria's popover; noted for a fix), so a click can find it
  // moving; ArrowDown opens it or moves in it, Enter takes the active place.
  await expect(async () => {
    await picker(page).press('ArrowDown')
    await picker(page).press('Enter')
    await expect(picker(page)).toHaveValue(/^3011 /, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('input[name="name"]').fill(name)
  await page.locator('textarea[name="street"]').fill('Bundesgasse 1')
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/address-book$/)
}

export interface ServerAddress {
  kontaktadresse: { id: number; firma: string; phone: string; plz: number | null; [field: string]: unknown }
}

/** What the fixture API holds under a company name, asked with the page's own session. */
export async function serverAddresses(page: Page, firma: string): Promise<ServerAddress[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(
    `/api/v2/addresses?count=100&filter[firma]=${encodeURIComponent(firma)}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: ServerAddress[] }).data
}

/** Logs `customer` in and opens the address book once its rows are on show and the app is cached. */
export async function openAddressBook(page: Page) {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible()
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}
