import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { accountId } from '#db/rows'
import { pollPhase } from '#worker/scheduler'
import { Bell } from './pages/bell'
import { NotificationSettings } from './pages/notification-settings'
import { LoginPage, Shell } from './pages/portal'
import { advanceShipment, waitingForPickup } from './testing/fixture-shipments'

/**
 * Issue 13, item 3: traffic that does not grow with tabs. Every /api/v2 request a browser context
 * makes is counted (Chromium reports a dedicated worker's requests too), one context per "browser".
 * The poll is 10 s instead of 5 minutes (config.json's syncPollSeconds, set through the copy of the
 * config a device keeps; 10 s is the least it takes), so a 20 s window holds two rounds.
 */

const POLL_SECONDS = 10
/**
 * Two whole poll periods, opened halfway between two of the account's poll instants: each browser's
 * window holds exactly two rounds, however late under load a round's requests land (a 25 s window
 * from any instant held two rounds in one browser and part of a third in the other on CI).
 */
const WINDOW_MS = 2 * POLL_SECONDS * 1000
/** The replicated screens, one per tab. */
const SCREENS = ['/address-book', '/', '/archive', '/recurring-orders', '/active']

interface ApiCall {
  method: string
  /** Below /api/v2/, without the query. */
  path: string
  at: number
  /** Asked by a page, not by its sync worker (whose requests name the worker's script as referrer). */
  byPage: boolean
}

/** Every /api/v2 request of the context, from its pages and their sync workers. */
function recordApiCalls(context: BrowserContext): ApiCall[] {
  const calls: ApiCall[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/v2/')) {
      const referrer = request.headers().referer ?? ''
      calls.push({
        method: request.method(),
        path: url.pathname.slice('/api/v2/'.length),
        at: Date.now(),
        byPage: !/\.js(\?|$)/.test(referrer),
      })
    }
  })
  return calls
}

/** A browser of its own (storage, replica, leader lock) with the test poll and English. */
async function newBrowserContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript((pollSeconds) => {
    localStorage.setItem('language', 'en')
    // The device's kept copy of config.json, which a start uses before the file itself (api/config.ts).
    localStorage.setItem(
      'runtimeConfig',
      JSON.stringify({ apiBaseUrl: '/api/v2', websiteBaseUrl: '', syncPollSeconds: pollSeconds }),
    )
  }, POLL_SECONDS)
  return context
}

async function logIn(page: Page) {
  await new LoginPage(page).open()
  await new LoginPage(page).logIn('customer')
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
}

/** The screen has painted with the user's shell; its data comes from the replica. */
async function show(page: Page, path: string) {
  await page.goto(path)
  await expect(new Shell(page).avatar()).toBeVisible({ timeout: 20_000 })
}

/** Between tab openings: longer than half the poll would let a poll fall between two of them. */
const OPENING_GAP_MS = 4_000

/**
 * Opens `screens.length` tabs of one account in a fresh context, each on its screen, a few seconds
 * apart (as a user opens them): a tab that started a poll cycle of its own would poll out of step.
 * Answers the /profile requests of each page load, counted until the next one starts.
 */
async function openTabs(browser: Browser, screens: readonly string[], { notifications = false } = {}) {
  const context = await newBrowserContext(browser)
  if (notifications) await context.grantPermissions(['notifications'])
  const calls = recordApiCalls(context)
  const profilePerLoad: number[] = []
  let page = await context.newPage()
  for (const [index, screen] of screens.entries()) {
    const from = Date.now()
    if (index === 0) {
      await logIn(page)
      if (notifications) await switchOnNotifications(page)
    } else page = await context.newPage()
    await show(page, screen)
    await page.waitForTimeout(Math.max(0, from + OPENING_GAP_MS - Date.now()))
    // The page's own: with the test's 10 s poll the leader refreshes any scope older than 5 s, the
    // profile too, and the first tab's opening (login, settings, screen) outlasts that.
    profilePerLoad.push(profileCalls(calls, from, { byPageOnly: true }))
  }
  return { context, calls, profilePerLoad }
}

/**
 * Issue 22: every event, system notifications and the 1-minute poll, as a desk that waits on
 * deliveries sets them (the test's 10 s poll from the config still wins over the setting).
 */
async function switchOnNotifications(page: Page) {
  const settings = new NotificationSettings(page)
  await settings.open()
  await settings.systemNotifications(true)
  await settings.pollEvery(1)
}

const byEndpoint = (calls: readonly ApiCall[]) => {
  const counts = new Map<string, number>()
  for (const call of calls)
    counts.set(`${call.method} ${call.path}`, (counts.get(`${call.method} ${call.path}`) ?? 0) + 1)
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)))
}

const profileCalls = (calls: readonly ApiCall[], from: number, { byPageOnly = false } = {}) =>
  calls.filter(
    (call) =>
      call.method === 'GET' && call.path === 'profile' && call.at >= from && (call.byPage || !byPageOnly),
  ).length

test('one page load asks /profile at most once: logging in, a reload, a second tab', async ({ browser }) => {
  const context = await newBrowserContext(browser)
  const calls = recordApiCalls(context)
  const page = await context.newPage()
  const loads: { load: string; profile: number }[] = []
  /** Loads, lets the worker start and refresh (it waits for the first screen), and counts. */
  const measure = async (load: string, step: () => Promise<unknown>) => {
    const from = Date.now()
    await step()
    await page.waitForTimeout(2_000)
    loads.push({ load, profile: profileCalls(calls, from) })
  }

  await measure('log in (nothing cached)', () => logIn(page))
  await measure('reload', () => show(page, '/profile'))
  await measure('second tab', async () => show(await context.newPage(), '/active'))

  test.info().annotations.push({ type: 'profile requests per page load', description: JSON.stringify(loads) })
  // With nothing on the device the page must ask: the count sees the requests it should.
  expect(loads[0]?.profile).toBe(1)
  // A poll (every 10 s here) may fall into any of them, but the throttle keeps that to one too.
  for (const { load, profile } of loads) expect(profile, load).toBeLessThanOrEqual(1)
  await context.close()
})

/**
 * One browser with one tab and one with five, opened at once: the same wall-clock window holds the
 * same poll instants of the account. The last opening's gap lets its own refreshes end before the
 * window, which holds only what tabs left open cost. `during` runs as the window opens.
 */
async function oneAndFive(
  browser: Browser,
  notifications: boolean,
  during: (oneTab: Page) => Promise<void> = async () => {},
) {
  const [one, five] = await Promise.all([
    openTabs(browser, SCREENS.slice(0, 1), { notifications }),
    openTabs(browser, SCREENS, { notifications }),
  ])
  const from = halfwayToNextPoll(Date.now())
  await new Promise((resolve) => setTimeout(resolve, from - Date.now()))
  const [oneTab] = one.context.pages()
  if (!oneTab) throw new Error('the one-tab browser has no tab')
  await during(oneTab)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, from + WINDOW_MS - Date.now())))
  const window = (calls: readonly ApiCall[]) =>
    calls.filter((call) => call.at >= from && call.at < from + WINDOW_MS)
  return { one, five, oneCalls: window(one.calls), fiveCalls: window(five.calls) }
}

/** Halfway between the demo account's poll instants (the worker's own phase), at or after `time`. */
function halfwayToNextPoll(time: number): number {
  const pollMs = POLL_SECONDS * 1000
  const halfway = pollPhase(accountId('customer', null), pollMs) + pollMs / 2
  return time + ((((halfway - time) % pollMs) + pollMs) % pollMs)
}

const perMinute = (calls: readonly ApiCall[]) => (calls.length * 60_000) / WINDOW_MS

/**
 * With notifications on (the leader compares what it mirrors and looks up a delivered shipment's
 * fate), which is the heavier setting: five tabs still make at most 1.1× the requests of one tab,
 * and no page load asks /profile twice. The setting off does the same minus that work; it had a
 * test of its own that cost the suite 50 s for no request this one does not count.
 */
test('five tabs of one account, notifications on, make at most 1.1× the requests of one tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  // Two events in the window, which every browser's leader notices on the same poll: a shipment
  // picked up, and one delivered (it leaves the active list; the leader looks up its fate).
  let numbers: string[] = []
  const { one, five, oneCalls, fiveCalls } = await oneAndFive(browser, true, async (oneTab) => {
    const [pickedUp, delivered] = await waitingForPickup(oneTab)
    if (!pickedUp || !delivered) throw new Error('the fixture has too few shipments waiting for pickup')
    await advanceShipment(request, pickedUp.id, 'pickedUp')
    await advanceShipment(request, delivered.id, 'delivered')
    numbers = [pickedUp.formatted_number, delivered.formatted_number]
  })
  test.info().annotations.push(
    { type: 'one tab', description: `${perMinute(oneCalls)}/min ${JSON.stringify(byEndpoint(oneCalls))}` },
    {
      type: 'five tabs',
      description: `${perMinute(fiveCalls)}/min ${JSON.stringify(byEndpoint(fiveCalls))}`,
    },
  )
  // The notifications were at work: both browsers' bells hold the two events (a delivery needs the
  // poll after the one that saw the shipment leave at worst, hence the wait beyond the window).
  for (const page of [...one.context.pages().slice(0, 1), ...five.context.pages().slice(-1)]) {
    const bell = new Bell(page)
    await bell.open()
    await expect
      .poll(
        async () => {
          const lines = await bell.lines()
          return numbers.map((number) => lines.filter((line) => line.includes(number)).length)
        },
        { timeout: 45_000, intervals: [5_000] },
      )
      .toEqual([1, 1])
    await bell.close()
  }
  // The window saw the poll at work: at least two rounds of the address book.
  expect(oneCalls.filter((call) => call.path === 'addresses').length).toBeGreaterThanOrEqual(2)
  expect(perMinute(fiveCalls)).toBeLessThanOrEqual(1.1 * perMinute(oneCalls))
  // Each tab's page load, the later ones after the replica went stale: never more than one /profile.
  test
    .info()
    .annotations.push({ type: 'profile per page load', description: JSON.stringify(five.profilePerLoad) })
  for (const count of five.profilePerLoad) expect(count).toBeLessThanOrEqual(1)
  await Promise.all([one.context.close(), five.context.close()])
})
