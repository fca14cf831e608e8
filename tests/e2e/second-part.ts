/**
 * The spec files npm test gives to its second Playwright process (scripts/test.sh, E2E_PART=2),
 * which starts when vitest is done and runs beside the first on a portal and fixture of its own.
 * Every other spec file runs in the first process (E2E_PART=1), so a new spec runs there unless it
 * is listed here.
 *
 * Chosen by the durations of whole runs (test-results/e2e.json): the first process starts about
 * nine minutes earlier (vitest's time), so the second takes about a quarter of the suite, and both
 * end at about the same time. The chaos specs stay together in one process: they add up their time
 * in one file (chaos/testing/report.ts) against the chaos suite's CI budget.
 */
export const SECOND_PART: readonly string[] = [
  'chaos/bulk-pod.spec.ts',
  'chaos/db-upgrade.spec.ts',
  'chaos/five-tabs.spec.ts',
  'chaos/leader-killed.spec.ts',
  'chaos/logout-mid-replay.spec.ts',
  'chaos/replay-200.spec.ts',
  'chaos/storage-pressure.spec.ts',
  'chaos/token-expiry.spec.ts',
  'traffic.spec.ts',
]
