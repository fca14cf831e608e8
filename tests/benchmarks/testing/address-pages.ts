import type { CDPSession, Page } from '@playwright/test'
import { paintAfter } from './address-filter-keystrokes'

// Issue 25, item 7: 'replica vs network' was one replica read over one API read, so a single slow
// frame (16.5 ms one run, 31 ms the next on the same code) flipped the figure. Both sides are now
// RUNS samples, and the ratio is taken between their medians.

const PAGE_SIZE = 20
const PAGE_FIVE = `/api/v2/addresses?count=${PAGE_SIZE}&offset=${4 * PAGE_SIZE}&sorting[field]=id&sorting[direction]=desc`
const NEXT = "[...document.querySelectorAll('nav button')].find((b) => /Weiter/.test(b.textContent))"

/** Slow 4G as Lighthouse throttles it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export async function throttleToSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
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
async function settledRows(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000
  let last = ''
  let since = Date.now()
  for (;;) {
    const text = await rowsText(page)
    if (text !== last) {
      last = text
      since = Date.now()
    } else if (text.split('\n').length === PAGE_SIZE && Date.now() - since >= 250) return
    if (Date.now() > deadline) throw new Error('page 4 of the address book did not settle')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** `runs` reads of page 5 from the replica, each after a fresh visit to the address book. */
export async function replicaPageFive(
  page: Page,
  runs: number,
): Promise<{ samples: number[]; firstRow: string }> {
  const samples: number[] = []
  let firstRow = ''
  for (let run = 0; run < runs; run++) {
    await awayAndBack(page)
    for (let click = 0; click < 3; click++) await paintAfter(page, `${NEXT}.click()`)
    await settledRows(page)
    samples.push(await timedNext(page))
    firstRow = await page.locator('table tbody tr').first().innerText()
  }
  return { samples, firstRow }
}

/** `runs` reads of page 5 from the API over the current network conditions; none from the HTTP cache. */
export async function networkPageFive(
  page: Page,
  runs: number,
): Promise<{ samples: number[]; firma: string }> {
  const samples: number[] = []
  let firma = ''
  for (let run = 0; run < runs; run++) {
    const fetched = await page.evaluate(async (url) => {
      const start = performance.now()
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        cache: 'no-store',
      })
      const body = (await response.json()) as { data: { firma?: string }[] }
      return { ms: performance.now() - start, firma: body.data[0]?.firma ?? '' }
    }, PAGE_FIVE)
    samples.push(fetched.ms)
    firma = fetched.firma
  }
  return { samples, firma }
}
