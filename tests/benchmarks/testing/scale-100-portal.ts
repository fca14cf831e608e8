import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { type PortalServer, startPortal } from './portal-server'
import { lastSuccess, until } from './replica-probe'

// The setup every figure at ten times the data shares (issue 25, item 4): the portal on the fixture
// at scale 100 (100,000 addresses for `customer`; the archive stays at scale 10's 50,000, see
// fixture-api/seed/generate.ts), a fresh browser profile, the login, and the first mirror done.
// tests/benchmarks/scale-100.ts uses it; the keystroke figures at 100,000 reuse it too.

export const SCALE = 100
export const SCALE_100_ADDRESSES = 100_000

/** The built portal with the fixture at scale 100, on a throw-away data folder. */
export function startScale100Portal(port: number, env: Record<string, string> = {}): Promise<PortalServer> {
  return startPortal(port, { FIXTURE_SCALE: String(SCALE), ...env })
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH)
}

export interface MirroredDesk {
  context: BrowserContext
  page: Page
  /** From the login click to the mirror's `lastSuccess` stored, ms. */
  firstMirrorMs: number
  /** From the worker's request for the first address page to the same moment, ms. */
  fromFirstRequestMs: number
}

/**
 * Logs `customer` in on a fresh context (a fresh profile: empty replica, no service worker) and
 * waits until the first mirror of the address book has committed. The page is then on the
 * dashboard; go to /address-book or the order form from there.
 */
export async function logInAndMirror(
  browser: Browser,
  base: string,
  options: { serviceWorkers?: 'allow' | 'block'; timeoutMs?: number } = {},
): Promise<MirroredDesk> {
  const context = await browser.newContext({
    locale: 'de-CH',
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  let firstPageAskedAt = Number.NaN
  context.on('request', (request) => {
    if (Number.isNaN(firstPageAskedAt) && /\/api\/v2\/addresses\?.*offset=0\b/.test(request.url()))
      firstPageAskedAt = Date.now()
  })
  const loginAt = Date.now()
  await page.click('form button[type=submit]')
  // lastSuccess is written in the transaction that commits the rows: cheap to poll, where counting
  // the rows would read the whole address book every few milliseconds.
  await until(async () => (await lastSuccess(page)) !== null, options.timeoutMs ?? 180_000, 5)
  const mirroredAt = Date.now()
  return {
    context,
    page,
    firstMirrorMs: mirroredAt - loginAt,
    fromFirstRequestMs: mirroredAt - firstPageAskedAt,
  }
}
