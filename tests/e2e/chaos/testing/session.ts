import { type BrowserContext, expect, type Page } from '@playwright/test'
import { LoginPage, Shell } from '#tests/e2e/pages/portal'
import { outboxOf, readTable, replicaOf } from './replica'
import { captureSyncWorker } from './sync-worker'

/**
 * The chaos suite's account: a branch account with the full seed (addresses, active and archived
 * shipments, standing orders) that no other browser test uses, so 200 changes made here never
 * shift what another spec expects to find in `customer`'s data.
 */
export const CHAOS_ACCOUNT = 'filiale-lugano'

/** A short mark per test, so a test's rows never match an earlier test's in the same server run. */
export const runMark = () => Date.now().toString(36).slice(-5)

/**
 * The outbox's first backoff, in seconds (2 s in the product): the runtime config's
 * outboxBackoffSeconds, set through the copy of config.json a device keeps (api/config.ts). Every
 * injected fault still costs the change its backoff, only shorter, so replay-200's 145 faults wait
 * seconds instead of a minute and a half; what is sent, and in which order, does not change.
 */
const BACKOFF_SECONDS = 0.25

/**
 * English, a short outbox backoff, and the sync worker captured (sync-worker.ts), in every tab of
 * the context.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript((backoffSeconds) => {
    localStorage.setItem('language', 'en')
    localStorage.setItem(
      'runtimeConfig',
      JSON.stringify({ apiBaseUrl: '/api/v2', websiteBaseUrl: '', outboxBackoffSeconds: backoffSeconds }),
    )
  }, BACKOFF_SECONDS)
  await captureSyncWorker(context)
}

export async function logIn(page: Page, username = CHAOS_ACCOUNT): Promise<void> {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(username)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
}

/**
 * Opens the address book once the replica holds what the changes are made on (the start mirrors
 * addresses, active shipments, the archive's first page and standing orders) and the service
 * worker controls the page, so it reloads offline.
 */
export async function openReplicated(page: Page, account = CHAOS_ACCOUNT) {
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(
      async () => {
        const replica = await replicaOf(page, account)
        return [
          replica.addresses.length > 0,
          replica.standingOrders.length > 0,
          replica.shipments.some((row) => row.list === 'active'),
          replica.shipments.some((row) => row.list === 'archive'),
        ]
      },
      { timeout: 30_000 },
    )
    .toEqual([true, true, true, true])
  return replicaOf(page, account)
}

/** The sync bar's "n changes waiting" button; gone once everything was sent. */
export const waitingBadge = (page: Page) => page.getByRole('button', { name: /changes? waiting/ })

/**
 * Waits until the account's outbox is empty; answers the milliseconds it took from `since`. Fails
 * at once, naming them, when entries need attention: they would never drain by themselves.
 */
export async function drained(page: Page, since: number, timeout: number, account = CHAOS_ACCOUNT) {
  let left = -1
  await expect
    .poll(
      async () => {
        const entries = (await outboxOf(page)).filter((entry) => entry.account === account)
        const stuck = entries.filter((entry) => entry.status === 'needsAttention')
        if (stuck.length > 0) {
          const reasons = stuck.slice(0, 5).map((entry) => `${entry.seq} ${entry.kind}: ${entry.lastError}`)
          throw new Error(`${stuck.length} changes need attention:\n${reasons.join('\n')}`)
        }
        left = entries.length
        return left
      },
      { timeout, intervals: [250] },
    )
    .toBe(0)
  return Date.now() - since
}

/** Reads any table of the tab's replica (a re-export for the specs). */
export { outboxOf, readTable }

/** GET under /api/v2 with the tab's own session, as the account sees the server. */
export async function serverGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get(`/api/v2/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return response.json() as Promise<T>
}
