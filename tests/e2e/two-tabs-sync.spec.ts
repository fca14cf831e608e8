import { expect, type Page, type Request, test } from '@playwright/test'
import { LOCK_NAME } from '#worker/leadership'
import {
  createAddressOffline,
  LoginPage,
  resetFaults,
  type ServerAddress,
  Shell,
  serverAddresses,
  setFaults,
} from './pages/portal'

const ACCOUNT = 'customer'
/** The leader lock of the account (worker/leadership.ts scopes it per account). */
const LEADER_LOCK = `${LOCK_NAME}:${ACCOUNT}`

interface ApiCall {
  method: string
  /** The path below /api/v2/, without the query. */
  path: string
  /** Sent by the tab's sync worker rather than by the page's own script. */
  fromWorker: boolean
  at: number
  request: Request
}

/**
 * Every /api/v2 request a tab makes. Chromium reports a dedicated worker's requests on its page, with
 * the page's main frame as `frame()`, so that cannot tell them apart; the Referer can: a worker's
 * fetches carry its script URL. Service-worker traffic (the precache, config.json) reaches only
 * context-level listeners and never /api, so it is not in here.
 */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v2/')) return
    calls.push({
      method: request.method(),
      path: url.pathname.slice('/api/v2/'.length),
      fromWorker: /\/sync\.worker[^/]*\.js$/.test(request.headers().referer ?? ''),
      at: Date.now(),
      request,
    })
  })
  return calls
}

/**
 * The reads that are refreshes. Two endpoints the page's own script calls are left out, and only
 * when the page itself sent them: `profile`, which the guard of every signed-in route loads once per
 * page load (routes/_default/_auth.tsx, app/services.ts), and `zips`, the location picker's live
 * search (features/addresses/use-address-editing.ts). Login and token refresh are POSTs. The
 * worker's own profile refresh still counts, and so would any other read the page made past the worker.
 */
function refreshes(calls: readonly ApiCall[]): ApiCall[] {
  return calls.filter(
    (call) =>
      call.method === 'GET' && !(!call.fromWorker && (call.path === 'profile' || call.path === 'zips')),
  )
}

const summary = (calls: readonly ApiCall[]) =>
  calls.map((call) => `${call.method} ${call.path}${call.fromWorker ? '' : ' (page)'}`)

async function token(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'))
}

/** A colleague adds an address on another device: only a refresh can bring it to this one. */
async function addOnServer(page: Page, firma: string): Promise<void> {
  const headers = { authorization: `Bearer ${await token(page)}` }
  const list = await page.request.get('/api/v2/addresses?count=1', { headers })
  expect(list.ok()).toBe(true)
  const [template] = ((await list.json()) as { data: ServerAddress[] }).data
  if (!template) throw new Error('The demo account has no address to copy a location from')
  const { id: _id, ...contact } = template.kontaktadresse
  const created = await page.request.post('/api/v2/address', {
    headers,
    data: { kontaktadresse: { ...contact, firma } },
  })
  expect(created.status()).toBe(201)
}

async function logIn(page: Page) {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn(ACCOUNT)
  await expect(new Shell(page).avatar()).toBeVisible()
}

async function showAddressBook(page: Page) {
  await page.goto('/address-book')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
}

/** Whether this tab's sync worker holds the account's leader lock right now. */
async function leads(page: Page): Promise<boolean> {
  const workers = page.workers().filter((worker) => worker.url().includes('sync.worker'))
  const [worker] = workers
  if (!worker || workers.length !== 1) return false
  return worker.evaluate(async (lockName) => {
    // query() names a holder only by clientId: holding a probe lock tells this worker its own id.
    const probe = `leader-probe-${crypto.randomUUID()}`
    return navigator.locks.request(probe, async () => {
      const { held = [] } = await navigator.locks.query()
      const self = held.find((lock) => lock.name === probe)?.clientId
      return held.some((lock) => lock.name === lockName && lock.clientId === self)
    })
  }, LEADER_LOCK)
}

/** The two tabs as [leader, follower], once exactly one of them leads. */
async function leaderAndFollower(a: Page, b: Page): Promise<[Page, Page]> {
  let roles: [boolean, boolean] = [false, false]
  await expect
    .poll(
      async () => {
        roles = [await leads(a), await leads(b)]
        return roles.filter(Boolean).length
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  return roles[0] ? [a, b] : [b, a]
}

const row = (page: Page, name: string) => page.locator('table tbody tr', { hasText: name })
/** The sync bar's "n changes waiting" button (the bar itself also says "offline"). */
const waitingBadge = (page: Page) => page.locator('[role="status"] button')

const fire = (page: Page, ...events: string[]) =>
  page.evaluate((names) => {
    for (const name of names) window.dispatchEvent(new Event(name))
  }, events)

test.afterEach(async ({ request }) => {
  await resetFaults(request)
})

test('with two tabs open, only one asks the server for updates and the other still shows them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  await showAddressBook(page)
  const second = await context.newPage()
  await showAddressBook(second)
  const [leader, follower] = await leaderAndFollower(page, second)
  const leaderCalls = recordApiCalls(leader)
  const followerCalls = recordApiCalls(follower)

  // Every trigger that makes a tab want fresh data, in both tabs: each must end up at the leader.
  await fire(leader, 'focus', 'online')
  await fire(follower, 'focus', 'online')
  // A reload gives the follower a new worker, which must queue behind the leader again.
  await showAddressBook(follower)
  // The leader moves within the app: reloading it would hand the lead to the other tab.
  await leader.locator('main a[href="/address-book/create"]').click()
  await expect(leader).toHaveURL(/\/address-book\/create$/)
  await leader.goBack()
  await expect(leader.locator('table tbody tr').first()).toBeVisible()

  const name = `Other device ${Date.now()}`
  await addOnServer(leader, name)
  const changedAt = Date.now()
  // The follower asks; a refresh already running when it does may predate the change, so ask again.
  await expect(async () => {
    await fire(follower, 'online')
    await expect(row(follower, name)).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  const shownAt = Date.now()
  // A quiet spell: a follower that refreshed on its own, late, would show up here.
  await follower.waitForTimeout(5_000)

  const leaderRefreshes = refreshes(leaderCalls)
  test.info().annotations.push({
    type: 'refreshes',
    description: `leader ${leaderRefreshes.length}, follower ${refreshes(followerCalls).length}`,
  })
  expect(summary(refreshes(followerCalls))).toEqual([])
  expect(leaderRefreshes.every((call) => call.fromWorker)).toBe(true)
  expect(new Set(leaderRefreshes.map((call) => call.path))).toEqual(
    new Set(['profile', 'addresses', 'shipments/active', 'shipments/archive', 'standing-order', 'gebinde']),
  )
  // The follower's row came from a refresh the leader ran after the change was made.
  expect(
    leaderRefreshes.some((call) => call.path === 'addresses' && call.at > changedAt && call.at < shownAt),
  ).toBe(true)
  // Nobody took over in between, which would make the counts above say nothing.
  expect([await leads(leader), await leads(follower)]).toEqual([true, false])
  await expect(row(follower, name)).toBeVisible()
})

test('a tab closed while sending a change: the other tab sends it again with the same key, and it is saved once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  await showAddressBook(page)
  const second = await context.newPage()
  await showAddressBook(second)
  const name = `Closed tab ${Date.now()}`
  await createAddressOffline(second, name)
  const [leader, follower] = await leaderAndFollower(page, second)
  await expect(row(leader, name)).toBeVisible()
  await expect(row(follower, name)).toBeVisible()
  await expect(waitingBadge(follower)).toBeVisible()

  // Slow enough that the leader is still waiting for its answer when it is closed.
  await setFaults(leader, { latencyMs: 5_000, jitterMs: 0 })
  const leaderCalls = recordApiCalls(leader)
  const followerCalls = recordApiCalls(follower)
  // A try the worker made before its network was back (it fails at once) is not a send.
  const sends = (calls: readonly ApiCall[]) =>
    calls.filter(
      (call) =>
        call.method === 'POST' &&
        call.path === 'address' &&
        !call.request.failure()?.errorText.includes('INTERNET_DISCONNECTED'),
    )
  await context.setOffline(false)
  // The entry may still back off from its offline tries; the pump looks again every 10 s.
  await expect.poll(() => sends(leaderCalls).length, { timeout: 45_000 }).toBe(1)
  expect(sends(followerCalls)).toHaveLength(0)
  const [first] = sends(leaderCalls)
  // headers(), not allHeaders(): for a worker's request the latter waits for the response.
  const key = first?.request.headers()['idempotency-key']
  expect(key).toMatch(/\S/)
  // Give the request time to reach the server (it then sleeps out the latency there), then close.
  // Back online the leader sends before it refreshes, so no refresh holds a connection it needs.
  await leader.waitForTimeout(1_000)
  const closedAt = Date.now()
  await leader.close()

  await expect.poll(() => sends(followerCalls).length, { timeout: 10_000 }).toBe(1)
  const [resent] = sends(followerCalls)
  const takeover = (resent?.at ?? Number.POSITIVE_INFINITY) - closedAt
  test.info().annotations.push({ type: 'take-over', description: `resent ${takeover} ms after the close` })
  expect(takeover).toBeLessThanOrEqual(10_000)
  expect(await leads(follower)).toBe(true)
  expect(resent?.request.headers()['idempotency-key']).toBe(key)
  const answer = await resent?.request.response()
  expect(answer?.status()).toBe(201)
  // The closed tab's request did reach the server and was saved: the resend got that answer back.
  expect(answer?.headers()['idempotent-replayed']).toBe('true')

  await resetFaults(follower.request)
  expect(await serverAddresses(follower, name)).toHaveLength(1)
  await expect(waitingBadge(follower)).toHaveCount(0, { timeout: 30_000 })
  await expect(row(follower, name).locator('td').first()).toHaveText(/^\d+$/, { timeout: 30_000 })
  // Nothing was sent a third time, and the server still holds the address once.
  expect(sends(followerCalls)).toHaveLength(1)
  expect(await serverAddresses(follower, name)).toHaveLength(1)
})
