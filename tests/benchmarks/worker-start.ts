import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Worker } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { DEMO_PASSWORD } from '#tests/e2e/pages/portal'
import { figure, RUNS, reportFigures, sampledFigure } from './testing/figures'
import { startPortal } from './testing/portal-server'

// Issue 25, item 6: the sync worker's bundle (worker/sync.worker.ts) and how long it takes from
// `new Worker()` in the page to the worker's first API request, over RUNS fresh logins.
// Port 4673 or WORKER_START_PORT.
const PORT = Number(process.env.WORKER_START_PORT ?? 4673)
const outDir = mkdtempSync(join(tmpdir(), 'portal-worker-start-'))

declare global {
  interface Window {
    __syncWorkerCreatedAt?: number
  }
}

/** The worker's first request to the API, as an instant on the same clock as the page's. */
async function firstApiRequestAt(worker: Worker): Promise<number> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const at = await worker.evaluate(() => {
      const first = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/'))
      return first ? performance.timeOrigin + first.startTime : null
    })
    if (at !== null) return at
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the sync worker made no API request within 30 s')
}

const portal = await startPortal(PORT, { PORTAL_OUT_DIR: outDir })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const bundle = readdirSync(join(outDir, 'assets')).find((file) => /^sync\.worker-.*\.js$/.test(file))
  if (!bundle) throw new Error('the build has no sync.worker chunk')
  const code = readFileSync(join(outDir, 'assets', bundle))
  const samples: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: portal.base, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const Native = window.Worker
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options)
          if (String(url).includes('sync.worker'))
            window.__syncWorkerCreatedAt = performance.timeOrigin + performance.now()
        }
      }
    })
    const started = page.waitForEvent('worker', {
      predicate: (worker) => worker.url().includes('sync.worker'),
    })
    await page.goto('/login')
    await page.locator('input[name="username"]').fill('customer')
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 90_000 })
    const worker = await started
    const requestAt = await firstApiRequestAt(worker)
    const createdAt = await page.evaluate(() => window.__syncWorkerCreatedAt ?? Number.NaN)
    samples.push(Math.round(requestAt - createdAt))
    console.info(`run ${run + 1}: ${samples.at(-1)} ms (load ${loadavg()[0]?.toFixed(2)})`)
    await context.close()
  }
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))
  reportFigures('worker-start', [
    figure('sync worker bundle (raw)', kb(code.length), 'KB'),
    figure('sync worker bundle (gzip)', kb(gzipSync(code).length), 'KB'),
    sampledFigure('sync worker: new Worker() to its first API request', samples, 'ms'),
  ])
} finally {
  await browser.close()
  portal.stop()
}
