import type { CDPSession, Page } from '@playwright/test'
import { paintAfter } from './address-filter-keystrokes'
import { settled, timedApiGet } from './replica-probe'

// Issue 25, item 7: 'replica vs network' was one replica read over one API read, so a single slow
// frame (16.5 ms one run, 31 ms the next on the same code) flipped the figure. Both sides are now
// RUNS samples, and the ratio is taken between their medians.

const PAGE_SIZE = 20
const PAGE_FIVE = `/api/v2/addresses?count=${PAGE_SIZE}&offset=${4 * PAGE_SIZE}&sorting[field]=id&sorting[direction]=desc`
const NEXT = "[...document.querySelectorAll('nav button')].find((b) => /Weiter/.test(b.textContent))"

/** Slow 4G as Lighthouse's simulation models it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

export async function throttleToSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
}

/** Leaves the address book and comes back, so page 5 is read afresh and not from a live query kept open. */
async function awayAndBack(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await nav.getByRole('link', { name: 'Aktive Sendungen' }).click()
  await page.waitForURL(/\/active$/)
  await nav.getByRole('link', { name: 'Adressbuch' }).click()
  await page.waitForURL(/\/address-book/)
  await page.waitForSelector('table tbody tr')
}

/**
 * ms from the click on Next (page 4 → 5) to the frame that shows page 5's rows. Sent as text: tsx
 * names inner functions with a helper (__name) the page does not have.
 */
function timedNext(page: Page): Promise<number> {
  return page.evaluate(`(async () => {
    const rowsText = () => [...document.querySelectorAll('table tbody tr')].map((row) => row.textContent).join('\\n')
    const before = rowsText()
    const start = performance.now();
    ${NEXT}.click();
    await new Promise((resolve, reject) => {
      const check = () => {
        const shown = document.querySelectorAll('table tbody tr').length
        if (rowsText() !== before && shown === ${PAGE_SIZE}) resolve()
        else if (performance.now() - start > 10000) reject(new Error('page 5 did not show within 10 s'))
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    // Seen in a frame's animation callback: that frame paints it; the task after it follows the paint.
    await new Promise((resolve) => setTimeout(resolve, 0))
    return performance.now() - start
  })()`)
}

const rowsText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table tbody tr')].map((row) => row.textContent).join('\n'),
  )

/** Waits until the table shows 20 rows that stay the same for 250 ms: page 4 read, before page 5 is timed. */
const settledRows = (page: Page) =>
  settled(
    () => rowsText(page),
    (text) => text.split('\n').length === PAGE_SIZE,
    'page 4 of the address book',
    { quietMs: 250, timeoutMs: 15_000 },
  )

/** `runs` timings of `take`, one after another, with what the last one saw. */
async function timedRuns(
  runs: number,
  take: () => Promise<{ ms: number; seen: string }>,
): Promise<{ samples: number[]; seen: string }> {
  const samples: number[] = []
  let seen = ''
  for (let run = 0; run < runs; run++) {
    const taken = await take()
    samples.push(taken.ms)
    seen = taken.seen
  }
  return { samples, seen }
}

/** `runs` reads of page 5 from the replica, each after a fresh visit; `seen` is its first row's text. */
export const replicaPageFive = (page: Page, runs: number) =>
  timedRuns(runs, async () => {
    await awayAndBack(page)
    for (let click = 0; click < 3; click++) await paintAfter(page, `${NEXT}.click()`)
    await settledRows(page)
    const ms = await timedNext(page)
    return { ms, seen: await page.locator('table tbody tr').first().innerText() }
  })

/** `runs` reads of page 5 from the API over the current network conditions; `seen` is its first firma. */
export const networkPageFive = (page: Page, runs: number) =>
  timedRuns(runs, async () => {
    const { ms, body } = await timedApiGet<{ data: { firma?: string }[] }>(page, PAGE_FIVE)
    return { ms, seen: body.data[0]?.firma ?? '' }
  })
