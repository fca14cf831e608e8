import type { Page } from '@playwright/test'
import { type Figure, RUNS, sampledFigure } from './figures'

/** Issue 25, item 3: a keystroke's results within one frame, its main-thread work within 7 ms. */
export const KEYSTROKE_TARGETS = { keystrokeP95Ms: 16.7, workP95Ms: 7 }

/** One run of a keystroke bench: each keystroke's time to the painted results, and its work. */
export interface KeystrokeRun {
  /** ms from the keystroke to the frame after its results were on screen. */
  times: number[]
  /** ms of main-thread work, from the handler to the committed results (the app's measure). */
  work: number[]
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** The app's performance measures `name` taken since the last call, cleared. */
export function takeMeasures(page: Page, name: string): Promise<number[]> {
  return page.evaluate((measure) => {
    const durations = performance.getEntriesByName(measure).map((entry) => entry.duration)
    performance.clearMeasures(measure)
    return durations
  }, name)
}

/** Runs `run` RUNS times (at least 5): each figure is the median of the runs' own p50 or p95. */
export async function sampleRuns(run: (round: number) => Promise<KeystrokeRun>): Promise<KeystrokeRun[]> {
  const runs: KeystrokeRun[] = []
  for (let round = 0; round < RUNS; round++) runs.push(await run(round))
  return runs
}

/** `<what> keystroke p50`, `… p95` (≤ 16.7 ms) and `… main-thread work p95` (≤ 7 ms), sampled. */
export function keystrokeFigures(what: string, runs: readonly KeystrokeRun[]): Figure[] {
  const each = (pick: (run: KeystrokeRun) => number[], p: number) =>
    runs.map((run) => percentile(pick(run), p)).filter((value) => !Number.isNaN(value))
  const count = runs.reduce((sum, run) => sum + run.times.length, 0)
  return [
    sampledFigure(
      `${what} keystroke p50 (${count} keystrokes)`,
      each((run) => run.times, 50),
      'ms',
    ),
    sampledFigure(
      `${what} keystroke p95`,
      each((run) => run.times, 95),
      'ms',
      {
        atMost: KEYSTROKE_TARGETS.keystrokeP95Ms,
      },
    ),
    sampledFigure(
      `${what} keystroke main-thread work p95`,
      each((run) => run.work, 95),
      'ms',
      {
        atMost: KEYSTROKE_TARGETS.workP95Ms,
      },
    ),
  ]
}
