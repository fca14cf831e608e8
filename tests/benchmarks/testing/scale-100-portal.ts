import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { type FirstMirror, firstMirror } from './first-mirror'
import { type PortalServer, startPortal } from './portal-server'

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

export type MirroredDesk = FirstMirror

/**
 * Logs `customer` in on a fresh context (a fresh profile: empty replica, no service worker yet) and
 * waits until the first mirror of the address book has committed. The page is then on the
 * dashboard; go to /address-book or the order form from there.
 */
export function logInAndMirror(
  browser: Browser,
  base: string,
  options: { serviceWorkers?: 'allow' | 'block'; timeoutMs?: number } = {},
): Promise<MirroredDesk> {
  return firstMirror(browser, base, options)
}
