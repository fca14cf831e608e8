import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { matchTitle, type TestCall, testCalls } from '#tests/rules-map/test-titles'

/**
 * Keeps docs/rules-map.md true: every rule of the audit checklist has one row, and every test a row
 * names exists with that whole title. The checklist lives outside the repository
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
/** Separates the tests of a cell; titles contain "; " and "›", never this. */
const NEXT_TEST = '<br>'

interface Row {
  line: number
  area: string
  id: string
  status: string
  /** Each test as its file's path and the rest: the title, or `describe › title`. */
  tests: { path: string; name: string }[]
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
        tests:
          tests === ''
            ? []
            : tests.split(NEXT_TEST).map((test) => {
                const [path = '', ...name] = test.split(' › ')
                return { path, name: name.join(' › ') }
              }),
      })
    })
  return { rows, problems }
}

const { rows, problems } = readMap()
const files = new Map<string, TestCall[] | null>()
function callsOf(path: string): TestCall[] | null {
  if (!files.has(path)) {
    const file = `${ROOT}${path}`
    files.set(path, existsSync(file) ? testCalls(readFileSync(file, 'utf8'), path) : null)
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

  it('names test files that exist and, in each, one test by its whole title', () => {
    const wrong: string[] = []
    for (const row of rows) {
      for (const { path, name } of row.tests) {
        if (!TEST_FILE.test(path) || path.includes('..')) {
          wrong.push(`${row.id}: "${path}" is not a test file path`)
          continue
        }
        const calls = callsOf(path)
        if (calls === null) {
          wrong.push(`${row.id}: ${path} does not exist`)
          continue
        }
        const match = matchTitle(calls, name)
        if (match === 'missing') wrong.push(`${row.id}: ${path} has no test titled "${name}"`)
        if (match === 'ambiguous') wrong.push(`${row.id}: ${path} has several "${name}"; name the describe`)
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

describe('the title matcher', () => {
  // The modifier forms are spelled out of parts, so that no skipped or focused call stands in this file.
  const skipped = ['describe', 'skip'].join('.')
  const focused = ['it', 'only'].join('.')
  const source = `
    import { describe, it, test } from 'vitest'
    // a comment that mentions shows the offline notice
    describe('login form', () => {
      it('shows the offline notice when there is no connection', () => {})
      it.each(['de', 'fr'])('greets in %s', () => {})
      for (const locale of ['de', 'fr']) test(\`\${locale} › dashboard\`, () => {})
      ${skipped}('after a logout', () => {
        ${focused}('shows the form', () => {})
      })
      it('shows the form', () => {})
    })
    test.describe('Playwright', () => {
      test('keeps the session', async () => {
        await test.step('opens the page', async () => {})
      })
    })
  `
  const calls = testCalls(source, 'inline.test.tsx')

  it('finds a test by its whole title, as a template is written, and with its describe titles', () => {
    expect(matchTitle(calls, 'shows the offline notice when there is no connection')).toBe('found')
    expect(matchTitle(calls, 'greets in %s')).toBe('found')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the map names a template title as it is written
    expect(matchTitle(calls, '${locale} › dashboard')).toBe('found')
    expect(matchTitle(calls, 'after a logout › shows the form')).toBe('found')
    expect(matchTitle(calls, 'login form › after a logout › shows the form')).toBe('found')
    expect(matchTitle(calls, 'Playwright › keeps the session')).toBe('found')
  })

  it('refuses a fragment of a title, text outside a test call and a describe title alone', () => {
    expect(matchTitle(calls, 'shows the offline notice')).toBe('missing')
    expect(matchTitle(calls, 'when there is no connection')).toBe('missing')
    expect(matchTitle(calls, 'a comment that mentions')).toBe('missing')
    expect(matchTitle(calls, 'opens the page')).toBe('missing')
    expect(matchTitle(calls, 'after a logout')).toBe('missing')
  })

  it('asks for the describe titles nearest a test where two tests share a title', () => {
    expect(matchTitle(calls, 'shows the form')).toBe('ambiguous')
    expect(matchTitle(calls, 'login form › shows the form')).toBe('found')
  })
})
