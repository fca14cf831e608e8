import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, median, reportFigures, sampledFigure } from './testing/figures'
import { startPortal } from './testing/portal-server'
import { growthBeyondData, type ReplicaSize, replicaSize, totalBytes } from './testing/replica-size'
import { censusFigures, deskCensus } from './testing/soak-census'
import { emptyRecord, liveHours, SLOTS_PER_HOUR } from './testing/soak-day'
import { backToDashboard, type Desk, openDesk } from './testing/soak-desk'
import { ROUTES_VISITED } from './testing/soak-tour'

// npm run bench (not CI): a desk's day (issue 25, item 5), eight hours on a fake clock. One desk of
// `customer` with five tabs, and beside it, in lockstep on the same server, a desk with one tab
// that lives the same day: a poll every five minutes (96), 2,000 router navigations over every
// route (spread over the tabs in turn; the one tab takes them all), a batch of 25 changes queued
// offline and replayed back online every hour (200), and a shipment moved on every five minutes.
// The pages run on Playwright's clock, the sync workers on soak-worker-clock.ts's (Playwright's
// does not reach a dedicated worker). After a warm-up hour and at the day's end, on the
// dashboard: every tab's page and sync worker heap after a forced GC, their listeners,
// MessagePorts, comlink proxies and Dexie live queries (heap-census.ts), the replica's size per
// store (replica-size.ts) and, per fake hour, the API requests of five tabs against one tab's.
// This folds in the 1,000-navigation soak of issue 13 (same tour, same census, now over five tabs).
// SOAK_PORT (default 4560), SOAK_HOURS (8), SOAK_NAVIGATIONS (2000), SOAK_TABS (5),
// SOAK_WARM_UP_HOURS (1), SOAK_URL (a running portal with FIXTURE_TEST_CONTROLS=1).
const PORT = Number(process.env.SOAK_PORT ?? 4560)
const HOURS = Number(process.env.SOAK_HOURS ?? 8)
const NAVIGATIONS = Number(process.env.SOAK_NAVIGATIONS ?? 2000)
const TABS = Number(process.env.SOAK_TABS ?? 5)
const WARM_UP_HOURS = Number(process.env.SOAK_WARM_UP_HOURS ?? 1)
const REQUEST_RATIO = 1.1
/** The replica may grow by the day's rows; anything beyond, at most this share of its size. */
const BEYOND_DATA_PERCENT = 1

/** A timing: the median of its samples (sampledFigure); a short trial run may have fewer than 5. */
const timing = (name: string, samples: number[], unit: string) =>
  samples.length >= 5
    ? sampledFigure(name, samples, unit)
    : figure(`${name} (${samples.length} runs)`, round(median(samples), 1), unit)

const round = (value: number, digits = 2) => Number(value.toFixed(digits))
const kb = (bytes: number) => round(bytes / 1024, 1)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

function printReplica(before: ReplicaSize, after: ReplicaSize): void {
  console.info('\nReplica per store (records, rows, KB): before → after')
  for (const name of Object.keys({ ...before, ...after }).sort()) {
    const [was, is] = [before[name], after[name]]
    console.info(
      `  ${name.padEnd(20)} ${was?.records ?? 0}/${was?.rows ?? 0}/${kb(was?.bytes ?? 0)} → ${is?.records ?? 0}/${is?.rows ?? 0}/${kb(is?.bytes ?? 0)}`,
    )
  }
}

/** API requests per fake hour of the day, for each desk; prints them side by side by endpoint too. */
function requestsByHour(desks: readonly Desk[]): number[][] {
  const perHour = desks.map((desk) =>
    Array.from({ length: HOURS }, (_, hour) => desk.calls.filter((call) => call.hour === hour).length),
  )
  console.info(`\nAPI requests per fake hour (${desks.map((desk) => desk.name).join(' | ')}):`)
  for (let hour = 0; hour < HOURS; hour++)
    console.info(
      `  hour ${hour + 1}: ${perHour.map((counts) => String(counts[hour]).padStart(5)).join(' | ')}`,
    )
  const endpoints = new Map<string, number[]>()
  for (const [index, desk] of desks.entries())
    for (const call of desk.calls.filter((c) => c.hour >= 0 && c.hour < HOURS)) {
      const counts = endpoints.get(call.endpoint) ?? desks.map(() => 0)
      counts[index] = (counts[index] ?? 0) + 1
      endpoints.set(call.endpoint, counts)
    }
  console.info('Over the day, per endpoint:')
  for (const [endpoint, counts] of [...endpoints].sort(([a], [b]) => a.localeCompare(b)))
    console.info(`  ${endpoint.padEnd(36)} ${counts.map((count) => String(count).padStart(5)).join(' | ')}`)
  return perHour
}

async function main() {
  const started = Date.now()
  const server = process.env.SOAK_URL
    ? { base: process.env.SOAK_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startPortal(PORT, { FIXTURE_TEST_CONTROLS: '1' })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const desk = await openDesk(browser, server.base, `${TABS} tabs`, TABS)
    const single = await openDesk(browser, server.base, '1 tab', 1)
    const desks = [desk, single]
    console.info(`desks open (${((Date.now() - started) / 60_000).toFixed(1)} min), load ${load()}`)
    const plan = { navigationsPerDay: NAVIGATIONS, slotsPerDay: HOURS * SLOTS_PER_HOUR }
    const dayStart = Date.now() + WARM_UP_HOURS * 3_600_000
    const offsets = desks.map(() => 0)
    const mark = Date.now().toString(36).slice(-4)
    await liveHours(
      desks,
      server.base,
      { ...plan, fromHour: -WARM_UP_HOURS, toHour: 0 },
      dayStart,
      offsets,
      null,
      mark,
    )
    await backToDashboard(desk)
    const before = await deskCensus(desk)
    const sizeBefore = await replicaSize(desk.tabs[0]?.page ?? never())
    console.info(`baseline after a warm-up of ${WARM_UP_HOURS} fake hour(s), load ${load()}`)

    const dayReal = Date.now()
    const record = emptyRecord(desks.length)
    await liveHours(
      desks,
      server.base,
      { ...plan, fromHour: 0, toHour: HOURS },
      dayStart,
      offsets,
      record,
      mark,
    )
    const dayMinutes = (Date.now() - dayReal) / 60_000
    for (const d of desks) d.hour = HOURS
    await backToDashboard(desk)
    const after = await deskCensus(desk)
    const sizeAfter = await replicaSize(desk.tabs[0]?.page ?? never())

    console.info(`routes: ${ROUTES_VISITED.join(' ')}`)
    console.info(`before ${JSON.stringify(before)}`)
    console.info(`after  ${JSON.stringify(after)}`)
    printReplica(sizeBefore, sizeAfter)
    const [five = [], one = []] = requestsByHour(desks)
    const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0)
    const hourRatios = five.map((count, hour) => count / Math.max(one[hour] ?? 0, 1))
    const queued = record.batches.reduce((sum, batch) => sum + batch.queued, 0) / desks.length
    const beyond = growthBeyondData(sizeBefore, sizeAfter)
    const errors = desks.flatMap((d) => d.pageErrors)
    reportFigures('soak', [
      figure('fake hours of the day (after a warm-up hour)', HOURS, 'h'),
      figure(`tabs of the desk (beside a one-tab desk)`, TABS, ''),
      figure('polls (5 minutes of fake time each)', record.polls, ''),
      figure(`poll rounds that reached the server, ${TABS} tabs`, record.pollsWithRequests[0] ?? 0, '', {
        atLeast: record.polls,
      }),
      figure(`router navigations over ${ROUTES_VISITED.length} routes`, record.navigations, ''),
      figure('changes queued offline and replayed, per desk', queued, ''),
      figure('shipments moved on by the fixture', record.advances, ''),
      timing('router navigation, real time (all tabs)', record.navigationMs, 'ms'),
      sampledFigure(
        `poll round until no request in flight, ${TABS} tabs, real time`,
        record.pollRoundMs,
        'ms',
      ),
      timing('replay of 25 changes back online, real time', record.replayMs, 'ms'),
      figure(`API requests over the day, ${TABS} tabs`, total(five), ''),
      figure('API requests over the day, 1 tab', total(one), ''),
      figure(
        `${TABS} tabs ÷ 1 tab, API requests over the day`,
        round(total(five) / Math.max(total(one), 1)),
        '×',
        {
          atMost: REQUEST_RATIO,
        },
      ),
      figure(`${TABS} tabs ÷ 1 tab, the worst fake hour`, round(Math.max(...hourRatios)), '×'),
      ...censusFigures(before, after),
      figure('replica size, before', kb(totalBytes(sizeBefore)), 'KB'),
      figure('replica size, after', kb(totalBytes(sizeAfter)), 'KB'),
      figure('replica growth beyond the day’s rows', kb(beyond), 'KB', {
        atMost: kb((totalBytes(sizeBefore) * BEYOND_DATA_PERCENT) / 100),
        text: `≤ ${BEYOND_DATA_PERCENT} % of before`,
      }),
      figure('uncaught page errors', errors.length, '', { atMost: 0 }),
    ])
    if (errors.length) console.info(`page errors: ${[...new Set(errors)].slice(0, 5).join(' | ')}`)
    console.info(
      `the clocks jumped ${((offsets[0] ?? 0) / 3_600_000).toFixed(2)} h in all; the day took ${dayMinutes.toFixed(1)} min real, the whole bench ${((Date.now() - started) / 60_000).toFixed(1)} min; load ${load()}`,
    )
  } finally {
    await browser.close()
    server.stop()
  }
}

function never(): never {
  throw new Error('the desk has no tab')
}

await main()
