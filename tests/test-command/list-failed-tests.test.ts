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

  it('says what a failed Playwright assertion expected and received, and where in the test it failed', () => {
    const message = [
      '\u001b[31mError: expect(received).toBe(expected) // Object.is equality\u001b[39m',
      '',
      'Expected: \u001b[32m1\u001b[39m',
      'Received: \u001b[31m0\u001b[39m',
      'Call Log:',
      '- Timeout 30000ms exceeded while waiting on the predicate',
    ].join('\n')
    const lines = playwrightFailures({
      suites: [
        {
          title: 'n.spec.ts',
          file: 'n.spec.ts',
          specs: [
            {
              title: 'tells once',
              line: 214,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message,
                        stack: `${message}\n    at Bell.expectUnread (/repo/tests/e2e/pages/bell.ts:31:57)\n    at /repo/tests/e2e/n.spec.ts:231:8`,
                        location: { file: '/repo/tests/e2e/pages/bell.ts', line: 31 },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(lines).toEqual([
      'n.spec.ts:214 › tells once: Error: expect(received).toBe(expected) // Object.is equality (expected 1, received 0) at bell.ts:31 via n.spec.ts:231',
    ])
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
