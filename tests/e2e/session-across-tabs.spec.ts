import { expect, type Page, test } from '@playwright/test'
import { replicaAddressRows } from '#tests/testing/replica-addresses'
import { captureSyncWorker } from './chaos/testing/sync-worker'
import { LoginPage, resetFaults, Shell } from './pages/portal'
import { accountsInReplica, localStorageKeys, replicaRowsBesideOutbox } from './testing/stored-data'

/**
 * One session per browser (issue 19; decisions, offline behaviour): a logout in one tab reaches the
 * other tab and its sync worker at once, nothing of the account stays on the device, and the next
 * user's replica holds that user's rows only. A refused refresh in a stale worker ends nothing
 * while the browser holds a newer pair.
 */

/**
 * The sync polls every 10 s here (and the outbox pump every 10 s), so the 21 s watch after the
 * logout spans two polls of each of the old session.
 */
const POLL_SECONDS = 10

interface Sent {
  at: number
  method: string
  path: string
}

/** Every /api/v2 request of the tab, its dedicated sync worker's included. */
function recordApi(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/v2/')) {
      sent.push({ at: Date.now(), method: request.method(), path: url.pathname.slice('/api/v2/'.length) })
    }
  })
  return sent
}

async function replicaFilled(page: Page, account: string) {
  await expect
    .poll(async () => (await accountsInReplica(page)).shipments ?? [], { timeout: 30_000 })
    .toContain(account)
  await expect
    .poll(async () => (await replicaAddressRows(page)).map((row) => row.account), { timeout: 30_000 })
    .toContain(account)
}

test.beforeEach(async ({ context, request }) => {
  await resetFaults(request)
  await context.addInitScript((poll) => {
    localStorage.setItem('language', 'en')
    localStorage.setItem(
      'runtimeConfig',
      JSON.stringify({ apiBaseUrl: '/api/v2', websiteBaseUrl: '', syncPollSeconds: poll }),
    )
  }, POLL_SECONDS)
})

test('a logout in one tab: the other leaves at once, the device keeps nothing for 20 s, the next user finds only their own rows', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const first = page
  await new LoginPage(first).open()
  await new LoginPage(first).logIn('customer')
  await expect(new Shell(first).avatar()).toBeVisible({ timeout: 20_000 })
  const second = await context.newPage()
  await second.goto('/address-book')
  await expect(second.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  await replicaFilled(second, 'customer')
  const secondSent = recordApi(second)

  const loggedOutAt = Date.now()
  await new Shell(first).logOut()
  await expect(first).toHaveURL(/\/goodbye/)
  await expect(second).toHaveURL(/\/login/, { timeout: 2_000 })
  const leftAfterMs = Date.now() - loggedOutAt
  await expect(second.getByText('You have been logged out. Please log in again.')).toBeVisible()

  // 21 s of what would wake an old session: focus, an offline spell and the online event, polls.
  const watchUntil = Date.now() + 21_000
  let round = 0
  while (Date.now() < watchUntil) {
    round++
    if (round % 3 === 0) {
      await second.bringToFront()
      await second.evaluate(() => window.dispatchEvent(new Event('focus')))
    }
    if (round % 5 === 0) {
      await context.setOffline(true)
      await context.setOffline(false)
    }
    expect(await first.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect(await first.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull()
    expect(await replicaRowsBesideOutbox(first)).toEqual({})
    await first.waitForTimeout(1_000)
  }
  // Nothing of anyone but the language and the runtime config.
  expect(await localStorageKeys(first)).toEqual(['language', 'runtimeConfig'])
  const afterLogout = secondSent.filter((sent) => sent.at > loggedOutAt + leftAfterMs)
  test
    .info()
    .annotations.push(
      { type: 'other tab left after', description: `${leftAfterMs} ms` },
      { type: 'requests of the logged-out tab in 21 s', description: String(afterLogout.length) },
    )
  console.info(
    `session-across-tabs: the other tab showed /login ${leftAfterMs} ms after the logout; it made ${afterLogout.length} API requests in the 21 s after`,
  )
  expect(afterLogout.filter((sent) => sent.path !== 'login_check')).toEqual([])

  // The next user: the replica is theirs alone, in both tabs.
  await new LoginPage(first).open()
  await new LoginPage(first).logIn('restricted')
  await expect(new Shell(first).avatar()).toBeVisible({ timeout: 20_000 })
  await replicaFilled(first, 'restricted')
  // The other tab followed into the new session, and shows the new user's screens.
  await expect(second).not.toHaveURL(/\/login/, { timeout: 10_000 })
  await second.waitForTimeout(3_000)
  const accounts = await accountsInReplica(first)
  const named = Object.entries(accounts).flatMap(([store, names]) =>
    names.filter((name) => name !== 'restricted').map((name) => `${store}: ${name}`),
  )
  // Browser-wide rows ('*', the leader's heartbeat) are the only others; none names the old user.
  expect(named.filter((entry) => !entry.endsWith(': *'))).toEqual([])
  const rows = await replicaRowsBesideOutbox(first)
  const browserWide = (rows.meta ?? []) as { account: string; key: string }[]
  expect(browserWide.filter((row) => row.account === '*' && row.key.includes('customer'))).toEqual([])
})

test('a stale worker whose refresh is refused while the browser holds a newer pair logs no one out', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await captureSyncWorker(context)
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
  const second = await context.newPage()
  await second.goto('/address-book')
  await expect(second.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  const session = await second.evaluate(() => ({
    sessionId: localStorage.getItem('sessionId'),
    token: localStorage.getItem('token'),
  }))
  expect(session.sessionId).not.toBeNull()

  // Both tabs' workers are handed a pair the server never issued (a stale one): the leader's next
  // request is refused, and so is its refresh. The browser still holds the good pair.
  const refused = second.context().waitForEvent('response', {
    predicate: (response) => response.url().endsWith('/token/refresh') && response.status() === 401,
    timeout: 20_000,
  })
  for (const tab of [page, second]) {
    await tab.evaluate(async (sessionId) => {
      const worker = window.__chaosSyncWorkers?.at(-1)
      if (!worker) throw new Error('no sync worker captured')
      const call = (path: string[], args: unknown[]) =>
        worker.postMessage({
          id: `stale-${crypto.randomUUID()}`,
          type: 'APPLY',
          path,
          argumentList: args.map((value) => ({ type: 'RAW', value })),
        })
      call(['updateTokens'], [{ sessionId, token: 'stale-access', refreshToken: 'stale-refresh' }])
      // Back online always refreshes what is on screen: the leader asks with the stale token.
      call(['online'], [])
    }, session.sessionId)
  }
  await refused

  await second.waitForTimeout(3_000)
  for (const tab of [page, second]) {
    await expect(tab).not.toHaveURL(/\/login/)
    await expect(new Shell(tab).avatar()).toBeVisible()
  }
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(session.sessionId)
  // The replica is still the account's.
  expect((await accountsInReplica(page)).shipments).toContain('customer')
})
