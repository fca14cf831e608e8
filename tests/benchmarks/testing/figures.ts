import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

/**
 * One measured figure of a benchmark, in the shape the figure sheet (npm run bench) reads.
 * `target` is the promise as written in the issue or spec ("≤ 1000 ms"); `met` is null when the
 * figure has no target and is reported for context only.
 */
export interface Figure {
  name: string
  value: number
  unit: string
  target: string | null
  met: boolean | null
  /**
   * For a timing measured several times (issue 25, item 7): the value is the median of `runs`
   * samples, `min`/`max` their spread, `loadAverage1m` the machine's load when they were taken.
   * `npm run bench -- --compare` flags a change only beyond this spread.
   */
  samples?: { runs: number; min: number; max: number; loadAverage1m: number }
}

export interface SuiteFigures {
  suite: string
  measuredAt: string
  machine: { cpus: number; loadAverage1m: number }
  figures: Figure[]
}

export const figure = (
  name: string,
  value: number,
  unit: string,
  target?: { atMost?: number; atLeast?: number; text?: string },
): Figure => {
  if (!target) return { name, value, unit, target: null, met: null }
  const met =
    (target.atMost === undefined || value <= target.atMost) &&
    (target.atLeast === undefined || value >= target.atLeast)
  const text =
    target.text ??
    (target.atMost !== undefined ? `≤ ${target.atMost} ${unit}` : `≥ ${target.atLeast} ${unit}`).trim()
  return { name, value, unit, target: text, met }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Samples taken per timing figure unless a suite says otherwise (issue 25: at least 5). */
export const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5))

/**
 * A timing taken several times: its median against the target, with the spread and the load
 * average beside it. Fewer than 5 samples is a bench bug, so it throws rather than report a median
 * that cannot be told from noise.
 */
export const sampledFigure = (
  name: string,
  samples: readonly number[],
  unit: string,
  target?: { atMost?: number; atLeast?: number; text?: string },
  minimumRuns = 5,
): Figure => {
  if (samples.length < minimumRuns)
    throw new Error(`${name}: ${samples.length} samples, at least ${minimumRuns} needed`)
  // Two decimals below 10, so a score (0.94) or a keystroke's work (2.13 ms) keeps its digits.
  const rounded = (value: number) => Number(value.toFixed(Math.abs(value) < 10 ? 2 : 1))
  return {
    ...figure(name, rounded(median(samples)), unit, target),
    samples: {
      runs: samples.length,
      min: rounded(Math.min(...samples)),
      max: rounded(Math.max(...samples)),
      loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)),
    },
  }
}

/** Writes test-results/bench/<suite>.json and prints the suite's figures as a table. */
export function reportFigures(suite: string, figures: Figure[]): SuiteFigures {
  const sheet: SuiteFigures = {
    suite,
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)) },
    figures,
  }
  mkdirSync('test-results/bench', { recursive: true })
  writeFileSync(`test-results/bench/${suite}.json`, `${JSON.stringify(sheet, null, 2)}\n`)
  console.info(`\n${suite}`)
  for (const f of figures) {
    const verdict = f.met === null ? '' : f.met ? 'met' : 'MISSED'
    const spread = f.samples
      ? `   (${f.samples.min}–${f.samples.max}, ×${f.samples.runs}, load ${f.samples.loadAverage1m})`
      : ''
    console.info(
      `  ${f.name.padEnd(52)} ${`${f.value} ${f.unit}`.padStart(14)}   ${(f.target ?? '').padEnd(14)} ${verdict}${spread}`,
    )
  }
  console.info(`  written to test-results/bench/${suite}.json`)
  return sheet
}
