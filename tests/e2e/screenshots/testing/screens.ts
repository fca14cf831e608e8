import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { LoginPage } from '#tests/e2e/pages/portal'

/**
 * The screenshot suite's common ground. Baselines must match on any day and any machine of the CI
 * image, so everything that moves is pinned: the fixture API's clock and data (POST /__fixture/clock
 * regenerates the data of one fixed day), the page's clock (Date in the tab; the sync worker keeps the
 * real one, which only shows in "Data as of", hidden), the dashboard's contact person (picked at random
 * from a team cut to one).
 */

/** Wednesday 18 November 2026, 09:30 in Zurich: a working day, no holiday, mid-morning. */
export const PINNED_NOW = '2026-11-18T08:30:00Z'

export const LANGUAGES = ['de', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** A phone, then a desktop: each screen is shot at both, full page. */
export const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const

/** Pins the fixture API for the file's tests and gives the clock back after them. */
export function pinFixtureClock() {
  let api: APIRequestContext | undefined
  test.beforeAll(async ({ playwright }, info) => {
    api = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    const response = await api.post('/__fixture/clock', { data: { now: PINNED_NOW } })
    expect(response.ok(), 'POST /__fixture/clock').toBe(true)
  })
  test.afterAll(async () => {
    await api?.post('/__fixture/clock', { data: { now: null } })
    await api?.dispose()
  })
}

/** Prints how long the file's screens took, for the CI budget. */
export function printDuration(file: string) {
  const started = Date.now()
  test.afterAll(() => {
    console.info(`${file} took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })
}

/**
 * A tab in `language` on the pinned day, with no service worker (its install would race the shots).
 * One per language and file: logging in and mirroring once costs less than once per screen.
 */
export async function openTab(browser: Browser, language: Language, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    serviceWorkers: 'block',
    viewport: WIDTHS[0],
    // The portal's Content-Security-Policy allows no inline style: it would refuse volatile.css.
    bypassCSP: true,
  })
  await context.clock.setFixedTime(new Date(PINNED_NOW))
  await context.addInitScript((code) => localStorage.setItem('language', code), language)
  // The contact box shows one employee at random: the team is cut to one, the longest e-mail address.
  await context.route('**/api/team', async (route) => {
    const response = await route.fetch()
    const team = (await response.json()) as { email: string }[]
    const longest = team.reduce((kept, employee) =>
      employee.email.length > kept.email.length ? employee : kept,
    )
    await route.fulfill({ response, json: [longest] })
  })
  return context.newPage()
}

export async function logIn(page: Page, username = 'customer') {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(username)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 })
}

/** Hides "Data as of …", the one thing left that moves (see the file for why). */
const VOLATILE_CSS = join(import.meta.dirname, 'volatile.css')

const SHOT = { animations: 'disabled', caret: 'hide' } as const

/**
 * A screen rendered exactly as its baseline, byte for byte, as it is run after run. Checked first
 * because decoding and comparing two large PNGs in toHaveScreenshot costs seconds a screen, the
 * screenshot itself a few hundred milliseconds; anything else, and every update run, goes through
 * toHaveScreenshot with its tolerance, retries and diff images.
 */
async function identicalToBaseline(page: Page, file: string, fullPage: boolean): Promise<boolean> {
  const info = test.info()
  if (info.config.updateSnapshots === 'all') return false
  const baseline = info.snapshotPath(file, { kind: 'screenshot' })
  if (!existsSync(baseline)) return false
  const shot = await page.screenshot({ ...SHOT, fullPage, style: readFileSync(VOLATILE_CSS, 'utf8') })
  return shot.equals(readFileSync(baseline))
}

/** Fonts loaded, every image decoded, nothing loading: what a user sees once the screen is still. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    )
  })
  await expect(page.getByText(/^(Wird geladen|Chargement)…$/)).toHaveCount(0)
}

export interface ShotOptions {
  /**
   * The whole page (the default), or only the window: for a dialog, which stays in the window while
   * the page under it would be shot at its full length behind a backdrop that covers one window.
   */
  fullPage?: boolean
}

/**
 * Shoots the screen on show at 1440 and at 360 px against `{name}-{language}-{width}.png`.
 * `ready` is awaited at each width (a phone may lay the screen out anew).
 */
export async function shootBothWidths(
  page: Page,
  name: string,
  language: Language,
  ready: Locator,
  { fullPage = true }: ShotOptions = {},
) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await expect(ready.first()).toBeVisible({ timeout: 20_000 })
    await settle(page)
    // A sticky header is drawn where the window stands: a page shot from a scrolled window starts
    // with the header over its content.
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const file = `${name}-${language}-${size.width}.png`
    if (await identicalToBaseline(page, file, fullPage)) continue
    await expect(page).toHaveScreenshot(file, {
      ...SHOT,
      fullPage,
      maxDiffPixelRatio: 0.01,
      stylePath: VOLATILE_CSS,
      timeout: 15_000,
    })
  }
  await page.setViewportSize(WIDTHS[0])
}
