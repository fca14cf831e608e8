import { describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures } from '#scripts/list-failed-tests'

describe('the failed tests listed above the totals line', () => {
  it('names each failed vitest test with its file and the first line of its message', () => {
    const lines = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a keeps b', status: 'passed' },
              {
                fullName: 'a keeps c',
                status: 'failed',
                failureMessages: ['\u001b[31mAssertionError: 1 !== 2\u001b[39m\n at x'],
              },
            ],
          },
          {
            name: '/repo/src/ok.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'ok', status: 'passed' }],
          },
        ],
      },
      '/repo',
    )
    expect(lines).toEqual(['src/a.test.ts › a keeps c: AssertionError: 1 !== 2'])
  })

  it('names a vitest file that failed before any of its tests ran', () => {
    const lines = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/b.test.ts',
            status: 'failed',
            message: 'Cannot find module x',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    )
    expect(lines).toEqual(['b.test.ts: Cannot find module x'])
  })

  it('names each unexpected Playwright result with its file and line, in nested suites too, and leaves flaky ones out', () => {
    const lines = playwrightFailures({
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            { title: 'passes', line: 3, tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'flaky',
              line: 9,
              tests: [{ status: 'flaky', results: [{ error: { message: 'once' } }, {}] }],
            },
          ],
          suites: [
            {
              title: 'group',
              specs: [
                {
                  title: 'breaks',
                  line: 20,
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'Timeout\nmore' } }] }],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(lines).toEqual(['a.spec.ts:20 › breaks: Timeout'])
  })

  it('names the browser tests that passed only on their retry apart from the failed ones', () => {
    const report = {
      suites: [
        {
          title: 'b.spec.ts',
          file: 'b.spec.ts',
          specs: [
            {
              title: 'once',
              line: 4,
              tests: [{ status: 'flaky', results: [{ error: { message: 'Timeout 60000ms' } }, {}] }],
            },
            {
              title: 'twice',
              line: 8,
              tests: [{ status: 'unexpected', results: [{ error: { message: 'boom' } }] }],
            },
          ],
        },
      ],
    }
    expect(playwrightFailures(report, 'flaky')).toEqual(['b.spec.ts:4 › once: Timeout 60000ms'])
    expect(playwrightFailures(report)).toEqual(['b.spec.ts:8 › twice: boom'])
  })
})
