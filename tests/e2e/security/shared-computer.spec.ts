import { expect, type Page, test } from '@playwright/test'
import { createAddressOffline, LoginPage, resetFaults, Shell, serverAddresses } from '#tests/e2e/pages/portal'
import { addressRowsIn } from '#tests/testing/replica-addresses'
import { dumpStorage, type StorageDump } from './storage-dump'

/**
 * Logout on a shared computer. A works (replica filled, an order draft, archive pages kept, a
 * waybill kept, a change left unsent), logs out; B logs in on the same browser profile and finds
 * nothing of A in IndexedDB, local or session storage or the caches, beyond A's kept unsent change,
 * which B neither sees nor sends. A, back, sees it and it is sent.
 */

const A = 'customer'
const B = 'restricted'

/** A's username as a word of its own (a key like `leaderHeartbeat:customer`), not in customer_name. */
const NAMED_A = new RegExp(`(^|[^A-Za-z_])${A}([^A-Za-z_]|$)`)

const waiting = (page: Page) => page.getByRole('button', { name: /changes? waiting/ })

async function logIn(page: Page, username: string) {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn(username)
  await expect(new Shell(page).avatar()).toBeVisible()
}

/** What identifies A: the profile's words and the things A made on this device. */
async function markersOf(page: Page, made: string[]): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const profile = await (
    await page.request.get('/api/v2/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json()
  return [
    profile.email,
    `"${profile.username}"`,
    profile.firma,
    profile.nachname,
    profile.addresse,
    ...made,
  ].filter((marker: unknown): marker is string => typeof marker === 'string' && marker.length > 3)
}

/** Every place where A still shows: rows of A's account, and A's words anywhere but A's outbox. */
function traces(dump: StorageDump, markers: string[], keptChange: string): string[] {
  const found: string[] = []
  for (const [database, stores] of Object.entries(dump.indexedDb)) {
    for (const [store, records] of Object.entries(stores)) {
      for (const record of records) {
        const text = JSON.stringify(record)
        const account = (record as { account?: unknown }).account
        const ofA = typeof account === 'string' && (account === A || account.startsWith(`${A}>`))
        // A's unsent change stays on the device for A (decisions), and only it.
        if (store === 'outbox' && ofA && text.includes(keptChange)) continue
        if (ofA) found.push(`${database}.${store}: a row of ${A}: ${text.slice(0, 120)}`)
        for (const marker of markers)
          if (text.includes(marker)) found.push(`${database}.${store}: "${marker}"`)
        if (NAMED_A.test(text)) found.push(`${database}.${store}: names ${A}: ${text.slice(0, 120)}`)
      }
    }
  }
  for (const [area, entries] of [
    ['localStorage', dump.localStorage],
    ['sessionStorage', dump.sessionStorage],
  ] as const) {
    for (const [key, value] of Object.entries(entries)) {
      const text = `${key}=${value}`
      for (const marker of markers) if (text.includes(marker)) found.push(`${area}.${key}: "${marker}"`)
      if (NAMED_A.test(text)) found.push(`${area}.${key}: names ${A}`)
    }
  }
  for (const [cache, urls] of Object.entries(dump.caches)) {
    for (const url of urls) if (/\/api\/|waybill/.test(url)) found.push(`cache ${cache}: ${url}`)
  }
  return found
}

test.beforeEach(async ({ page, request }) => {
  await resetFaults(request)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

test('the next user of the browser finds nothing of the first, whose unsent change waits for them alone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const kept = `Shared ${Date.now()}`
  const draftNote = `Draft of A ${Date.now()}`

  // A works: replica, kept archive pages, a waybill, a change made offline, then a draft.
  await logIn(page, A)
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/archive')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await page.goto('/active')
  await page
    .locator('table tbody tr')
    .first()
    .getByRole('button', { name: /Details/ })
    .click()
  const popup = page.getByRole('dialog', { name: /^Shipment/ })
  const download = page.waitForEvent('download')
  await popup.getByRole('button', { name: 'Download freight documents' }).click()
  await page
    .getByRole('dialog', { name: 'Print waybill' })
    .getByRole('button', { name: 'Print', exact: true })
    .click()
  await download
  const markers = await markersOf(page, [draftNote])
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await createAddressOffline(page, kept)
  await expect(waiting(page)).toHaveText('1 change waiting')
  // After the address: saving one clears the order draft (decisions). Still offline.
  await page.goto('/order')
  await page.fill('textarea[name="notes"]', draftNote)
  await expect
    .poll(async () => JSON.stringify((await dumpStorage(page)).indexedDb['courier-portal']?.drafts ?? []))
    .toContain(draftNote)

  const before = await dumpStorage(page)
  const stores = before.indexedDb['courier-portal'] ?? {}
  const ofA = (store: string) =>
    (stores[store] ?? []).filter((row) => (row as { account?: string }).account === A)
  expect(ofA('archivePages').length).toBeGreaterThanOrEqual(2)
  expect(ofA('waybills')).toHaveLength(1)
  expect(JSON.stringify(ofA('drafts'))).toContain(draftNote)
  const addressRowsOfA = addressRowsIn(stores).filter((row) => row.account === A)
  expect(addressRowsOfA.length).toBeGreaterThan(10)
  // The check below can find A: before the logout it does.
  expect(traces(before, markers, kept).length).toBeGreaterThan(0)

  // A logs out offline, past the warning about the unsent change.
  await new Shell(page).logOut()
  const guard = page.getByRole('dialog', { name: 'Log out with unsent changes?' })
  await guard.getByRole('button', { name: 'Log out anyway' }).click()
  await expect(page).toHaveURL(/\/goodbye/)
  const afterLogout = await dumpStorage(page)
  expect(traces(afterLogout, markers, kept)).toEqual([])
  // The place search A typed for the address: the device's search cache forgets it too.
  expect(afterLogout.indexedDb['courier-portal']?.zipSearches).toEqual([])

  // B logs in on the same profile and uses the portal online for a while.
  await page.context().setOffline(false)
  await logIn(page, B)
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/active')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await expect(waiting(page)).toHaveCount(0)
  expect(traces(await dumpStorage(page), markers, kept)).toEqual([])
  // B's tab, online and leading, sent nothing of A's.
  await logInElsewhere(page, async (other) => expect(await serverAddresses(other, kept)).toEqual([]))

  // A, back, sees the change waiting and it is sent.
  await new Shell(page).logOut()
  await expect(page).toHaveURL(/\/goodbye/)
  await logIn(page, A)
  await expect.poll(async () => (await serverAddresses(page, kept)).length, { timeout: 30_000 }).toBe(1)
  await expect(waiting(page)).toHaveCount(0)
})

/** Runs `check` in a second, fresh browser context logged in as A (never touching B's profile). */
async function logInElsewhere(page: Page, check: (other: Page) => Promise<void>) {
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const other = await context.newPage()
  await other.addInitScript(() => localStorage.setItem('language', 'en'))
  try {
    await logIn(other, A)
    await check(other)
  } finally {
    await context.close()
  }
}
