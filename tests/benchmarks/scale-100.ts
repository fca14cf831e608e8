import { loadavg } from 'node:os'
import type { Page } from '@playwright/test'
import { filterKeystrokes } from './testing/address-filter-keystrokes'
import { pageCdp } from './testing/cdp-targets'
import { figure, RUNS, reportFigures, sampledFigure } from './testing/figures'
import { type FirstMirror, timelineText } from './testing/first-mirror'
import { reloadToFirstRows, serviceWorkerInControl } from './testing/first-rows'
import { heapAfterGc } from './testing/heap-census'
import { type KeystrokeRun, keystrokeFigures } from './testing/keystroke-figures'
import { lastSuccess, syncWorkerMade, until } from './testing/replica-probe'
import {
  launchBrowser,
  logInAndMirror,
  SCALE_100_ADDRESSES,
  startScale100Portal,
} from './testing/scale-100-portal'
import { selectorQueries, selectorRun } from './testing/selector-keystrokes'

// npm run bench: ten times the data (issue 25, item 4). The fixture at scale 100 gives `customer`
// 100,000 addresses (the archive stays at scale 10's 50,000: fixture-api/seed/generate.ts). Each
// first mirror from a fresh profile's login click; then, on the last one, the re-mirror with no
// changes, the offline warm start of /address-book, the replica's size in IndexedDB and the page's
// heap. Figures in test-results/bench/scale-100.json.
const PORT = Number(process.env.SCALE_100_PORT ?? 4396)
const TARGETS = { firstMirrorMs: 3000, warmStartMs: 500, reMirrorMs: 1000 }
const MB = 1024 * 1024

const load = () => `load average ${loadavg()[0]?.toFixed(2)}`

/** The online event's refresh of the address book, with nothing changed on the server, ms. */
async function reMirror(page: Page): Promise<number> {
  await syncWorkerMade(page)
  const before = await lastSuccess(page)
  const start = Date.now()
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await until(async () => (await lastSuccess(page)) !== before, 120_000, 10)
  return Date.now() - start
}

/** IndexedDB's own usage for the portal's origin, as Chromium accounts it, bytes. */
async function indexedDbUsage(page: Page, origin: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  const { usageBreakdown } = await cdp.send('Storage.getUsageAndQuota', { origin })
  await cdp.detach()
  return usageBreakdown.find((entry) => entry.storageType === 'indexeddb')?.usage ?? Number.NaN
}

/** The longest animation frame (the main thread held) that began at or after `since`, ms. */
function longestFrameSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      Math.round(
        Math.max(
          0,
          ...performance
            .getEntriesByType('long-animation-frame')
            .filter((frame) => frame.startTime >= from)
            .map((frame) => frame.duration),
        ),
      ),
    since,
  )
}

async function main() {
  const server = process.env.SCALE_100_URL
    ? { base: process.env.SCALE_100_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startScale100Portal(PORT)
  try {
    const browser = await launchBrowser()
    const firstMirrors: number[] = []
    const fromFirstRequest: number[] = []
    let desk: FirstMirror | undefined
    for (let run = 1; run <= RUNS; run++) {
      await desk?.context.close()
      desk = await logInAndMirror(browser, server.base)
      firstMirrors.push(desk.firstMirrorMs)
      fromFirstRequest.push(desk.fromFirstRequestMs)
      console.info(
        `run ${run}: first mirror ${desk.firstMirrorMs} ms (${desk.fromFirstRequestMs} ms from its first request), ${load()}\n  ${timelineText(desk.timeline)}`,
      )
    }
    if (!desk) throw new Error('no run')
    const { context, page } = desk

    await page.goto(`${server.base}/address-book`)
    await page.waitForSelector('table tbody tr')
    const reMirrors: number[] = []
    for (let run = 0; run < RUNS; run++) reMirrors.push(await reMirror(page))
    console.info(`re-mirrors: ${reMirrors.join(', ')} ms, ${load()}`)

    // The address filter's and the order form's selector keystrokes at 100,000 (issue 25, item 4).
    await page.getByRole('button', { name: /Filter öffnen/ }).click()
    const filter = await filterKeystrokes(page)
    await page.goto(`${server.base}/order`)
    await page.waitForSelector('textarea[name="notes"]')
    await page.locator('input[name="sender.saved"]').fill('')
    const queries = await selectorQueries(page)
    const selector: KeystrokeRun[] = []
    for (let run = 0; run < RUNS; run++) selector.push(await selectorRun(page, queries))
    console.info(`keystrokes typed, ${load()}`)

    const indexedDb = await indexedDbUsage(page, server.base)
    // The first page paints before the whole book is read in (the pager counts meanwhile, Next held
    // back). The longest frame from that paint until the book is counted: how long a click or a
    // keystroke can wait meanwhile. The heap of an open address book is the one with the whole book.
    const longestFrames: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.base}/address-book`)
      await page.waitForSelector('table tbody tr')
      const shownAt = await page.evaluate(() => performance.now())
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('nav button')].some(
            (b) => /Weiter/.test(b.textContent ?? '') && !(b as HTMLButtonElement).disabled,
          ),
        undefined,
        { timeout: 120_000 },
      )
      longestFrames.push(await longestFrameSince(page, shownAt))
    }
    console.info(`longest frames while the book is read: ${longestFrames.join(', ')} ms, ${load()}`)
    const heap = await heapAfterGc(pageCdp(await context.newCDPSession(page)))

    await serviceWorkerInControl(context, page)
    await context.setOffline(true)
    await reloadToFirstRows(page)
    const warmStarts: number[] = []
    for (let run = 0; run < RUNS; run++) warmStarts.push(Math.round(await reloadToFirstRows(page)))
    await context.setOffline(false)
    console.info(`offline reloads: ${warmStarts.join(', ')} ms, ${load()}`)
    await browser.close()

    const count = SCALE_100_ADDRESSES.toLocaleString('en')
    reportFigures('scale-100', [
      sampledFigure(`first mirror (${count} addresses)`, firstMirrors, 'ms', {
        atMost: TARGETS.firstMirrorMs,
      }),
      sampledFigure(`first mirror from its first request (${count})`, fromFirstRequest, 'ms'),
      sampledFigure(`re-mirror, no changes (${count})`, reMirrors, 'ms', { atMost: TARGETS.reMirrorMs }),
      sampledFigure(`offline reload → first rows (${count})`, warmStarts, 'ms', {
        atMost: TARGETS.warmStartMs,
      }),
      ...keystrokeFigures(`filter (${count})`, filter),
      ...keystrokeFigures(`address selector (${count})`, selector),
      figure(`replica in IndexedDB (${count} addresses)`, Number((indexedDb / MB).toFixed(1)), 'MB'),
      sampledFigure(`longest frame while the whole book is read (${count})`, longestFrames, 'ms'),
      figure('page JS heap after GC, address book open', Number((heap / MB).toFixed(1)), 'MB'),
    ])
  } finally {
    server.stop()
  }
}

await main()
