import { statSync } from 'node:fs'
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, RUNS, reportFigures, sampledFigure } from './testing/figures'
import { archivedRows, keepInReplica, keptArchivedCount } from './testing/kept-archive'
import { type KeystrokeRun, keystrokeFigures, percentile, takeMeasures } from './testing/keystroke-figures'
import { startPortal } from './testing/portal-server'
import { lastSuccess, until } from './testing/replica-probe'

// npm run bench: the Archive screen in real headless Chromium, fixture scale 10 (50,000 archived
// shipments for `customer`): page 5 kept on the device against the same page over slow 4G, a sort
// change to a kept sorting, offline filter keystrokes over the kept rows (the 'partial' list), and
// the export of ~1000 rows end to end. Prints its figures, writes test-results/bench/archive.json.
// BENCH_URL=http://localhost:8080 measures a portal already running at scale 10 instead.
const PORT = Number(process.env.BENCH_PORT ?? 4330)
const PER_PAGE = 20
/** Rounds of "away, back, page to 5" and fetches of page 5 over slow 4G. */
const PAGE_ROUNDS = Math.max(RUNS, Number(process.env.ARCHIVE_PAGE_ROUNDS ?? RUNS))
const SORT_CLICKS = 10
/** Offline filter keystrokes per run (RUNS runs). */
const FILTER_KEYSTROKES = 10
const EXPORT_MIN = 800
const EXPORT_MAX = 1000
const STEP_TIMEOUT = 60_000

/** Chrome DevTools' 'Slow 4G' preset (latency and throughput as DevTools applies them). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.4 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (675 * 1000 * 0.9) / 8,
}
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }

const TARGETS = { replicaSpeedup: 10, sortP50Ms: 100 }
const ACCOUNT = 'customer'
const FILTER_WORK = 'archive:filter-work'

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
const PROBE = `(() => {
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

const round = (value: number) => Number(value.toFixed(1))

async function installProbe(page: Page): Promise<void> {
  if (await page.evaluate(() => window.__archiveBench === undefined)) await page.evaluate(PROBE)
}

async function listState(page: Page): Promise<string> {
  await installProbe(page)
  return page.evaluate(() => window.__archiveBench?.state() ?? '')
}

/** Waits until the list satisfies `check` and has stayed the same for `quietMs`; answers its state. */
async function settledList(
  page: Page,
  what: string,
  check: (state: string) => boolean,
  quietMs = 300,
): Promise<string> {
  const deadline = Date.now() + STEP_TIMEOUT
  let last = ''
  let since = Date.now()
  for (;;) {
    const state = await listState(page)
    if (state !== last) {
      last = state
      since = Date.now()
    } else if (check(state) && Date.now() - since >= quietMs) {
      return state
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out; the list shows ${state.slice(0, 160)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const rowsOf = (state: string) => (state.split('|')[1] ?? '').split(',').filter(Boolean)
const entryOf = (state: string) => state.split('|')[0] ?? ''
/** A full page of rows at entries `start`…: 'Entry 81 - 100 of 50000', 20 rows. */
const showsPage = (state: string, start: number, total: number) =>
  entryOf(state).startsWith(`Entry ${start} - ${start + PER_PAGE - 1} of ${total}`) &&
  rowsOf(state).length === PER_PAGE

/** Runs `action` and answers ms from its `event` in the page until the list shows `expected`, painted. */
async function measure(
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
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    })
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    return response.json()
  }, path)
}

async function throttle(cdp: CDPSession, conditions: typeof SLOW_4G): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', conditions)
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })

/** Client-side navigation through the main navigation, as a user leaves and comes back. */
async function awayAndBack(page: Page): Promise<void> {
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

async function logIn(page: Page, base: string): Promise<void> {
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
async function typeDate(page: Page, label: string, day: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(day.replaceAll('.', ''))
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const swissDay = (iso: string) => iso.split('-').reverse().join('.')
const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000))

interface ArchiveAnswer {
  pagination: { total: number }
  data: { formatted_number: string; visier_date: string | null }[]
}

async function main() {
  const server = process.env.BENCH_URL
    ? { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startPortal(PORT, { FIXTURE_SCALE: '10' })
  const BASE = server.base
  let context: BrowserContext | undefined
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    context = await browser.newContext({
      locale: 'de-CH',
      timezoneId: 'Europe/Zurich',
      acceptDownloads: true,
    })
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_TIMEOUT)
    await logIn(page, BASE)
    const total = (await apiGet<ArchiveAnswer>(page, '/api/v2/shipments/archive?count=1&offset=0')).pagination
      .total
    if (total < 40_000) console.warn(`only ${total} archived shipments: is the fixture at scale 10?`)
    console.info(`logged in, ${total} archived shipments`)

    // 1. Page 5: kept online, then again from the replica with the network at slow 4G.
    await page.goto(`${BASE}/archive`)
    const pageStates: string[] = []
    pageStates.push(await settledList(page, 'archive page 1', (state) => showsPage(state, 1, total)))
    for (let index = 1; index < 5; index++) {
      const before = pageStates[index - 1] ?? ''
      await nextButton(page).click()
      pageStates.push(
        await settledList(
          page,
          `archive page ${index + 1}`,
          (state) =>
            showsPage(state, index * PER_PAGE + 1, total) &&
            rowsOf(state).every((row) => !rowsOf(before).includes(row)),
        ),
      )
    }
    const page5 = pageStates[4] ?? ''
    console.info('pages 1–5 kept online')

    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await throttle(cdp, SLOW_4G)
    const replicaPage5: number[] = []
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      await awayAndBack(page)
      await settledList(page, 'page 1 again', (state) => state === pageStates[0], 100)
      for (let index = 1; index < 4; index++) {
        await nextButton(page).click()
        await settledList(page, `page ${index + 1} again`, (state) => state === pageStates[index], 100)
      }
      replicaPage5.push(await measure(page, 'click', null, page5, () => nextButton(page).click()))
    }
    console.info('page 5 from the replica')

    const page5Url = `/api/v2/shipments/archive?count=${PER_PAGE}&offset=${4 * PER_PAGE}&sorting[field]=visier_datum&sorting[direction]=desc`
    const networkPage5: number[] = []
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      const fetched = await page.evaluate(async (url) => {
        const start = performance.now()
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
          cache: 'no-store',
        })
        const body = (await response.json()) as ArchiveAnswer
        return { ms: performance.now() - start, first: body.data[0]?.formatted_number ?? '' }
      }, page5Url)
      if (fetched.first !== rowsOf(page5)[0])
        throw new Error(
          `the API's page 5 starts with ${fetched.first}, the kept one with ${rowsOf(page5)[0]}`,
        )
      networkPage5.push(fetched.ms)
    }
    if (percentile(networkPage5, 50) < SLOW_4G.latency)
      console.warn('page 5 came faster than slow 4G allows: was the throttling applied?')
    console.info('page 5 over slow 4G')

    // 2. A sort change to a kept sorting: 'Reference' ascending and descending, both kept online.
    await throttle(cdp, NO_THROTTLING)
    const reference = page.getByRole('button', { name: 'Reference', exact: true })
    await reference.click()
    const byReferenceAsc = await settledList(
      page,
      'sorted by reference, ascending',
      (state) => showsPage(state, 1, total) && rowsOf(state)[0] !== rowsOf(page5)[0],
    )
    await reference.click()
    const byReferenceDesc = await settledList(
      page,
      'sorted by reference, descending',
      (state) => showsPage(state, 1, total) && state !== byReferenceAsc,
    )
    if (byReferenceAsc === byReferenceDesc) throw new Error('both reference sortings show the same rows')
    await throttle(cdp, SLOW_4G)
    const sortChanges: number[] = []
    for (let click = 0; click < SORT_CLICKS; click++) {
      const expected = click % 2 === 0 ? byReferenceAsc : byReferenceDesc
      sortChanges.push(await measure(page, 'click', null, expected, () => reference.click()))
      // Let the refresh the click asked for land before the next click (the network is slow).
      await page.waitForTimeout(1500)
    }
    await throttle(cdp, NO_THROTTLING)
    console.info('sort changes')

    // 3. Offline, a filter on a list never kept: the kept rows filtered on the device ('partial'),
    // with every archived shipment kept, as on a desk that paged through the whole archive. Put in
    // while another screen shows: the archive page reads every kept row again after each write.
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Active shipments' }).click()
    await page.waitForURL(/\/active$/)
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
    await keepInReplica(page, await archivedRows(BASE, token, ACCOUNT), ACCOUNT)
    const keptRows = await keptArchivedCount(page, ACCOUNT)
    if (keptRows < total) throw new Error(`only ${keptRows} of ${total} archived shipments kept`)
    await nav.getByRole('link', { name: 'Archive' }).click()
    await page.waitForURL(/\/archive$/)
    await settledList(page, 'page 1, default order', (state) => state === pageStates[0])
    console.info(`${keptRows} archived rows kept`)

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Open filter' }).click()
    const sender = page.locator('input[name="sender"]')
    const partialNotice = page.getByText('This page is not kept on this device.', { exact: false })
    /** The list the sender filter `text` shows offline, applied with Enter. */
    const applySender = async (text: string) => {
      await sender.fill(text)
      await sender.press('Enter')
      await partialNotice.waitFor({ timeout: 10_000 })
      return settledList(page, `offline, sender '${text}'`, () => true)
    }
    const candidates = ['a', 'e', 'i', 'n', 'r', 'o', 'u', 'l']
    const shown = new Map<string, string>()
    let pair: [string, string] | undefined
    for (const letter of candidates) {
      const state = await applySender(letter)
      if (rowsOf(state).length === 0) continue
      const other = [...shown].find(([, seen]) => seen !== state)
      shown.set(letter, state)
      if (other) {
        pair = [other[0], letter]
        break
      }
    }
    if (!pair) throw new Error('no two sender letters give different lists over the kept rows')
    const [first, second] = pair
    const filterRuns: KeystrokeRun[] = []
    let partialRows = 0
    for (let run = 0; run < RUNS; run++) {
      await takeMeasures(page, FILTER_WORK)
      const times: number[] = []
      for (let stroke = 0; stroke < FILTER_KEYSTROKES; stroke++) {
        const letter = stroke % 2 === 0 ? first : second
        // The list shows the other letter's result now; the keystroke replaces the letter.
        if ((await listState(page)) === shown.get(letter))
          await applySender(stroke % 2 === 0 ? second : first)
        await sender.fill(letter)
        const expected = shown.get(letter) ?? ''
        partialRows = Math.max(partialRows, Number(entryOf(expected).match(/of (\d+)/)?.[1] ?? 0))
        times.push(await measure(page, 'keydown', 'Enter', expected, () => sender.press('Enter')))
      }
      filterRuns.push({ times, work: await takeMeasures(page, FILTER_WORK) })
    }
    await context.setOffline(false)
    console.info(`offline filter keystrokes (sender '${first}' / '${second}')`)

    // 4. Export: a date range with 800–1000 results, the whole result as export.xlsx.
    await page.getByRole('button', { name: 'Reset', exact: true }).click()
    await settledList(page, 'the unfiltered list', (state) => showsPage(state, 1, total))
    const latest = (await apiGet<ArchiveAnswer>(page, '/api/v2/shipments/archive?count=1&offset=0')).data[0]
      ?.visier_date
    if (!latest) throw new Error('the newest archived shipment has no delivery date')
    const to = addDays(latest, -7)
    let span = 13
    let from = addDays(to, -span)
    let found = 0
    for (let attempt = 0; attempt < 12; attempt++) {
      from = addDays(to, -span)
      found = (
        await apiGet<ArchiveAnswer>(
          page,
          `/api/v2/shipments/archive?count=1&offset=0&filter[from]=${from}&filter[to]=${to}`,
        )
      ).pagination.total
      if (found >= EXPORT_MIN && found <= EXPORT_MAX) break
      const perDay = found / (span + 1) || 1
      span = Math.max(0, span + Math.round(((EXPORT_MIN + EXPORT_MAX) / 2 - found) / perDay))
    }
    if (found < EXPORT_MIN || found > EXPORT_MAX)
      throw new Error(`no date range up to ${to} with ${EXPORT_MIN}–${EXPORT_MAX} results (last: ${found})`)
    await typeDate(page, 'From date', swissDay(from))
    await typeDate(page, 'To date', swissDay(to))
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const filtered = await settledList(page, `the archive from ${from} to ${to}`, (state) =>
      showsPage(state, 1, found),
    )
    const exportTotal = Number(entryOf(filtered).match(/of (\d+)/)?.[1])
    if (exportTotal !== found) throw new Error(`the list says ${entryOf(filtered)}, the API ${found}`)
    const exportButton = page.getByRole('button', { name: 'Export', exact: true })
    await exportButton.waitFor()
    if (!(await exportButton.isEnabled())) throw new Error(`Export is disabled for ${exportTotal} results`)
    const exportStart = Date.now()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      exportButton.click(),
    ])
    const file = await download.path()
    const exportMs = Date.now() - exportStart
    const exportBytes = statSync(file).size
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('the export has no sheet')
    const exportRows = sheet.actualRowCount - 1
    if (exportRows !== exportTotal)
      throw new Error(`export.xlsx has ${exportRows} data rows, the list ${exportTotal} results`)
    console.info('exported')

    await browser.close()

    console.info(`offline filter on sender '${first}' / '${second}', up to ${partialRows} partial results`)
    console.info(`export ${from} to ${to}`)
    reportFigures('archive', [
      figure('archived shipments (customer)', total, ''),
      sampledFigure('page 5 from the replica, slow 4G', replicaPage5, 'ms'),
      sampledFigure('page 5 from the API, slow 4G', networkPage5, 'ms'),
      figure('replica vs network', round(percentile(networkPage5, 50) / percentile(replicaPage5, 50)), '×', {
        atLeast: TARGETS.replicaSpeedup,
        text: `≥ ${TARGETS.replicaSpeedup}×`,
      }),
      sampledFigure('sort by Reference (kept)', sortChanges, 'ms', {
        atMost: TARGETS.sortP50Ms,
      }),
      figure('sort by Reference (kept), p95', round(percentile(sortChanges, 95)), 'ms'),
      figure('archived shipments kept for the offline filter', keptRows, ''),
      ...keystrokeFigures('offline filter', filterRuns),
      figure(`export of ${exportRows} rows, click → file`, exportMs, 'ms'),
      figure('export.xlsx size', round(exportBytes / 1024), 'KiB'),
    ])
  } finally {
    await context
      ?.browser()
      ?.close()
      .catch(() => undefined)
    server.stop()
  }
}

await main()
