import { expect, type Page, test } from '@playwright/test'
import { LoginPage, resetFaults } from './pages/portal'

/**
 * Switch user (spec sections 2, 4 and 6) in the real browser against the fixture API, in English:
 * the dispatcher acts as a customer from the dashboard's widget and comes back, and what the address
 * book and Active show is checked against what the server lists for each account, in a second tab too.
 */

interface AccountData {
  /** The ids of the account's addresses. */
  addresses: Set<string>
  /** The numbers of its active shipments. */
  active: Set<string>
}

/** What the fixture API lists for the dispatcher, or for the dispatcher acting as `switchUser`. */
async function serverData(page: Page, switchUser: string | null): Promise<AccountData> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (switchUser) headers['x-switch-user'] = switchUser
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path, { headers })
    expect(response.ok(), path).toBe(true)
    return (await response.json()) as T
  }
  const addresses = await get<{ data: { kontaktadresse: { id: number } }[] }>(
    '/api/v2/addresses?count=1000&offset=0',
  )
  const active = await get<{ data: { formatted_number: string }[] }>(
    '/api/v2/shipments/active?count=1000&offset=0',
  )
  return {
    addresses: new Set(addresses.data.map((row) => String(row.kontaktadresse.id))),
    active: new Set(active.data.map((row) => row.formatted_number)),
  }
}

const rows = (page: Page) => page.locator('main table tbody tr')

/** The address ids the address book shows (its first column). */
async function shownAddressIds(page: Page): Promise<string[]> {
  const cells = await rows(page).locator('td:first-child').allInnerTexts()
  return cells.map((text) => text.trim()).filter((text) => /^\d+$/.test(text))
}

/** The shipment numbers Active shows. */
async function shownActiveNumbers(page: Page): Promise<string[]> {
  const numbers = await rows(page).locator('td:nth-child(2) strong').allInnerTexts()
  return numbers.map((text) => text.trim())
}

/**
 * The address book and Active show only `own` rows, none of `other`'s. The replica of a new account
 * fills after its first sync, so the lists are waited for; a row of the other account showing at any
 * point of that wait fails at once.
 */
async function expectListsOf(
  page: Page,
  own: AccountData,
  other: AccountData,
  /** The lists to open; none: the page's current list, as it is (the address book here). */
  paths: readonly ('/address-book' | '/active')[] = ['/address-book', '/active'],
) {
  const lists = {
    '/address-book': [shownAddressIds, own.addresses, other.addresses],
    '/active': [shownActiveNumbers, own.active, other.active],
  } as const
  for (const path of paths.length > 0 ? paths : (['/address-book'] as const)) {
    const [shown, ownSet, otherSet] = lists[path]
    if (paths.length > 0) await page.goto(path)
    // Kept outside the poll: a poll retries past a throw, and a row shown even once must fail.
    const foreign = new Set<string>()
    await expect
      .poll(
        async () => {
          const values = await shown(page)
          for (const value of values) if (otherSet.has(value)) foreign.add(value)
          return values.length > 0 && values.every((value) => ownSet.has(value))
        },
        { message: `${path} shows the account's own rows`, timeout: 30_000 },
      )
      .toBe(true)
    expect([...foreign], `${path} showed rows of the other account`).toEqual([])
  }
}

/** The dashboard's switchUser box: the section whose own heading is 'Switch user'. */
const switchBox = (page: Page) => page.locator('section:has(> h2:text-is("Switch user"))')
const warning = (page: Page, username: string) =>
  switchBox(page).getByText(`You are currently logged in as ${username}`, { exact: true })

test.beforeEach(async ({ request }) => {
  await resetFaults(request)
})

test('switch user as the dispatcher and back: the data is never mixed, in a second tab either', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('dispatcher')
  await expect(page).not.toHaveURL(/\/login/)

  const dispatcher = await serverData(page, null)
  const customer = await serverData(page, 'customer')
  // The comparison means something only if the two accounts' lists differ entirely.
  expect(dispatcher.addresses.size).toBeGreaterThan(0)
  expect(dispatcher.active.size).toBeGreaterThan(0)
  expect([...customer.addresses].filter((id) => dispatcher.addresses.has(id))).toEqual([])
  expect([...customer.active].filter((number) => dispatcher.active.has(number))).toEqual([])
  await expectListsOf(page, dispatcher, customer)

  // The widget: a required selection, with search.
  await page.goto('/')
  const box = switchBox(page)
  await expect(box).toBeVisible({ timeout: 20_000 })
  await box.getByRole('button', { name: 'Switch user' }).click()
  await expect(box.getByText('Please select a user.')).toBeVisible()
  const user = box.getByRole('combobox', { name: 'User' })
  // Offline, the search says it needs the network instead of finding nothing.
  await context.setOffline(true)
  await user.fill('cust')
  await expect(box.getByText('You are offline. Searching users needs the network.')).toBeVisible()
  await context.setOffline(false)
  await user.fill('')
  await user.fill('CUST')
  await page.getByRole('listbox').getByRole('option', { name: 'customer', exact: true }).click()
  await expect(user).toHaveValue('customer')
  await Promise.all([page.waitForEvent('load'), box.getByRole('button', { name: 'Switch user' }).click()])

  // Reloaded as the customer.
  await expect(warning(page, 'customer')).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => localStorage.getItem('switchUser'))).toBe('customer')
  await expectListsOf(page, customer, dispatcher)

  // A second tab shares the marker: it acts as the customer too.
  const second = await context.newPage()
  await second.goto('/')
  await expect(warning(second, 'customer')).toBeVisible({ timeout: 20_000 })
  await expectListsOf(second, customer, dispatcher)

  // The way back.
  await page.goto('/')
  await Promise.all([
    page.waitForEvent('load'),
    warning(page, 'customer')
      .locator('xpath=ancestor::section[1]')
      .getByRole('button', { name: 'End user switch' })
      .click(),
  ])
  await expect(switchBox(page).getByRole('combobox', { name: 'User' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/You are currently logged in as/)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('switchUser'))).toBeNull()
  await expectListsOf(page, dispatcher, customer)

  // The second tab is the dispatcher's again as well.
  await second.goto('/')
  await expect(switchBox(second).getByRole('combobox', { name: 'User' })).toBeVisible({ timeout: 20_000 })
  await expectListsOf(second, dispatcher, customer)
})

test('a tab already open follows a switch made in another tab, and its end, without showing the other account', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('dispatcher')
  await expect(page).not.toHaveURL(/\/login/)
  const dispatcher = await serverData(page, null)
  const customer = await serverData(page, 'customer')

  // This tab stays on the address book; the switch happens in another one.
  await expectListsOf(page, dispatcher, customer, ['/address-book'])
  const other = await context.newPage()
  await other.goto('/')
  const box = switchBox(other)
  await box.getByRole('combobox', { name: 'User' }).fill('customer')
  await other.getByRole('listbox').getByRole('option', { name: 'customer', exact: true }).click()
  const reloaded = page.waitForEvent('load')
  await box.getByRole('button', { name: 'Switch user' }).click()
  await expect(warning(other, 'customer')).toBeVisible({ timeout: 20_000 })

  // Without being touched, the first tab reloads as the customer.
  await reloaded
  await expectListsOf(page, customer, dispatcher, [])
  await expect(page).toHaveURL(/\/address-book$/)

  const back = page.waitForEvent('load')
  await switchBox(other).getByRole('button', { name: 'End user switch' }).click()
  await back
  await expectListsOf(page, dispatcher, customer, [])
})

test('a user without the switch role sees no switch-user box', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  const login = new LoginPage(page)
  await login.open()
  await login.logIn('customer')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/')
  // The profile has loaded (the greeting names the user) and the other boxes are there.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome \S+/ })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('section:has(> h2)').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Switch user' })).toHaveCount(0)
})
