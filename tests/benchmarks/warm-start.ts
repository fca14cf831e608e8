import { loadavg } from 'node:os'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, median, reportFigures, sampledFigure } from './testing/figures'
import { watchForRows } from './testing/first-rows'
import { startPortal } from './testing/portal-server'
import { lastSuccess, until } from './testing/replica-probe'

// npm run bench (second part): a returning user's reload of /address-book, with the service worker
// installed and the replica filled, offline and online, from navigation start to the first frame
// that shows address rows. Nothing on that path should wait for the network (issue 8, item 9).
// Figures in test-results/bench/warm-start.json.
const PORT = Number(process.env.WARM_START_PORT ?? 4392)
const RUNS = Number(process.env.WARM_START_RUNS ?? 9)
const TARGET_MS = 500

/** Logs in, lets the replica fill and the service worker take control, as a returning user has. */
async function prepare(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  await page.click('form button[type=submit]')
  await page.getByTestId('user-menu').waitFor()
  await page.goto(`${base}/address-book`)
  await page.waitForSelector('table tbody tr', { timeout: 60_000 })
  await until(async () => (await lastSuccess(page)) !== null)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForSelector('table tbody tr')
  return page
}

interface Reload {
  ms: number
  /** Requests to /api/v2/profile the page made before its rows showed (diagnostic). */
  profileRequests: number
}

async function timedReload(page: Page): Promise<Reload> {
  let profileRequests = 0
  let counting = true
  const onRequest = (request: { url(): string }) => {
    if (counting && new URL(request.url()).pathname.endsWith('/api/v2/profile')) profileRequests++
  }
  page.on('request', onRequest)
  try {
    await page.reload({ waitUntil: 'commit' })
    await page.waitForFunction(() => window.__firstRowsFrameAt !== undefined, undefined, {
      timeout: 30_000,
      polling: 10,
    })
    counting = false
    const ms = await page.evaluate(() => window.__firstRowsFrameAt ?? Number.NaN)
    // Let the refresh behind the rows finish before the next reload interrupts it.
    await page.waitForTimeout(400)
    return { ms, profileRequests }
  } finally {
    page.off('request', onRequest)
  }
}

async function main() {
  // WARM_START_URL measures a portal that is already running (a second look without a rebuild).
  const server = process.env.WARM_START_URL
    ? { base: process.env.WARM_START_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startPortal(
        PORT,
        process.env.WARM_START_SCALE ? { FIXTURE_SCALE: process.env.WARM_START_SCALE } : {},
      )
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    const context = await browser.newContext({ locale: 'de-CH', serviceWorkers: 'allow' })
    await context.addInitScript(watchForRows)
    const page = await prepare(context, server.base)
    console.info('replica filled, service worker in control')

    const runs: Record<'offline' | 'online', Reload[]> = { offline: [], online: [] }
    // One discarded warm-up each, then the two modes alternate so drift hits both alike.
    for (let round = -1; round < RUNS; round++) {
      for (const mode of ['offline', 'online'] as const) {
        await context.setOffline(mode === 'offline')
        const reload = await timedReload(page)
        if (round >= 0) runs[mode].push(reload)
      }
    }
    await context.setOffline(false)
    await browser.close()

    const ms = (mode: 'offline' | 'online') => runs[mode].map((run) => Math.round(run.ms))
    for (const mode of ['offline', 'online'] as const)
      console.info(`${mode} reloads: ${ms(mode).join(', ')} ms, load average ${loadavg()[0]?.toFixed(2)}`)
    const profileRequests = Math.max(...[...runs.offline, ...runs.online].map((run) => run.profileRequests))
    reportFigures('warm-start', [
      ...(['offline', 'online'] as const).flatMap((mode) => [
        sampledFigure(`${mode} reload → first rows`, ms(mode), 'ms', { atMost: TARGET_MS }),
        figure(`${mode} reload → first rows, slowest`, Math.max(...ms(mode)), 'ms', { atMost: TARGET_MS }),
      ]),
      // Offline no slower than online: the start waits for nothing on the network.
      figure('offline median − online median', median(ms('offline')) - median(ms('online')), 'ms', {
        atMost: 0,
      }),
      figure('profile requests before the rows show', profileRequests, ''),
    ])
  } finally {
    server.stop()
  }
}

await main()
