import type { BrowserContext, Page } from '@playwright/test'

// A returning user's reload of /address-book, from navigation start to the first frame that shows
// address rows (issue 8, item 9), as warm-start and scale-100 time it.

declare global {
  interface Window {
    /** Set by watchForRows: performance.now() of the first frame with address rows. */
    __firstRowsFrameAt?: number
  }
}

/** Runs in every document before the app: notes the first frame in which address rows exist. */
export function watchForRows() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table tbody tr')) return
    observer.disconnect()
    requestAnimationFrame(() => {
      window.__firstRowsFrameAt = performance.now()
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Once the replica is filled: the service worker in control of the page, as a returning user has it. */
export async function serviceWorkerInControl(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript(watchForRows)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForSelector('table tbody tr')
}

/** One reload of the page (on /address-book) to its first frame with rows, ms. */
export async function reloadToFirstRows(page: Page, settleMs = 400): Promise<number> {
  await page.reload({ waitUntil: 'commit' })
  await page.waitForFunction(() => window.__firstRowsFrameAt !== undefined, undefined, {
    timeout: 60_000,
    polling: 10,
  })
  const ms = await page.evaluate(() => window.__firstRowsFrameAt ?? Number.NaN)
  // Let the refresh behind the rows finish before the next reload interrupts it.
  await page.waitForTimeout(settleMs)
  return ms
}
