import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { type TestInfo, test } from '@playwright/test'
import { type Figure, figure, type SuiteFigures } from '#tests/benchmarks/testing/figures'
import type { Verdict } from './verdict'

const none = { atMost: 0, text: '0' }

/** The kinds of worker/outbox/kinds/ as the table names them. */
const KIND_NAMES: Record<string, string> = {
  saveAddress: 'address saves',
  createShipment: 'orders and offers',
  renameStandingOrder: 'standing-order renames',
  editShipment: 'shipment edits',
  requestPodEmail: 'POD e-mails',
}

/**
 * The figures every chaos scenario reports, in the order of issue 13's table, with the changes that
 * name a row made offline (issue 20, item 8) and the 409s of conflictRate.
 */
export function verdictFigures(verdict: Verdict, drainMs: number): Figure[] {
  const { injected, naming } = verdict
  // In the registry's order, so two runs' tables line up row by row.
  const order = [...Object.keys(KIND_NAMES), ...Object.keys(verdict.kinds)]
  const kinds = [...new Set(order)]
    .filter((kind) => verdict.kinds[kind] !== undefined)
    .map((kind) => figure(`  ${KIND_NAMES[kind] ?? kind}`, verdict.kinds[kind] ?? 0, 'changes'))
  return [
    figure('changes queued', verdict.queued, 'changes'),
    ...kinds,
    figure('  updates of an address made offline', naming.addressUpdates, 'changes'),
    figure('  orders naming an address made offline', naming.ordersNamingAddress, 'changes'),
    figure('  edits of an order still waiting', naming.editsOfWaitingOrders, 'changes'),
    figure('  POD e-mails of an order still waiting', naming.podsOfWaitingOrders, 'changes'),
    figure('attempts (writes that reached the server)', verdict.attempts, 'requests'),
    figure(
      'faults injected',
      injected.errors + injected.drops + injected.conflicts + injected.refusals + injected.refusedConnections,
      'faults',
    ),
    figure('  of which 500/503', injected.errors, 'faults'),
    figure('  of which 409 (key still being processed)', injected.conflicts, 'faults'),
    figure('  of which dropped after commit', injected.drops, 'faults'),
    figure('duplicates on server', verdict.duplicates, 'changes', none),
    figure('lost', verdict.lost, 'changes', none),
    figure('out of order (per row)', verdict.outOfOrderPerRow, 'pairs', none),
    figure('sent before the row they name was created', verdict.beforeTheirCreation, 'changes', none),
    figure('writes naming a temporary (negative) id', verdict.temporaryIdsSent.length, 'writes', none),
    figure('out of order (queue order overall)', verdict.outOfOrderOverall, 'pairs'),
    figure('time to drain', Number((drainMs / 1000).toFixed(1)), 's'),
  ]
}

/**
 * Prints the scenario's table and writes test-results/chaos/<scenario>.json in the figure sheet's
 * shape (tests/benchmarks/testing/figures.ts), so the lead can put them in the note.
 */
export function reportChaos(scenario: string, figures: Figure[], testInfo?: TestInfo): SuiteFigures {
  const sheet: SuiteFigures = {
    suite: `chaos-${scenario}`,
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)) },
    figures,
  }
  mkdirSync('test-results/chaos', { recursive: true })
  writeFileSync(`test-results/chaos/${scenario}.json`, `${JSON.stringify(sheet, null, 2)}\n`)
  const lines = figures.map((f) => {
    const verdict = f.met === null ? '' : f.met ? 'met' : 'MISSED'
    return `  ${f.name.padEnd(44)} ${`${f.value} ${f.unit}`.padStart(16)}   ${(f.target ?? '').padEnd(6)} ${verdict}`
  })
  const table = [`chaos: ${scenario}`, ...lines, `  written to test-results/chaos/${scenario}.json`].join(
    '\n',
  )
  console.info(`\n${table}`)
  testInfo?.annotations.push({ type: 'figures', description: table })
  return sheet
}

/** Issue 13: the whole chaos suite within 4 minutes of CI time. */
export const SUITE_BUDGET_S = 240

interface SuiteTime {
  /** The run's build folder (playwright.config.ts sets it once per run): a new run starts afresh. */
  run: string
  tests: { title: string; seconds: number }[]
  seconds: number
}

/**
 * Times every chaos test and prints the suite's running total against its CI budget (the last line
 * printed is the whole suite's), in test-results/chaos/suite.json too.
 */
export function trackSuiteTime(): void {
  let started = 0
  test.beforeEach(() => {
    started = Date.now()
  })
  test.afterEach(() => {
    const testInfo = test.info()
    const file = 'test-results/chaos/suite.json'
    const run = process.env.PORTAL_OUT_DIR ?? ''
    let suite: SuiteTime = { run, tests: [], seconds: 0 }
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as SuiteTime
      if (kept.run === run) suite = kept
    } catch {
      // No earlier test of this run: the suite starts here.
    }
    const seconds = Number(((Date.now() - started) / 1000).toFixed(1))
    suite.tests.push({ title: testInfo.title, seconds })
    suite.seconds = Number((suite.seconds + seconds).toFixed(1))
    mkdirSync('test-results/chaos', { recursive: true })
    writeFileSync(file, `${JSON.stringify(suite, null, 2)}\n`)
    console.info(
      `chaos suite: ${suite.tests.length} tests, ${suite.seconds} s so far (CI budget ${SUITE_BUDGET_S} s)`,
    )
  })
}
