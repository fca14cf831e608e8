import type { CDPSession, Page } from '@playwright/test'
import { lastSuccess, settled, timedApiGet, until } from './replica-probe'

// The Archive screen as the archive bench drives it: a probe in the page that reads the list as
// shown and times an action until the list shows what it should, painted; the user's steps
// (log in, leave and come back, type a date), the API read with the portal's token, and slow 4G.
export const PER_PAGE = 20
export const STEP_TIMEOUT = 60_000

/** Chrome DevTools' 'Slow 4G' preset (latency and throughput as DevTools applies them). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.4 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (675 * 1000 * 0.9) / 8,
}
export const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }

declare global {
  interface Window {
    __archiveBench?: {
      /** The list as shown: 'Entry a - b of n' and the numbers of the rows. */
      state(): string
      /** Starts a measurement: from the next `event` (and key) until the list shows `expected`, painted. */
      arm(event: string, key: string | null, expected: string, timeoutMs: number): void
      result: Promise<number> | null
    }
  }
}

/**
 * Installed in the page as a string: functions passed to page.evaluate are compiled by tsx, which
 * may wrap named functions in helpers the page does not have.
 */
export const PROBE = `(() => {
  const list = () => {
    const pages = [...document.querySelectorAll('main nav')].find((nav) => nav.querySelector('select'))
    const entry = pages?.querySelector('[aria-live]')?.textContent?.trim() ?? ''
    const rows = [...document.querySelectorAll('main table tbody tr')].map(
      (row) => row.querySelector('td:nth-child(2)')?.textContent?.trim() ?? '?',
    )
    return entry + '|' + rows.join(',')
  }
  const bench = {
    state: list,
    result: null,
    arm(event, key, expected, timeoutMs) {
      let startAt = null
      const onEvent = (e) => {
        if (startAt === null && (key === null || e.key === key)) startAt = performance.now()
      }
      document.addEventListener(event, onEvent, { capture: true })
      bench.result = new Promise((resolve, reject) => {
        let done = false
        const finish = () => {
          done = true
          observer.disconnect()
          clearTimeout(timer)
          document.removeEventListener(event, onEvent, { capture: true })
        }
        const check = () => {
          if (done || startAt === null || list() !== expected) return
          finish()
          // The frame after the commit: paint starts then.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - startAt), 0))
        }
        const observer = new MutationObserver(check)
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        const timer = setTimeout(() => {
          finish()
          reject(new Error('the list never showed ' + expected.slice(0, 120) + '…; it shows ' + list().slice(0, 120) + '…'))
        }, timeoutMs)
      })
    },
  }
  window.__archiveBench = bench
})()`

export const round = (value: number) => Number(value.toFixed(1))

export async function installProbe(page: Page): Promise<void> {
  if (await page.evaluate(() => window.__archiveBench === undefined)) await page.evaluate(PROBE)
}

export async function listState(page: Page): Promise<string> {
  await installProbe(page)
  return page.evaluate(() => window.__archiveBench?.state() ?? '')
}

/** Waits until the list satisfies `check` and has stayed the same for `quietMs`; answers its state. */
export function settledList(
  page: Page,
  what: string,
  check: (state: string) => boolean,
  quietMs = 300,
): Promise<string> {
  return settled(() => listState(page), check, what, { quietMs, timeoutMs: STEP_TIMEOUT })
}

export const rowsOf = (state: string) => (state.split('|')[1] ?? '').split(',').filter(Boolean)
export const entryOf = (state: string) => state.split('|')[0] ?? ''
/** A full page of rows at entries `start`…: 'Entry 81 - 100 of 50000', 20 rows. */
export const showsPage = (state: string, start: number, total: number) =>
  entryOf(state).startsWith(`Entry ${start} - ${start + PER_PAGE - 1} of ${total}`) &&
  rowsOf(state).length === PER_PAGE

/** Runs `action` and answers ms from its `event` in the page until the list shows `expected`, painted. */
export async function measure(
  page: Page,
  event: 'click' | 'keydown',
  key: string | null,
  expected: string,
  action: () => Promise<void>,
): Promise<number> {
  await installProbe(page)
  await page.evaluate(([name, which, want]) => window.__archiveBench?.arm(name, which, want, 15_000), [
    event,
    key,
    expected,
  ] as const)
  await action()
  return page.evaluate(() => {
    const result = window.__archiveBench?.result
    if (!result) throw new Error('the probe was not armed')
    return result
  })
}

/** An API GET with the portal's own token (localStorage 'token', src/api/session.ts). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await timedApiGet<T>(page, path)).body
}

export async function throttle(cdp: CDPSession, conditions: typeof SLOW_4G): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', conditions)
}

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })

/** Client-side navigation through the main navigation, as a user leaves and comes back. */
export async function awayAndBack(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const archiveHeading = page.getByRole('heading', { level: 1, name: 'Archive', exact: true })
  await nav.getByRole('link', { name: 'Active shipments' }).click()
  await page.waitForURL(/\/active$/)
  // Left only once the Archive is gone: a pending navigation cut short would keep its state.
  await archiveHeading.waitFor({ state: 'detached' })
  await nav.getByRole('link', { name: 'Archive' }).click()
  await page.waitForURL(/\/archive$/)
  await archiveHeading.waitFor()
}

export async function logIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  await page.click('form button[type=submit]')
  await page.getByTestId('user-menu').waitFor({ timeout: STEP_TIMEOUT })
  // The texts below are the English ones: the footer's language buttons name themselves.
  const english = page.getByRole('button', { name: 'English', exact: true })
  await english.click()
  await page.waitForFunction(() => document.documentElement.lang.startsWith('en'), undefined, {
    timeout: 10_000,
  })
  await until(async () => (await lastSuccess(page)) !== null)
}

/** Types a day, DD.MM.YYYY, into a date field's segments. */
export async function typeDate(page: Page, label: string, day: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(day.replaceAll('.', ''))
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
export const swissDay = (iso: string) => iso.split('-').reverse().join('.')
export const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000))

export interface ArchiveAnswer {
  pagination: { total: number }
  data: { formatted_number: string; visier_date: string | null }[]
}
