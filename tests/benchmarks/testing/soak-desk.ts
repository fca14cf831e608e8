import type { Browser, BrowserContext, Page } from '@playwright/test'
import { captureSyncWorker } from '#tests/e2e/chaos/testing/sync-worker'
import { type Cdp, pageCdp, watchWorkers } from './cdp-targets'
import { lastSuccess, until } from './replica-probe'
import { completeOrderDraft, ROUND, takeStep } from './soak-tour'
import { advanceWorker, fakeSyncWorkerClock } from './soak-worker-clock'

/** One tab of a desk: the page, its CDP session, its sync worker's, and where it is in the tour. */
export interface Tab {
  page: Page
  cdp: Cdp
  worker: Cdp
  /** The tour step this tab takes next (soak-tour.ts ROUND); each tab has its own history. */
  next: number
}

export interface ApiCall {
  endpoint: string
  /** The fake hour of the day it was made in; negative in the warm-up. */
  hour: number
}

/**
 * A desk: one browser context of the account (its own replica, leader and fake clock) with one or
 * more tabs. Every /api/v2 request of its pages and workers is recorded with the fake hour.
 */
export interface Desk {
  name: string
  context: BrowserContext
  tabs: Tab[]
  calls: ApiCall[]
  pageErrors: string[]
  /** Set by the day: the fake hour requests are counted in. */
  hour: number
  /** Moves the pages' and the workers' clocks on by `ms` together, firing their due timers. */
  advance(ms: number): Promise<void>
  /** Waits until no API request of the desk has been in flight for `quietMs`. */
  idle(quietMs?: number): Promise<void>
  /** Takes the next step of tab `index`'s tour; answers its real duration, ms. */
  navigate(index: number): Promise<number>
}

const ACCOUNT = 'customer'

async function openTab(
  context: BrowserContext,
  page: Page,
): Promise<Omit<Tab, 'worker'> & { find(): Promise<Cdp> }> {
  page.setDefaultTimeout(60_000)
  const session = await context.newCDPSession(page)
  const workers = await watchWorkers(session)
  return { page, cdp: pageCdp(session), next: 1, find: () => workers.find('worker', 'sync.worker') }
}

/**
 * Signs in in the first tab, opens the others on the dashboard (each starts its own sync worker,
 * one of which leads), all on a fake clock: Playwright's in the pages, soak-worker-clock.ts's in
 * the workers, both started at the real now and moved on together.
 */
export async function openDesk(
  browser: Browser,
  base: string,
  name: string,
  tabCount: number,
): Promise<Desk> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  // tsx keeps function names with an __name helper that page.evaluate's functions then call; the
  // Playwright test runner's transform does not, so the e2e helpers reused here never needed it.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
  await context.clock.install()
  await fakeSyncWorkerClock(context)
  // The day's changes go in through each tab's own sync worker, as the chaos suite queues them.
  await captureSyncWorker(context)
  const pageErrors: string[] = []
  const calls: ApiCall[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  const desk = { hour: -1 }
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/v2/')
  context.on('request', (request) => {
    if (!isApi(request.url())) return
    inFlight++
    lastActivity = Date.now()
    const path = new URL(request.url()).pathname.slice('/api/v2/'.length)
    calls.push({ endpoint: `${request.method()} ${path.replace(/\d+/g, ':n')}`, hour: desk.hour })
  })
  const settle = (request: { url(): string }) => {
    if (!isApi(request.url())) return
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)

  const tabs: Tab[] = []
  for (let index = 0; index < tabCount; index++) {
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const { find, ...tab } = await openTab(context, page)
    if (index === 0) {
      await page.goto(`${base}/login`)
      await page.fill('input[name=username]', ACCOUNT)
      await page.fill('input[name=password]', 'demo-pass')
      await page.click('form button[type=submit]')
      await page.getByTestId('user-menu').waitFor({ timeout: 60_000 })
      await until(async () => (await lastSuccess(page)) !== null)
      // The tour's push to /order/confirm lands only with a complete draft; the replica keeps it.
      await completeOrderDraft(page)
    } else {
      await page.goto(`${base}/`)
      await page.getByTestId('user-menu').waitFor({ timeout: 60_000 })
    }
    tabs.push({ ...tab, worker: await find() })
  }

  return {
    name,
    context,
    tabs,
    calls,
    pageErrors,
    get hour() {
      return desk.hour
    },
    set hour(value: number) {
      desk.hour = value
    },
    async advance(ms) {
      await Promise.all([context.clock.fastForward(ms), ...tabs.map((tab) => advanceWorker(tab.worker, ms))])
    },
    async idle(quietMs = 300) {
      await until(async () => inFlight === 0 && Date.now() - lastActivity >= quietMs, 120_000, 50)
    },
    async navigate(index) {
      const tab = tabs[index]
      if (!tab) throw new Error(`${name} has no tab ${index}`)
      const step = ROUND[tab.next % ROUND.length]
      if (!step) throw new Error('the tour is empty')
      // Main-navigation links alternate between mouse and keyboard from one round to the next.
      const keyboard = Math.floor(tab.next / ROUND.length) % 2 === 1
      const started = performance.now()
      await takeStep(tab.page, step, keyboard)
      tab.next++
      return performance.now() - started
    },
  }
}

/** Every tab back on the dashboard, where the census is taken, with its renders done. */
export async function backToDashboard(desk: Desk): Promise<void> {
  for (const tab of desk.tabs) {
    if (new URL(tab.page.url()).pathname !== '/') await takeStep(tab.page, { via: 'nav', href: '/' }, false)
    // The tour goes on from the dashboard's next step, as after a step 0.
    tab.next = Math.ceil(tab.next / ROUND.length) * ROUND.length + 1
  }
  await desk.idle()
}
