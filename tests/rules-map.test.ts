import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Keeps docs/rules-map.md true: every rule of the audit checklist has one row, and every test a row
 * names exists with that title. The checklist lives outside the repository
 * (../shared/spec/rules.md), so its "Rule counts" table is copied here. A fresh clone without that
 * folder still checks the map against this table and against the code.
 */
const RULE_COUNTS: Readonly<Record<string, number>> = {
  AUTH: 38,
  LAYOUT: 47,
  I18N: 16,
  TRACK: 21,
  DASH: 48,
  SWITCH: 14,
  ACTIVE: 55,
  ARCH: 44,
  PAGE: 7,
  ADDR: 58,
  ORDER: 100,
  CONFIRM: 38,
  OFFER: 16,
  PRICE: 26,
  STAND: 53,
  PROFILE: 41,
  REG: 43,
  API: 105,
  ERR: 9,
  CONST: 18,
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const MAP_FILE = `${ROOT}docs/rules-map.md`
const SPEC_RULES = `${ROOT}../shared/spec/rules.md`

const STATUS = /^(covered|gap|not built \(issue [1-9]\d*\))$/
const RULE_ID = /^([A-Z][A-Z0-9]*)-(\d{3})$/
const TEST_FILE = /^(src|worker|tests|fixture-api)\/[\w.\-/]+\.(test|spec)\.tsx?$/
/** Tests in a cell are separated by "; " where the next one starts with a test file's path. */
const NEXT_TEST = /; (?=(?:src|worker|tests|fixture-api)\/[\w.\-/]+\.(?:test|spec)\.tsx? › )/

interface Row {
  line: number
  area: string
  id: string
  status: string
  tests: string[][]
  note: string
}

/** Splits a table line at the pipes that are not escaped as \|. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'))
}

function readMap(): { rows: Row[]; problems: string[] } {
  const rows: Row[] = []
  const problems: string[] = []
  let area: string | undefined
  readFileSync(MAP_FILE, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = index + 1
      const heading = /^## ([A-Z][A-Z0-9]*) — /.exec(text)
      if (heading) {
        area = heading[1]
        return
      }
      if (!text.startsWith('|')) return
      const [id = '', status = '', tests = '', note = '', ...extra] = cells(text)
      if (id === 'Rule' || /^-+$/.test(id)) return
      if (!area) {
        problems.push(`line ${line}: a row before the first area heading`)
        return
      }
      if (extra.length > 0) problems.push(`line ${line}: more than four cells`)
      rows.push({
        line,
        area,
        id,
        status,
        note,
        tests: tests === '' ? [] : tests.split(NEXT_TEST).map((test) => test.split(' › ')),
      })
    })
  return { rows, problems }
}

const { rows, problems } = readMap()
const files = new Map<string, string | null>()
function sourceOf(path: string): string | null {
  if (!files.has(path)) {
    const file = `${ROOT}${path}`
    files.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null)
  }
  return files.get(path) ?? null
}

describe('docs/rules-map.md', () => {
  it('is a table per area, four cells a row', () => {
    expect(problems).toEqual([])
    expect(rows.length).toBeGreaterThan(0)
  })

  it('has well-formed, unique rule ids, each under its own area heading', () => {
    const wrong = rows
      .filter((row) => RULE_ID.exec(row.id)?.[1] !== row.area)
      .map((row) => `line ${row.line}: ${row.id} under ${row.area}`)
    expect(wrong).toEqual([])
    const ids = rows.map((row) => row.id)
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index)
    expect(twice).toEqual([])
  })

  it('has as many rows per area as rules.md counts', () => {
    const counted: Record<string, number> = {}
    for (const row of rows) counted[row.area] = (counted[row.area] ?? 0) + 1
    expect(counted).toEqual(RULE_COUNTS)
  })

  it('numbers the rules of each area 001 upwards without holes', () => {
    const holes: string[] = []
    for (const area of Object.keys(RULE_COUNTS)) {
      const numbers = rows.filter((row) => row.area === area).map((row) => Number(row.id.slice(-3)))
      const expected = Array.from({ length: numbers.length }, (_, index) => index + 1)
      if (JSON.stringify(numbers) !== JSON.stringify(expected)) holes.push(area)
    }
    expect(holes).toEqual([])
  })

  it('gives every row an allowed status, tests for covered rows and a note for gaps', () => {
    const wrong: string[] = []
    for (const row of rows) {
      if (!STATUS.test(row.status)) wrong.push(`${row.id}: status "${row.status}"`)
      if (row.status === 'covered' && row.tests.length === 0) wrong.push(`${row.id}: covered by no test`)
      if (row.status === 'gap' && row.note === '') wrong.push(`${row.id}: a gap without a note`)
    }
    expect(wrong).toEqual([])
  })

  it('names test files that exist and contain the given titles', () => {
    const wrong: string[] = []
    for (const row of rows) {
      for (const [path = '', ...titles] of row.tests) {
        if (!TEST_FILE.test(path) || path.includes('..')) {
          wrong.push(`${row.id}: "${path}" is not a test file path`)
          continue
        }
        if (titles.length === 0) wrong.push(`${row.id}: ${path} without a test title`)
        const source = sourceOf(path)
        if (source === null) {
          wrong.push(`${row.id}: ${path} does not exist`)
          continue
        }
        for (const title of titles) {
          if (title === '' || !source.includes(title)) wrong.push(`${row.id}: ${path} has no "${title}"`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('lists exactly the rules of rules.md, when the shared spec folder is present', () => {
    // CI runs on a fresh clone without ../shared: there the counts above stand in for the list.
    if (existsSync(SPEC_RULES)) {
      const specIds = [...readFileSync(SPEC_RULES, 'utf8').matchAll(/^- \[([A-Z][A-Z0-9]*-\d{3})\]/gm)].map(
        (match) => match[1],
      )
      expect(rows.map((row) => row.id).sort()).toEqual(specIds.sort())
    }
  })
})
