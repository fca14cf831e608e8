import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, reportFigures } from './testing/figures'
import { startPortal } from './testing/portal-server'

// npm run bench: traffic that does not grow with tabs (issue 13, item 3), with the real 5-minute
// poll. Two browsers of one account at once, so their windows hold the same poll instants: one tab
// on the address book, and five tabs (address book, dashboard, archive, standing orders, active
// shipments) opened 35 s apart, longer than the 30 s throttle, as in the measurement that found a
// second refresh cycle. Then every /api/v2 request of each browser over 330 s (a window longer than
// the poll), and the /profile requests of each page load.
// Then the same with notifications on (issue 22): each browser's account set on the profile page
// to system notifications and the 1-minute poll, a shipment picked up and one delivered as the
// window opens, counted over 150 s (two and a half polls).
// Figures in test-results/bench/tabs.json. TABS_PORT (default 4515), TABS_WINDOW_S (default 330),
// TABS_NOTIFICATIONS_WINDOW_S (default 150).
const PORT = Number(process.env.TABS_PORT ?? 4515)
const WINDOW_MS = Number(process.env.TABS_WINDOW_S ?? 330) * 1000
const NOTIFICATIONS_WINDOW_MS = Number(process.env.TABS_NOTIFICATIONS_WINDOW_S ?? 150) * 1000
const OPENING_GAP_MS = 35_000
const SCREENS = ['/address-book', '/', '/archive', '/recurring-orders', '/active']

interface ApiCall {
  endpoint: string
  at: number
}

function recordApiCalls(context: BrowserContext): ApiCall[] {
  const calls: ApiCall[] = []
  // A dedicated worker's requests are reported on its page, so the context sees the sync too.
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v2/')) return
    calls.push({ endpoint: `${request.method()} ${url.pathname.slice('/api/v2/'.length)}`, at: Date.now() })
  })
  return calls
}

async function show(page: Page, base: string, path: string) {
  await page.goto(`${base}${path}`)
  await page.getByTestId('user-menu').waitFor({ timeout: 60_000 })
}

const profileSince = (calls: readonly ApiCall[], from: number, to: number) =>
  calls.filter((call) => call.endpoint === 'GET profile' && call.at >= from && call.at < to).length

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

/**
 * Notifications on, on the profile page as a user does it (in English, which the labels are found
 * by): system notifications (the context granted them) and the 1-minute poll.
 */
async function switchOnNotifications(page: Page, base: string) {
  await page.goto(`${base}/profile`)
  const section = page.getByTestId('notification-settings')
  const system = section.getByRole('checkbox', { name: /^Also show system notifications/ })
  await system.waitFor({ state: 'attached', timeout: 60_000 })
  await section.getByText('Also show system notifications', { exact: true }).click()
  await page.waitForFunction(
    (box) => (box as HTMLInputElement | null)?.checked === true,
    await system.elementHandle(),
  )
  const everyMinute = section.getByRole('radio', { name: /^Every minute/ })
  await section.getByText('Every minute', { exact: true }).click()
  await page.waitForFunction(
    (radio) => (radio as HTMLInputElement | null)?.checked === true,
    await everyMinute.elementHandle(),
  )
}

/** One browser of the account with `tabs` tabs, opened OPENING_GAP_MS apart from `start` on. */
async function openBrowser(
  browser: Browser,
  base: string,
  tabs: number,
  start: number,
  notifications: boolean,
) {
  const context = await browser.newContext({ locale: 'de-CH', serviceWorkers: 'allow' })
  if (notifications) {
    await context.grantPermissions(['notifications'])
    await context.addInitScript(() => localStorage.setItem('language', 'en'))
  }
  const calls = recordApiCalls(context)
  const profilePerLoad: number[] = []
  const openings: { from: number; to: number }[] = []
  let page = await context.newPage()
  for (let index = 0; index < SCREENS.length; index++) {
    const from = start + index * OPENING_GAP_MS
    const to = from + OPENING_GAP_MS
    await sleepUntil(from)
    if (index === 0) {
      await page.goto(`${base}/login`)
      await page.fill('input[name=username]', 'customer')
      await page.fill('input[name=password]', 'demo-pass')
      await page.click('form button[type=submit]')
      await page.getByTestId('user-menu').waitFor({ timeout: 60_000 })
      if (notifications) await switchOnNotifications(page, base)
      await show(page, base, SCREENS[0] ?? '/')
    } else if (index < tabs) {
      page = await context.newPage()
      await show(page, base, SCREENS[index] ?? '/')
    }
    // Counted until the next opening: each page load's worker refresh has long ended by then.
    await sleepUntil(to)
    if (index < tabs) profilePerLoad.push(profileSince(calls, from, to))
    openings.push({ from, to })
  }
  return { context, calls, profilePerLoad, openings }
}

const byEndpoint = (calls: readonly ApiCall[]) => {
  const counts = new Map<string, number>()
  for (const call of calls) counts.set(call.endpoint, (counts.get(call.endpoint) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a.localeCompare(b))
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits))

interface RoundFigures {
  one: number
  five: number
  ratio: number
  loads: number[]
  openingCost: number
}

/**
 * Two browsers of one account at once, so their windows hold the same poll instants: one tab, and
 * five. `during` runs as the window opens. Prints the requests per endpoint.
 */
async function measureRound(
  browser: Browser,
  base: string,
  {
    notifications,
    windowMs,
    during,
  }: { notifications: boolean; windowMs: number; during?: () => Promise<void> },
): Promise<RoundFigures> {
  const start = Date.now() + 1_000
  const [one, five] = await Promise.all([
    openBrowser(browser, base, 1, start, notifications),
    openBrowser(browser, base, SCREENS.length, start, notifications),
  ])
  try {
    const from = Date.now()
    console.info(
      `Tabs open${notifications ? ', notifications on' : ''}; counting requests for ${windowMs / 1000} s…`,
    )
    await during?.()
    await sleepUntil(from + windowMs)
    const window = (calls: readonly ApiCall[]) =>
      calls.filter((call) => call.at >= from && call.at < from + windowMs)
    const oneCalls = window(one.calls)
    const fiveCalls = window(five.calls)
    const perMinute = (calls: readonly ApiCall[]) => (calls.length * 60_000) / windowMs
    const ratio = perMinute(fiveCalls) / Math.max(perMinute(oneCalls), Number.EPSILON)
    const loads = [...one.profilePerLoad, ...five.profilePerLoad]
    // What a tab's opening adds: the five-tab browser against the one-tab browser over the same
    // interval (both see the same poll instants).
    const inOpening = (calls: readonly ApiCall[], { from: opened, to }: { from: number; to: number }) =>
      calls.filter((call) => call.at >= opened && call.at < to).length
    const extra = five.openings
      .slice(1)
      .map((opening) => inOpening(five.calls, opening) - inOpening(one.calls, opening))
    const openingCost = extra.reduce((sum, count) => sum + count, 0) / Math.max(extra.length, 1)

    console.info('\nRequests in the window, per endpoint (one tab | five tabs):')
    const endpoints = new Set([...oneCalls, ...fiveCalls].map((call) => call.endpoint))
    const oneBy = new Map(byEndpoint(oneCalls))
    const fiveBy = new Map(byEndpoint(fiveCalls))
    for (const endpoint of [...endpoints].sort()) {
      console.info(
        `  ${endpoint.padEnd(32)} ${String(oneBy.get(endpoint) ?? 0).padStart(4)} | ${String(fiveBy.get(endpoint) ?? 0).padStart(4)}`,
      )
    }
    console.info(
      `  ${'all'.padEnd(32)} ${String(oneCalls.length).padStart(4)} | ${String(fiveCalls.length).padStart(4)}`,
    )
    console.info(`/profile requests per page load: ${JSON.stringify(loads)}`)
    console.info(`Requests each later tab's opening added: ${JSON.stringify(extra)}`)
    if (notifications) {
      // The events reached every browser: what each one's bell says.
      for (const context of [one.context, five.context]) {
        const label = await context.pages()[0]?.getByTestId('notification-bell').getAttribute('aria-label')
        console.info(`Bell: ${label}`)
      }
    }
    return { one: perMinute(oneCalls), five: perMinute(fiveCalls), ratio, loads, openingCost }
  } finally {
    await Promise.all([one.context.close(), five.context.close()])
  }
}

/** Moves two of the account's shipments on through the fixture's test control: events to notice. */
async function advanceTwo(base: string) {
  // Each the next due shipment's next step: picked up, or delivered when it is on the road.
  for (const step of [1, 2]) {
    const response = await fetch(`${base}/__fixture/shipments/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'customer' }),
    })
    if (!response.ok) throw new Error(`advance ${step}: ${response.status} ${await response.text()}`)
  }
}

async function main() {
  const server = await startPortal(PORT, { FIXTURE_TEST_CONTROLS: '1' })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const plain = await measureRound(browser, server.base, { notifications: false, windowMs: WINDOW_MS })
    const notified = await measureRound(browser, server.base, {
      notifications: true,
      windowMs: NOTIFICATIONS_WINDOW_MS,
      during: () => advanceTwo(server.base),
    })
    const loads = [...plain.loads, ...notified.loads]
    const windowS = NOTIFICATIONS_WINDOW_MS / 1000
    reportFigures('tabs', [
      figure('one tab: API requests per minute (330 s)', round(plain.one), 'req/min'),
      figure('five tabs: API requests per minute (330 s)', round(plain.five), 'req/min'),
      figure('five tabs ÷ one tab', round(plain.ratio), '×', { atMost: 1.1 }),
      figure(`/profile requests per page load (most of ${loads.length})`, Math.max(...loads), 'req', {
        atMost: 1,
      }),
      figure('requests to open one more tab (mean)', round(plain.openingCost, 1), 'req'),
      figure(
        `notifications on, 1-minute poll: one tab, API requests per minute (${windowS} s)`,
        round(notified.one),
        'req/min',
      ),
      figure(
        `notifications on, 1-minute poll: five tabs, API requests per minute (${windowS} s)`,
        round(notified.five),
        'req/min',
      ),
      figure('traffic ratio of five tabs to one with notifications on', round(notified.ratio), '×', {
        atMost: 1.1,
      }),
    ])
  } finally {
    await browser.close()
    server.stop()
  }
}

await main()
