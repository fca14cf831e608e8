import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** WCAG 2.1 A and AA, plus axe's best practices: all reported; serious and critical fail the suite. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const BLOCKING = new Set(['serious', 'critical'])

/**
 * axe-core exactly as @axe-core/playwright resolves it. Its AxeBuilder sends these 550 KB into the
 * page before every run, about a second each on a busy CI machine, several minutes over the suite's
 * 240-odd runs; here the source goes in once per page load and each run is one axe.run call, with the
 * options AxeBuilder's legacy mode passes (the portal has no frames to merge).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)

export interface Finding {
  rule: string
  impact: string
  help: string
  targets: string[]
}

export interface ScanScope {
  /**
   * Only these parts of the page (a dialog, a popover, the content under a changed state); the page
   * around them was scanned on its own.
   */
  include?: string | string[]
  /** A rule that is a false positive in this state, with the reason; the caller proves the reason. */
  falsePositive?: { rule: string; because: string }
}

type AxeRun = (context: unknown, options: RunOptions) => Promise<AxeResults>

/**
 * Switches the interface language with the header's select, as a user would, waits for the page to
 * show it, and runs axe over the page (or the parts `scope` names): one round trip to the page.
 * The select's change event is sent from the page itself, because a modal dialog makes the header
 * inert: the dialog then shows in the new language without being closed.
 */
export async function scanIn(page: Page, language: Language, scope: ScanScope = {}): Promise<Finding[]> {
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
    ...(scope.falsePositive ? { rules: { [scope.falsePositive.rule]: { enabled: false } } } : {}),
  }
  const run = () =>
    page.evaluate(
      async ([code, parts, runOptions]) => {
        const select = document.querySelector<HTMLSelectElement>('header select')
        if (!select) throw new Error('no language select in the header')
        if (select.value !== code) {
          select.value = code
          select.dispatchEvent(new Event('change', { bubbles: true }))
        }
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        const deadline = Date.now() + 10_000
        while (document.documentElement.lang !== code) {
          if (Date.now() > deadline) throw new Error(`the page did not switch to ${code}`)
          await frame()
        }
        // The catalog is active; React paints the new texts in the next frame.
        await frame()
        const axe = (window as unknown as { axe?: { run: AxeRun } }).axe
        if (!axe) return null
        return axe.run(parts.length > 0 ? { include: parts } : document, runOptions)
      },
      [language, [scope.include ?? []].flat(), options] as const,
    )
  let results = await run()
  if (!results) {
    await page.evaluate(AXE_SOURCE)
    results = await run()
  }
  if (!results) throw new Error('axe-core did not load into the page')
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/** Screens × languages → findings, printed as one table once every scan is done. */
export class FindingsTable {
  private readonly rows = new Map<string, Map<Language, Finding[]>>()
  private readonly exclusions = new Map<string, string>()
  private scans = 0
  private scanMs = 0

  /** The time one switch and axe run took, for the summary line. */
  timed(ms: number) {
    this.scans += 1
    this.scanMs += ms
  }

  /** A rule left out on a screen, printed with its reason under the table. */
  exclude(screen: string, falsePositive: { rule: string; because: string }) {
    this.exclusions.set(`${falsePositive.rule} on ${screen}`, falsePositive.because)
  }

  record(screen: string, language: Language, findings: Finding[]) {
    const row = this.rows.get(screen) ?? new Map<Language, Finding[]>()
    row.set(language, findings)
    this.rows.set(screen, row)
  }

  /** Every serious or critical finding, one line each, for the failure message. */
  blocking(screen: string, language: Language): string[] {
    return (this.rows.get(screen)?.get(language) ?? [])
      .filter((finding) => BLOCKING.has(finding.impact))
      .map((finding) => `${finding.impact} ${finding.rule}: ${finding.help} → ${finding.targets.join(' | ')}`)
  }

  /** 'findings (serious+critical)' per cell; the rules found anywhere listed below the table. */
  print(title: string) {
    const width = Math.max(6, ...[...this.rows.keys()].map((screen) => screen.length))
    const lines = [
      `${title}: axe findings per screen and language, as "all (serious+critical)"`,
      `${'screen'.padEnd(width)} | ${LANGUAGES.map((language) => language.padStart(7)).join(' | ')}`,
      `${'-'.repeat(width)}-|-${LANGUAGES.map(() => '-'.repeat(7)).join('-|-')}`,
    ]
    const rules = new Map<string, { impact: string; help: string; where: Set<string> }>()
    for (const [screen, row] of this.rows) {
      const cells = LANGUAGES.map((language) => {
        const findings = row.get(language)
        if (!findings) return '—'.padStart(7)
        for (const finding of findings) {
          const rule = rules.get(finding.rule) ?? {
            impact: finding.impact,
            help: finding.help,
            where: new Set(),
          }
          rule.where.add(screen)
          rules.set(finding.rule, rule)
        }
        const blocking = findings.filter((finding) => BLOCKING.has(finding.impact)).length
        return `${findings.length} (${blocking})`.padStart(7)
      })
      lines.push(`${screen.padEnd(width)} | ${cells.join(' | ')}`)
    }
    for (const [id, rule] of rules) {
      lines.push(`  ${rule.impact} ${id}: ${rule.help} (${[...rule.where].join(', ')})`)
    }
    for (const [where, because] of this.exclusions)
      lines.push(`  not run: ${where}, a false positive: ${because}`)
    lines.push(`${this.scans} scans, ${(this.scanMs / 1000).toFixed(1)} s switching language and in axe`)
    console.info(lines.join('\n'))
  }
}

/**
 * Scans what is on show in each of the four languages, switching with the header's select, and
 * records it under `screen`. The blocking findings are soft assertions, so one screen's failure
 * still leaves the whole table printed.
 */
export async function scanInEveryLanguage(
  page: Page,
  table: FindingsTable,
  screen: string,
  scope: ScanScope = {},
) {
  if (scope.falsePositive) table.exclude(screen, scope.falsePositive)
  for (const language of LANGUAGES) {
    const started = Date.now()
    const findings = await scanIn(page, language, scope)
    table.timed(Date.now() - started)
    table.record(screen, language, findings)
    expect.soft(table.blocking(screen, language), `${screen} in ${language}`).toEqual([])
  }
}
