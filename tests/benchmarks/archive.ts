import { statSync } from 'node:fs'
import { type BrowserContext, chromium } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import {
  type ArchiveAnswer,
  addDays,
  apiGet,
  awayAndBack,
  entryOf,
  listState,
  logIn,
  measure,
  NO_THROTTLING,
  nextButton,
  PER_PAGE,
  round,
  rowsOf,
  SLOW_4G,
  STEP_TIMEOUT,
  settledList,
  showsPage,
  swissDay,
  throttle,
  typeDate,
} from './testing/archive-screen'
import { figure, RUNS, reportFigures, sampledFigure } from './testing/figures'
import { archivedRows, keepInReplica, keptArchivedCount } from './testing/kept-archive'
import { type KeystrokeRun, keystrokeFigures, percentile, takeMeasures } from './testing/keystroke-figures'
import { startPortal } from './testing/portal-server'
import { timedApiGet } from './testing/replica-probe'

// npm run bench: the Archive screen in real headless Chromium, fixture scale 10 (50,000 archived
// shipments for `customer`): page 5 kept on the device against the same page over slow 4G, a sort
// change to a kept sorting, offline filter keystrokes over the kept rows (the 'partial' list), and
// the export of ~1000 rows end to end. Prints its figures, writes test-results/bench/archive.json.
// BENCH_URL=http://localhost:8080 measures a portal already running at scale 10 instead.
const PORT = Number(process.env.BENCH_PORT ?? 4330)
/** Rounds of "away, back, page to 5" and fetches of page 5 over slow 4G. */
const PAGE_ROUNDS = Math.max(RUNS, Number(process.env.ARCHIVE_PAGE_ROUNDS ?? RUNS))
const SORT_CLICKS = 10
/** Offline filter keystrokes per run (RUNS runs). */
const FILTER_KEYSTROKES = 10
const EXPORT_MIN = 800
const EXPORT_MAX = 1000

const TARGETS = { replicaSpeedup: 10, sortP50Ms: 100 }
const ACCOUNT = 'customer'
const FILTER_WORK = 'archive:filter-work'

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
      const fetched = await timedApiGet<ArchiveAnswer>(page, page5Url)
      const first = fetched.body.data[0]?.formatted_number ?? ''
      if (first !== rowsOf(page5)[0])
        throw new Error(`the API's page 5 starts with ${first}, the kept one with ${rowsOf(page5)[0]}`)
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
    // The first filter offline reads the kept rows in and indexes them (in slices) before the
    // partial view shows; online the archive leaves them unread.
    const firstPartialStart = Date.now()
    await sender.fill('a')
    await sender.press('Enter')
    await partialNotice.waitFor({ timeout: 120_000 })
    const firstPartialMs = Date.now() - firstPartialStart
    console.info(`first partial view offline: ${firstPartialMs} ms`)
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
      figure('offline, a filter on a page never kept → its first partial view', firstPartialMs, 'ms'),
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
