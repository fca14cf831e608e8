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
    console.info(
      `  ${f.name.padEnd(52)} ${`${f.value} ${f.unit}`.padStart(14)}   ${(f.target ?? '').padEnd(14)} ${verdict}`,
    )
  }
  console.info(`  written to test-results/bench/${suite}.json`)
  return sheet
}
