import { type FigureSheet, formatFigure, formatValue } from './figure-sheet'
import type { Figure } from './figures'

/**
 * `npm run bench -- --compare <sheet.json>`: each figure against the same figure of an earlier
 * sheet. On a shared machine a timing moves from run to run, so a change is flagged only when it
 * lies beyond the spread the runs themselves showed:
 * - both sampled: the new median is outside the old [min, max] AND the old median outside the new
 *   [min, max] (the two spreads do not hold each other's middle);
 * - one side sampled (an earlier sheet from before samples were kept): the single value counts as a
 *   spread of one point, so the same rule reads "the single value lies outside the sampled
 *   spread";
 * - neither sampled (counts, sizes, a timing of one run): the change is above `tolerancePercent`
 *   of the earlier value.
 */
export const DEFAULT_TOLERANCE_PERCENT = 5

export type ChangeFlag =
  /** Beyond the spread (or tolerance), in the direction the target calls worse. */
  | 'worse'
  /** Beyond the spread (or tolerance), in the direction the target calls better. */
  | 'better'
  /** Beyond the spread (or tolerance); the figure has no target to say which way is better. */
  | 'changed'
  /** Within the spread (or tolerance): noise. */
  | ''
  | 'new'
  | 'gone'

export interface FigureChange {
  suite: string
  figure: string
  before: Figure | null
  after: Figure | null
  flag: ChangeFlag
  /** How it was judged: 'spread' or 'tolerance N %'; empty for a new or gone figure. */
  rule: string
}

/** A timing of one run (address-import-queue's ten minutes) shows no spread: it counts as unsampled. */
const sampled = (figure: Figure) => (figure.samples && figure.samples.runs > 1 ? figure.samples : null)
const spread = (figure: Figure) => sampled(figure) ?? { min: figure.value, max: figure.value }
const within = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max

/** Lower is better under an "at most" target (≤, within), higher under an "at least" one (≥). */
function betterWhenLower(figure: Figure): boolean | null {
  const target = figure.target ?? ''
  if (target.startsWith('≤') || target.startsWith('all within')) return true
  if (target.startsWith('≥')) return false
  return null
}

/** Whether a change from `before` to `after` is beyond noise, and which rule said so. */
export function judgeChange(
  before: Figure,
  after: Figure,
  tolerancePercent = DEFAULT_TOLERANCE_PERCENT,
): { beyond: boolean; rule: string } {
  if (sampled(before) || sampled(after)) {
    const beyond = !within(after.value, spread(before)) && !within(before.value, spread(after))
    return { beyond, rule: 'spread' }
  }
  const base = Math.abs(before.value)
  const change = Math.abs(after.value - before.value)
  const beyond = base === 0 ? change > 0 : (change / base) * 100 > tolerancePercent
  return { beyond, rule: `tolerance ${tolerancePercent} %` }
}

function flagOf(before: Figure, after: Figure, beyond: boolean): ChangeFlag {
  if (!beyond) return ''
  const lower = betterWhenLower(after) ?? betterWhenLower(before)
  if (lower === null) return 'changed'
  return after.value < before.value === lower ? 'better' : 'worse'
}

/** Each figure with its key: suite, name and, for a name a suite uses twice, which one it is. */
function figuresOf(sheet: FigureSheet): { suite: string; figure: Figure; key: string }[] {
  return sheet.benchmarks.flatMap((benchmark) => {
    const seen = new Map<string, number>()
    return (benchmark.figures?.figures ?? []).map((figure) => {
      const name = figure.name.trim()
      const nth = (seen.get(name) ?? 0) + 1
      seen.set(name, nth)
      return { suite: benchmark.name, figure, key: `${benchmark.name}\u0000${name}\u0000${nth}` }
    })
  })
}

/** Every figure of either sheet, in the later sheet's order, then the ones it no longer has. */
export function compareSheets(
  earlier: FigureSheet,
  later: FigureSheet,
  tolerancePercent = DEFAULT_TOLERANCE_PERCENT,
): FigureChange[] {
  const old = new Map(figuresOf(earlier).map(({ key, figure }) => [key, figure]))
  const changes: FigureChange[] = []
  for (const { suite, figure, key } of figuresOf(later)) {
    const before = old.get(key) ?? null
    old.delete(key)
    const base = { suite, figure: figure.name.trim(), before, after: figure }
    if (!before) {
      changes.push({ ...base, flag: 'new', rule: '' })
      continue
    }
    const { beyond, rule } = judgeChange(before, figure, tolerancePercent)
    changes.push({ ...base, flag: flagOf(before, figure, beyond), rule })
  }
  for (const { suite, figure, key } of figuresOf(earlier))
    if (old.has(key))
      changes.push({ suite, figure: figure.name.trim(), before: figure, after: null, flag: 'gone', rule: '' })
  return changes
}

/** The change as printed: '+12 ms (+4.1 %)'. */
export function formatChange(before: Figure, after: Figure): string {
  const difference = after.value - before.value
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±'
  const amount = formatValue({ value: Math.abs(difference), unit: after.unit })
  if (before.value === 0) return `${sign}${amount}`
  const percent = Math.abs((difference / before.value) * 100)
  return `${sign}${amount} (${sign}${Number(percent.toFixed(1))} %)`
}

const FLAG_TEXT: Record<ChangeFlag, string> = {
  worse: 'WORSE',
  better: 'better',
  changed: 'CHANGED',
  '': '',
  new: 'new',
  gone: 'gone',
}

/** The comparison as a fixed-width table for the terminal, flagged rows marked, and a count line. */
export function comparisonTable(changes: readonly FigureChange[]): string {
  const header = ['suite', 'figure', 'before', 'after', 'change', 'flag (rule)']
  const rows = changes.map((change) => [
    change.suite,
    change.figure,
    change.before ? formatFigure(change.before) : '',
    change.after ? formatFigure(change.after) : '',
    change.before && change.after ? formatChange(change.before, change.after) : '',
    change.flag && change.rule ? `${FLAG_TEXT[change.flag]} (${change.rule})` : FLAG_TEXT[change.flag],
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const count = (flag: ChangeFlag) => changes.filter((change) => change.flag === flag).length
  return [
    line(header),
    line(widths.map((width) => '─'.repeat(width))),
    ...rows.map(line),
    '',
    `${count('worse')} worse, ${count('better')} better, ${count('changed')} changed (no target) beyond ` +
      `the spread or tolerance; ${count('')} within it; ${count('new')} new, ${count('gone')} gone.`,
  ].join('\n')
}
