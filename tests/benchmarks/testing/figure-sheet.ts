import { existsSync, readFileSync } from 'node:fs'
import type { Figure, SuiteFigures } from './figures'

/** One benchmark script's part of the sheet: its figures, or why there are none. */
export interface BenchmarkResult {
  name: string
  /** ok: ran and reported; failed: exited with an error; skipped: not asked for this time. */
  status: 'ok' | 'failed' | 'skipped'
  exitCode: number | null
  durationMs: number | null
  /** The suite's latest figures; for a skipped benchmark, those of an earlier run if there are any. */
  figures: SuiteFigures | null
}

export interface FigureSheet {
  generatedAt: string
  /** Wall-clock time of the benchmarks run this time. */
  durationMs: number
  machine: { cpus: number; loadAverage1m: number }
  benchmarks: BenchmarkResult[]
}

/** The figures a benchmark wrote to test-results/bench/<suite>.json, if any. */
export function readSuite(directory: string, suite: string): SuiteFigures | null {
  const file = `${directory}/${suite}.json`
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SuiteFigures
  } catch {
    return null
  }
}

/** A figure's value as printed: up to two decimals, with its unit ('12.5 ms', '3 %', '11.2×'). */
export function formatValue(figure: Pick<Figure, 'value' | 'unit'>): string {
  const value = Number.isInteger(figure.value)
    ? String(figure.value)
    : String(Number(figure.value.toFixed(2)))
  if (!figure.unit) return value
  return figure.unit === '×' ? `${value}×` : `${value} ${figure.unit}`
}

/**
 * A sampled figure's median with its spread, runs and load beside it ('985 ms (950–1010, ×5,
 * load 1.4)'), so a reader of the sheet sees how far one run strays before calling a change; a
 * figure taken once is its value alone.
 */
export function formatFigure(figure: Pick<Figure, 'value' | 'unit' | 'samples'>): string {
  const value = formatValue(figure)
  if (!figure.samples) return value
  const { runs, min, max, loadAverage1m } = figure.samples
  const bare = (number: number) => formatValue({ value: number, unit: '' })
  return `${value} (${bare(min)}–${bare(max)}, ×${runs}, load ${bare(loadAverage1m)})`
}

const verdict = (figure: Figure) => (figure.met === null ? '' : figure.met ? 'met' : 'MISSED')

/** Rows of the sheet: suite, figure, value, target, verdict; a failed benchmark is one row saying so. */
export function sheetRows(sheet: FigureSheet): [string, string, string, string, string][] {
  const rows: [string, string, string, string, string][] = []
  for (const benchmark of sheet.benchmarks) {
    if (benchmark.status === 'failed') {
      const why =
        benchmark.exitCode === null
          ? 'killed'
          : benchmark.exitCode === 0
            ? 'it wrote no figures'
            : `exit code ${benchmark.exitCode}`
      rows.push([benchmark.name, `benchmark failed (${why}); see its output`, '', '', 'FAILED'])
      continue
    }
    if (!benchmark.figures) continue
    const suite =
      benchmark.status === 'skipped'
        ? `${benchmark.name} (${benchmark.figures.measuredAt.slice(0, 10)})`
        : benchmark.name
    for (const figure of benchmark.figures.figures)
      rows.push([suite, figure.name.trim(), formatFigure(figure), figure.target ?? '', verdict(figure)])
  }
  return rows
}

const HEADER = ['suite', 'figure', 'value', 'target', 'verdict'] as const

/** The sheet as a fixed-width table for the terminal. */
export function sheetTable(sheet: FigureSheet): string {
  const rows = sheetRows(sheet)
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(HEADER), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join('\n')
}

const escapeCell = (cell: string) => cell.replaceAll('|', '\\|')

/** The sheet as a Markdown table, with the run's machine and date above it. */
export function sheetMarkdown(sheet: FigureSheet): string {
  const rows = sheetRows(sheet)
  const met = rows.filter((row) => row[4] === 'met').length
  const missed = rows.filter((row) => row[4] === 'MISSED').length
  const failed = sheet.benchmarks.filter((benchmark) => benchmark.status === 'failed').length
  return [
    `Measured ${sheet.generatedAt.slice(0, 16).replace('T', ' ')} UTC on ${sheet.machine.cpus} CPUs ` +
      `(load average ${sheet.machine.loadAverage1m} at the end); ${met} targets met, ${missed} missed` +
      `${failed ? `, ${failed} benchmark(s) failed` : ''}. A date after a suite: not run this time, its last figures. ` +
      'A timing is the median of its runs: (fastest–slowest, ×runs, load average while they ran).',
    '',
    '| Suite | Figure | Value | Target | Verdict |',
    '| --- | --- | ---: | --- | --- |',
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
    '',
  ].join('\n')
}
