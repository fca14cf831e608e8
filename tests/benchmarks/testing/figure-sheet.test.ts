import { describe, expect, it } from 'vitest'
import {
  type FigureSheet,
  formatFigure,
  formatValue,
  sheetMarkdown,
  sheetRows,
  sheetTable,
} from './figure-sheet'
import { figure, type SuiteFigures } from './figures'

const suite = (
  name: string,
  measuredAt: string,
  figures = [figure('first mirror', 850, 'ms', { atMost: 1000 })],
) => ({ suite: name, measuredAt, machine: { cpus: 2, loadAverage1m: 1.5 }, figures }) satisfies SuiteFigures

const sheet = (benchmarks: FigureSheet['benchmarks']): FigureSheet => ({
  generatedAt: '2026-11-25T18:00:00.000Z',
  durationMs: 60_000,
  machine: { cpus: 2, loadAverage1m: 3.25 },
  benchmarks,
})

describe('the figure sheet', () => {
  it('puts every figure of every suite side by side with its target and verdict', () => {
    const rows = sheetRows(
      sheet([
        {
          name: 'address-replica',
          status: 'ok',
          exitCode: 0,
          durationMs: 1000,
          figures: suite('address-replica', '2026-11-25T17:00:00.000Z', [
            figure('first mirror', 1250, 'ms', { atMost: 1000 }),
            figure('re-mirror, no changes', 310, 'ms'),
          ]),
        },
        {
          name: 'soak',
          status: 'ok',
          exitCode: 0,
          durationMs: 1000,
          figures: suite('soak', '2026-11-25T17:30:00.000Z', [
            figure('heap growth', 4.25, '%', { atMost: 10 }),
          ]),
        },
      ]),
    )
    expect(rows).toEqual([
      ['address-replica', 'first mirror', '1250 ms', '≤ 1000 ms', 'MISSED'],
      ['address-replica', 're-mirror, no changes', '310 ms', '', ''],
      ['soak', 'heap growth', '4.25 %', '≤ 10 %', 'met'],
    ])
  })

  it('shows a failed benchmark as failed, with why, and keeps the others', () => {
    const rows = sheetRows(
      sheet([
        { name: 'archive', status: 'failed', exitCode: 1, durationMs: 500, figures: null },
        { name: 'tabs', status: 'failed', exitCode: 0, durationMs: 500, figures: null },
        {
          name: 'soak',
          status: 'ok',
          exitCode: 0,
          durationMs: 1000,
          figures: suite('soak', '2026-11-25T17:30:00.000Z'),
        },
      ]),
    )
    expect(rows).toEqual([
      ['archive', 'benchmark failed (exit code 1); see its output', '', '', 'FAILED'],
      ['tabs', 'benchmark failed (it wrote no figures); see its output', '', '', 'FAILED'],
      ['soak', 'first mirror', '850 ms', '≤ 1000 ms', 'met'],
    ])
  })

  it('dates the figures of a suite not run this time, and leaves out one never run', () => {
    const rows = sheetRows(
      sheet([
        {
          name: 'archive',
          status: 'skipped',
          exitCode: null,
          durationMs: null,
          figures: suite('archive', '2026-11-20T09:00:00.000Z'),
        },
        { name: 'tabs', status: 'skipped', exitCode: null, durationMs: null, figures: null },
      ]),
    )
    expect(rows).toEqual([['archive (2026-11-20)', 'first mirror', '850 ms', '≤ 1000 ms', 'met']])
  })

  it('writes Markdown with the machine, the totals and escaped cells', () => {
    const markdown = sheetMarkdown(
      sheet([
        {
          name: 'tabs',
          status: 'ok',
          exitCode: 0,
          durationMs: 1000,
          figures: suite('tabs', '2026-11-25T17:00:00.000Z', [
            figure('requests | minute, five tabs', 1.6, '', { atMost: 1.65 }),
          ]),
        },
        { name: 'archive', status: 'failed', exitCode: 2, durationMs: 500, figures: null },
      ]),
    )
    expect(markdown).toContain(
      'on 2 CPUs (load average 3.25 at the end); 1 targets met, 0 missed, 1 benchmark(s) failed',
    )
    expect(markdown).toContain('| tabs | requests \\| minute, five tabs | 1.6 | ≤ 1.65 | met |')
    expect(markdown).toContain('| archive | benchmark failed (exit code 2); see its output |  |  | FAILED |')
  })

  it('aligns the terminal table in columns', () => {
    const lines = sheetTable(
      sheet([
        { name: 'soak', status: 'ok', exitCode: 0, durationMs: 1, figures: suite('soak', '2026-11-25') },
      ]),
    ).split('\n')
    expect(lines[0]).toMatch(/^suite\s+figure\s+value\s+target\s+verdict$/)
    expect(lines[2]).toMatch(/^soak\s+first mirror\s+850 ms\s+≤ 1000 ms\s+met$/)
    expect(lines[0]?.indexOf('figure')).toBe(lines[2]?.indexOf('first mirror'))
  })

  it('shows a sampled timing with its spread, runs and load average, and a count as its value alone', () => {
    const sampled = {
      ...figure('first mirror', 985, 'ms', { atMost: 1000 }),
      samples: { runs: 5, min: 950, max: 1010.25, loadAverage1m: 1.4 },
    }
    expect(formatFigure(sampled)).toBe('985 ms (950–1010.25, ×5, load 1.4)')
    expect(formatFigure(figure('precache files', 207, 'files'))).toBe('207 files')
    const rows = sheetRows(
      sheet([
        {
          name: 'address-replica',
          status: 'ok',
          exitCode: 0,
          durationMs: 1000,
          figures: suite('address-replica', '2026-11-25T17:00:00.000Z', [sampled]),
        },
      ]),
    )
    expect(rows).toEqual([
      ['address-replica', 'first mirror', '985 ms (950–1010.25, ×5, load 1.4)', '≤ 1000 ms', 'met'],
    ])
    const markdown = sheetMarkdown(
      sheet([
        { name: 'tabs', status: 'ok', exitCode: 0, durationMs: 1, figures: suite('tabs', 'x', [sampled]) },
      ]),
    )
    expect(markdown).toContain(
      '| tabs | first mirror | 985 ms (950–1010.25, ×5, load 1.4) | ≤ 1000 ms | met |',
    )
    expect(markdown).toContain('(fastest–slowest, ×runs, load average while they ran)')
  })

  it('prints values with their unit, to two decimals at most', () => {
    expect(formatValue({ value: 12.3456, unit: 'ms' })).toBe('12.35 ms')
    expect(formatValue({ value: 11.2, unit: '×' })).toBe('11.2×')
    expect(formatValue({ value: 3, unit: '' })).toBe('3')
  })
})
