import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { compareSheets, comparisonTable, DEFAULT_TOLERANCE_PERCENT } from './testing/figure-compare'
import {
  type BenchmarkResult,
  type FigureSheet,
  readSuite,
  sheetMarkdown,
  sheetTable,
} from './testing/figure-sheet'

// npm run bench: every benchmark of the project, one after another (each starts its own portal and
// Chromium), then every figure side by side in one table, written to test-results/bench/sheet.json
// and sheet.md (`npx tsx tests/benchmarks/readme-table.ts` copies it into the README).
// `npm run bench -- soak archive` runs only those; the sheet keeps the others' last figures.
// `npm run bench -- --sheet-only` runs none: the sheet of every suite's last figures.
// A benchmark that fails shows as failed in the sheet; the rest still run.
// `npm run bench -- --compare <sheet.json>` then prints each figure's change against that earlier
// sheet, flagged only beyond the runs' spread (figure-compare.ts; `--tolerance <percent>` for
// figures without samples, default 5). With --sheet-only it compares the last sheet without a run.

/** In this order: the quick ones first. Each writes test-results/bench/<name>.json (reportFigures). */
const BENCHMARKS = [
  'first-visit',
  'worker-start',
  'address-replica',
  'order-form',
  'warm-start',
  'dashboard-warm-start',
  'label-printing',
  'address-import',
  'address-import-queue',
  'scale-100',
  'archive',
  'palette',
  'tabs',
  'soak',
] as const
const DIRECTORY = 'test-results/bench'

function run(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', file], { stdio: 'inherit' })
    child.on('exit', (code) => resolve(code))
    child.on('error', () => resolve(null))
  })
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`

/** The value after `--name`, taken out of `argv` so it is not read as a benchmark's name. */
function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name)
  if (at < 0) return undefined
  const value = argv[at + 1]
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`)
  argv.splice(at, 2)
  return value
}

/** The earlier sheet to compare against, read before any run so a wrong path fails at once. */
function readEarlierSheet(path: string): FigureSheet {
  try {
    const sheet = JSON.parse(readFileSync(path, 'utf8')) as FigureSheet
    if (!Array.isArray(sheet.benchmarks)) throw new Error('it has no "benchmarks" list')
    return sheet
  } catch (error) {
    throw new Error(`--compare ${path}: not a figure sheet (${(error as Error).message})`)
  }
}

async function main() {
  const argv = process.argv.slice(2)
  const comparePath = option(argv, '--compare')
  const tolerance = Number(option(argv, '--tolerance') ?? DEFAULT_TOLERANCE_PERCENT)
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new Error('--tolerance needs a percentage ≥ 0')
  const earlier = comparePath ? readEarlierSheet(comparePath) : null
  const sheetOnly = argv.includes('--sheet-only')
  const asked = argv.filter((argument) => argument !== '--sheet-only')
  const unknown = asked.filter((name) => !(BENCHMARKS as readonly string[]).includes(name))
  if (unknown.length)
    throw new Error(`unknown benchmark(s) ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`)
  const started = Date.now()
  const results: BenchmarkResult[] = []
  for (const name of BENCHMARKS) {
    const file = `tests/benchmarks/${name}.ts`
    // A benchmark still being written is not in the checkout yet: the sheet simply lacks it.
    if (!existsSync(file)) continue
    if (sheetOnly || (asked.length && !asked.includes(name))) {
      results.push({
        name,
        status: 'skipped',
        exitCode: null,
        durationMs: null,
        figures: readSuite(DIRECTORY, name),
      })
      continue
    }
    console.info(`\n━━ ${name} (${file})`)
    const benchmarkStart = Date.now()
    const exitCode = await run(file)
    const durationMs = Date.now() - benchmarkStart
    const figures = readSuite(DIRECTORY, name)
    // Figures from an earlier run are not this run's: a benchmark that wrote none has failed.
    const fresh = figures !== null && Date.parse(figures.measuredAt) >= benchmarkStart
    const ok = exitCode === 0 && fresh
    results.push({ name, status: ok ? 'ok' : 'failed', exitCode, durationMs, figures: ok ? figures : null })
    console.info(`━━ ${name}: ${ok ? 'done' : 'FAILED'} in ${minutes(durationMs)}`)
  }

  const sheet: FigureSheet = {
    generatedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    machine: { cpus: cpus().length, loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)) },
    benchmarks: results,
  }
  mkdirSync(DIRECTORY, { recursive: true })
  writeFileSync(`${DIRECTORY}/sheet.json`, `${JSON.stringify(sheet, null, 2)}\n`)
  writeFileSync(`${DIRECTORY}/sheet.md`, sheetMarkdown(sheet))
  console.info(`\n${sheetTable(sheet)}\n`)
  for (const result of results.filter((result) => result.durationMs !== null))
    console.info(`${result.name.padEnd(22)} ${result.status.padEnd(7)} ${minutes(result.durationMs ?? 0)}`)
  if (!sheetOnly) console.info(`all benchmarks: ${minutes(sheet.durationMs)}`)
  console.info(
    `written to ${DIRECTORY}/sheet.json and sheet.md (README: npx tsx tests/benchmarks/readme-table.ts)`,
  )
  if (earlier) {
    const when = earlier.generatedAt.slice(0, 16).replace('T', ' ')
    console.info(
      `\nagainst ${comparePath} (${when} UTC, load average ${earlier.machine.loadAverage1m} at its end):\n`,
    )
    console.info(comparisonTable(compareSheets(earlier, sheet, tolerance)))
  }
  if (results.some((result) => result.status === 'failed')) process.exitCode = 1
}

await main()
