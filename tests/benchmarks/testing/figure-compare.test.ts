import { describe, expect, it } from 'vitest'
import { compareSheets, comparisonTable, formatChange, judgeChange } from './figure-compare'
import type { FigureSheet } from './figure-sheet'
import { type Figure, figure } from './figures'

const sampled = (
  value: number,
  min: number,
  max: number,
  target?: { atMost?: number; atLeast?: number },
) => ({
  ...figure('first mirror', value, 'ms', target),
  samples: { runs: 5, min, max, loadAverage1m: 2.1 },
})

const sheet = (figures: Record<string, Figure[]>): FigureSheet => ({
  generatedAt: '2026-11-28T01:00:00.000Z',
  durationMs: 1,
  machine: { cpus: 2, loadAverage1m: 1 },
  benchmarks: Object.entries(figures).map(([name, list]) => ({
    name,
    status: 'ok',
    exitCode: 0,
    durationMs: 1,
    figures: {
      suite: name,
      measuredAt: '2026-11-28T00:00:00.000Z',
      machine: { cpus: 2, loadAverage1m: 1 },
      figures: list,
    },
  })),
})

const flagOf = (before: Figure, after: Figure, tolerance?: number) =>
  compareSheets(sheet({ s: [before] }), sheet({ s: [after] }), tolerance)[0]?.flag

describe('comparing two figure sheets', () => {
  it('calls noise a new median inside the old spread, even far from the old median', () => {
    expect(flagOf(sampled(500, 400, 900, { atMost: 1000 }), sampled(850, 820, 870, { atMost: 1000 }))).toBe(
      '',
    )
  })

  it('calls noise a change whose old median lies inside the new, wider spread', () => {
    expect(flagOf(sampled(500, 480, 520, { atMost: 1000 }), sampled(700, 450, 950, { atMost: 1000 }))).toBe(
      '',
    )
  })

  it('flags a timing whose spreads no longer hold each other’s median, worse or better by its target', () => {
    expect(flagOf(sampled(500, 480, 520, { atMost: 1000 }), sampled(600, 560, 640, { atMost: 1000 }))).toBe(
      'worse',
    )
    expect(flagOf(sampled(600, 560, 640, { atMost: 1000 }), sampled(500, 480, 520, { atMost: 1000 }))).toBe(
      'better',
    )
    const score = (value: number, min: number, max: number) => ({
      ...figure('Lighthouse', value, '', { atLeast: 0.95 }),
      samples: { runs: 5, min, max, loadAverage1m: 2 },
    })
    expect(flagOf(score(0.9, 0.88, 0.92), score(0.96, 0.95, 0.97))).toBe('better')
    expect(flagOf(sampled(500, 480, 520), sampled(600, 560, 640))).toBe('changed')
  })

  it('treats a single earlier value as a spread of one point against a sampled one', () => {
    expect(flagOf(figure('first mirror', 985, 'ms'), sampled(900, 880, 990))).toBe('')
    expect(
      flagOf(figure('first mirror', 985, 'ms', { atMost: 1000 }), sampled(900, 880, 950, { atMost: 1000 })),
    ).toBe('better')
  })

  it('flags a figure without samples only beyond the tolerance, and says which rule it used', () => {
    const size = (value: number) => figure('precache size', value, 'KB')
    expect(flagOf(size(1000), size(1049))).toBe('')
    expect(flagOf(size(1000), size(1051))).toBe('changed')
    expect(flagOf(size(1000), size(1051), 10)).toBe('')
    expect(judgeChange(size(1000), size(1051), 5).rule).toBe('tolerance 5 %')
    expect(judgeChange(sampled(1, 1, 1), size(1)).rule).toBe('spread')
    expect(flagOf(figure('sent twice', 0, ''), figure('sent twice', 1, ''))).toBe('changed')
    const once = (value: number) => ({
      ...size(value),
      samples: { runs: 1, min: value, max: value, loadAverage1m: 1 },
    })
    expect(flagOf(once(570), once(590))).toBe('')
    expect(judgeChange(once(570), once(590)).rule).toBe('tolerance 5 %')
  })

  it('lists figures that are new or gone, and matches figures by suite and name', () => {
    const changes = compareSheets(
      sheet({ a: [figure('kept', 10, 'ms'), figure('dropped', 1, 'ms')], b: [figure('kept', 10, 'ms')] }),
      sheet({ a: [figure('kept', 10, 'ms'), figure('added', 2, 'ms')], b: [figure('kept', 30, 'ms')] }),
    )
    expect(changes.map((change) => [change.suite, change.figure, change.flag])).toEqual([
      ['a', 'kept', ''],
      ['a', 'added', 'new'],
      ['b', 'kept', 'changed'],
      ['a', 'dropped', 'gone'],
    ])
  })

  it('tells apart two figures of one suite that share a name, by their order', () => {
    const heap = (page: number, worker: number) => [figure('JIT', page, 'MB'), figure('JIT', worker, 'MB')]
    const changes = compareSheets(sheet({ soak: heap(0.5, 0.07) }), sheet({ soak: heap(0.5, 0.07) }))
    expect(changes.map((change) => change.flag)).toEqual(['', ''])
  })

  it('prints each change with its sign, percentage and rule, and counts the flags', () => {
    expect(formatChange(figure('x', 500, 'ms'), figure('x', 550, 'ms'))).toBe('+50 ms (+10 %)')
    expect(formatChange(figure('x', 0.94, ''), figure('x', 0.9, ''))).toBe('−0.04 (−4.3 %)')
    const table = comparisonTable(
      compareSheets(
        sheet({ s: [sampled(500, 480, 520, { atMost: 1000 })] }),
        sheet({ s: [sampled(600, 560, 640, { atMost: 1000 })] }),
      ),
    )
    expect(table).toContain('500 ms (480–520, ×5, load 2.1)')
    expect(table).toContain('+100 ms (+20 %)')
    expect(table).toContain('WORSE (spread)')
    expect(table).toContain(
      '1 worse, 0 better, 0 changed (no target) beyond the spread or tolerance; 0 within it',
    )
  })
})
