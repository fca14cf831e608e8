// Prints the name of every failed test from the JSON reports of one test-command run (scripts/test.sh),
// just above its totals line: CI keeps only the tail of the output, and a count without names sends
// whoever reads it back to a run of a quarter of an hour.
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

interface VitestReport {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { error?: PlaywrightError }[] }[]
  }[]
}

interface PlaywrightError {
  message?: string
  stack?: string
  /** Where the failing step is in the test's code. */
  location?: { file: string; line: number }
}

// The first line of a failure's message, enough to tell a timeout from an assertion.
const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? ''

const readJson = <T>(path: string): T | undefined => {
  if (!existsSync(path)) return undefined
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return undefined
  }
}

export function vitestFailures(report: VitestReport, root: string): string[] {
  const lines: string[] = []
  for (const file of report.testResults) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed)
      lines.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (file.status === 'failed' && failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`)
  }
  return lines
}

/**
 * A browser test's failure on one line: its first line, what was expected and received, and where
 * in the test's code (a spec waits at many places, and the first line alone does not say which).
 */
function playwrightSummary(error: PlaywrightError | undefined): string {
  const lines = stripVTControlCharacters(error?.message ?? '').split('\n')
  const value = (label: string) =>
    lines
      .find((line) => line.trimStart().startsWith(`${label}:`))
      ?.trim()
      .slice(label.length + 1)
      .trim()
  const expected = value('Expected')
  const received = value('Received')
  const place = error?.location ? `${error.location.file.split('/').pop()}:${error.location.line}` : null
  // A page object's wait (bell.ts) is reached from many lines of a spec: the spec's own line too.
  const specLine = error?.stack?.match(/([\w.-]+\.spec\.ts:\d+)/)?.[1]
  const where =
    place && specLine && !place.startsWith(specLine) ? `${place} via ${specLine}` : (place ?? specLine)
  return [
    firstLine(error?.message),
    expected !== undefined && received !== undefined ? `(expected ${expected}, received ${received})` : null,
    where ? `at ${where}` : null,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The browser tests that failed ('unexpected'), or with `status` 'flaky', those that passed only on their retry. */
export function playwrightFailures(
  report: { suites?: PlaywrightSuite[] },
  status: 'unexpected' | 'flaky' = 'unexpected',
): string[] {
  const lines: string[] = []
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== status) continue
        const error = test.results.map((result) => result.error).find((each) => each?.message)
        lines.push(`${file}:${spec.line} › ${spec.title}: ${playwrightSummary(error)}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file)
  }
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title)
  return lines
}

function main() {
  const [vitestPath, ...playwrightPaths] = process.argv.slice(2)
  const failed: string[] = []
  const flaky: string[] = []
  const vitest = vitestPath ? readJson<VitestReport>(vitestPath) : undefined
  if (vitest) failed.push(...vitestFailures(vitest, process.cwd()))
  for (const path of playwrightPaths) {
    const report = readJson<{ suites?: PlaywrightSuite[] }>(path)
    if (!report) continue
    failed.push(...playwrightFailures(report))
    flaky.push(...playwrightFailures(report, 'flaky'))
  }
  // A browser test that passed only on its retry counts as passed, and is named all the same.
  print('passed only on their retry (flaky):', flaky)
  print('failed tests:', failed)
}

function print(heading: string, lines: string[]) {
  if (lines.length === 0) return
  console.info(heading)
  for (const line of lines) console.info(`  ✘ ${line.slice(0, 400)}`)
}

if (process.argv[1]?.endsWith('list-failed-tests.ts')) main()
