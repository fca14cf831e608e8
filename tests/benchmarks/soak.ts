import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { type Cdp, pageCdp, watchWorkers } from './testing/cdp-targets'
import { figure, reportFigures } from './testing/figures'
import { type Census, heapAfterGc, takeCensus } from './testing/heap-census'
import { startPortal } from './testing/portal-server'
import { lastSuccess, until } from './testing/replica-probe'
import { completeOrderDraft, ROUND, ROUTES_VISITED, takeStep } from './testing/soak-tour'

// npm run bench (not CI): a tab open all day (issue 13, item 4). One tab signed in as `customer`
// takes SOAK_NAVIGATIONS (1,000) router navigations across every route, never a reload, while the
// sync refreshes every few seconds. Before and after, on the dashboard: the page's and the sync
// worker's JS heap after a forced GC (CDP; the worker through Target auto-attach), their event
// listeners, MessagePorts, comlink proxies and Dexie live queries, and the page's DOM. The baseline
// follows a warm-up of the same tour. SOAK_URL=http://localhost:8080 soaks a running portal instead.
const PORT = Number(process.env.SOAK_PORT ?? 4560)
const NAVIGATIONS = Number(process.env.SOAK_NAVIGATIONS ?? 1000)
/** How often the sync runs a full refresh of every watched scope: the app's 'online' path. */
const SYNC_EVERY_MS = Number(process.env.SOAK_SYNC_MS ?? 3000)
/** The worker's own poll as well, through config.json's syncPollSeconds (its minimum). */
const POLL_SECONDS = 10
/**
 * Rounds of the tour (20 navigations each) before the baseline: the first hours of a tab, in which
 * chunks load, caches fill and the JIT compiles the hot paths. The promise is about what follows.
 */
const WARM_UP_ROUNDS = Number(process.env.SOAK_WARM_UP_ROUNDS ?? 50)
/** Heap after GC every this many navigations, printed, so a slow climb shows apart from a step. */
const CHECKPOINT_EVERY = 250
const HEAP_GROWTH_PERCENT = 10
/** Listeners a route may add once and keep (React Aria's global handlers, for one). */
const LISTENER_SLACK = 10
/** comlink proxies, MessagePorts and live queries: none may stay behind; 2 covers one in flight. */
const HANDLE_SLACK = 2
/** The same dashboard before and after; a toast or a status line may differ by a few nodes. */
const DOM_NODE_SLACK = 50

interface Snapshot {
  /**
   * Memory.getDOMCounters beside the census. Its jsEventListeners lags behind a GC (Blink sweeps
   * lazily), so the listener figure counts them in the heap snapshot instead; it is printed only.
   */
  page: Census & { documents: number; nodes: number; jsEventListeners: number }
  worker: Census
}

async function measure(page: Page, pageSession: Cdp, worker: Cdp): Promise<Snapshot> {
  // Back on the dashboard, with the last refresh and its renders done.
  await page.waitForTimeout(2000)
  const census = await takeCensus(pageSession)
  const dom = await pageSession.send<{ documents: number; nodes: number; jsEventListeners: number }>(
    'Memory.getDOMCounters',
  )
  return { page: { ...census, ...dom }, worker: await takeCensus(worker) }
}

async function logIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  await page.click('form button[type=submit]')
  await page.getByTestId('user-menu').waitFor({ timeout: 60_000 })
  await until(async () => (await lastSuccess(page)) !== null)
}

const percent = (before: number, after: number) => Number((((after - before) / before) * 100).toFixed(1))
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2))

async function main() {
  const started = Date.now()
  const server = process.env.SOAK_URL
    ? { base: process.env.SOAK_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startPortal(PORT)
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } })
    await context.addInitScript(() => localStorage.setItem('language', 'en'))
    // The first start reads config.json (no copy kept yet): this one polls every 10 s.
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...config, syncPollSeconds: POLL_SECONDS } })
    })
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    let apiRequests = 0
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/')) apiRequests++
    })
    const session = await context.newCDPSession(page)
    const workers = await watchWorkers(session)
    const pageSession = pageCdp(session)

    await logIn(page, server.base)
    const worker = await workers.find('worker', 'sync.worker')
    console.info('signed in, sync worker attached')
    await completeOrderDraft(page)

    // Live sync: the window's 'online' event makes the sync worker refresh every watched scope at once.
    let syncs = 0
    let syncing = true
    const syncLoop = (async () => {
      while (syncing) {
        await new Promise((resolve) => setTimeout(resolve, SYNC_EVERY_MS))
        if (!syncing) break
        await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
        syncs++
      }
    })()

    // The tour starts on the dashboard, where signing in lands; the sync runs during the warm-up too.
    let firstRound = { page: 0, worker: 0 }
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const [index, step] of ROUND.entries())
        if (index > 0) await takeStep(page, step, (round + index) % 2 === 0)
      if (round === 0)
        firstRound = { page: await heapAfterGc(pageSession), worker: await heapAfterGc(worker) }
    }
    await takeStep(page, { via: 'nav', href: '/' }, false)
    const before = await measure(page, pageSession, worker)
    console.info(`baseline taken after ${WARM_UP_ROUNDS} warm-up rounds`)

    const soakStart = Date.now()
    const [syncsAtStart, requestsAtStart] = [syncs, apiRequests]
    for (let navigation = 1; navigation <= NAVIGATIONS; navigation++) {
      // Step 0 of the tour is the dashboard, where the baseline was taken: the soak starts at step 1.
      const round = Math.floor(navigation / ROUND.length)
      const step = ROUND[navigation % ROUND.length]
      if (!step) continue
      // Main-navigation links alternate between mouse and keyboard from one round to the next.
      await takeStep(page, step, (round + navigation) % 2 === 1)
      if (navigation % CHECKPOINT_EVERY === 0) {
        const [pageHeap, workerHeap] = [await heapAfterGc(pageSession), await heapAfterGc(worker)]
        console.info(
          `${navigation} navigations: heap after GC ${mb(pageHeap)} MB page, ${mb(workerHeap)} MB worker`,
        )
      }
    }
    const soakMinutes = (Date.now() - soakStart) / 60_000
    syncing = false
    await syncLoop
    const [soakSyncs, soakRequests] = [syncs - syncsAtStart, apiRequests - requestsAtStart]
    if (new URL(page.url()).pathname !== '/') await takeStep(page, { via: 'nav', href: '/' }, false)
    const after = await measure(page, pageSession, worker)
    await browser.close()

    console.info(`routes: ${ROUTES_VISITED.join(' ')}`)
    console.info(`before ${JSON.stringify(before)}`)
    console.info(`after  ${JSON.stringify(after)}`)
    const growth = (name: string, pick: (snapshot: Snapshot) => number, slack: number) =>
      figure(name, pick(after) - pick(before), '', { atMost: slack, text: `≤ +${slack}` })
    const heap = (who: 'page' | 'worker', label: string) => [
      figure(`${label} JS heap growth after GC`, percent(before[who].heapUsed, after[who].heapUsed), '%', {
        atMost: HEAP_GROWTH_PERCENT,
      }),
      figure(`${label} JS heap after GC, after the first round`, mb(firstRound[who]), 'MB'),
      figure(`${label} JS heap after GC, before`, mb(before[who].heapUsed), 'MB'),
      figure(`${label} JS heap after GC, after`, mb(after[who].heapUsed), 'MB'),
      figure(
        `  of the growth, compiled code (JIT)`,
        mb(after[who].compiledCode - before[who].compiledCode),
        'MB',
      ),
    ]
    reportFigures('soak', [
      figure(`router navigations over ${ROUTES_VISITED.length} routes`, NAVIGATIONS, ''),
      figure('soak duration', Number(soakMinutes.toFixed(1)), 'min'),
      figure('sync refreshes during the soak', soakSyncs, ''),
      figure('API requests during the soak', soakRequests, ''),
      ...heap('page', 'page'),
      ...heap('worker', 'sync worker'),
      growth('page event listeners, after − before', (s) => s.page.eventListeners, LISTENER_SLACK),
      growth('page DOM nodes, after − before', (s) => s.page.nodes, DOM_NODE_SLACK),
      growth('page documents, after − before', (s) => s.page.documents, 0),
      growth('page comlink proxies, after − before', (s) => s.page.comlinkProxies, HANDLE_SLACK),
      growth('page MessagePorts, after − before', (s) => s.page.messagePorts, HANDLE_SLACK),
      growth('page Dexie live queries, after − before', (s) => s.page.dexieSubscribers, HANDLE_SLACK),
      growth('worker event listeners, after − before', (s) => s.worker.eventListeners, HANDLE_SLACK),
      growth('worker comlink proxies, after − before', (s) => s.worker.comlinkProxies, HANDLE_SLACK),
      growth('worker MessagePorts, after − before', (s) => s.worker.messagePorts, HANDLE_SLACK),
      growth('worker Dexie live queries, after − before', (s) => s.worker.dexieSubscribers, HANDLE_SLACK),
      figure('uncaught page errors', pageErrors.length, '', { atMost: 0 }),
    ])
    if (pageErrors.length) console.info(`page errors: ${[...new Set(pageErrors)].slice(0, 5).join(' | ')}`)
    console.info(`whole soak with start-up ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  } finally {
    server.stop()
  }
}

await main()
