import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { SECOND_PART } from './second-part'

// The production build with the fixture API mounted, on its own port and a throw-away data folder.
const port = Number(process.env.E2E_PORT ?? 4318)
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'))
// Set once in the runner; the test workers inherit it and read the same build (pwa.spec.ts).
process.env.PORTAL_OUT_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-dist-'))
const outDir = process.env.PORTAL_OUT_DIR
// npm test runs the suite in two processes side by side (scripts/test.sh): E2E_PART=2 runs the spec
// files of second-part.ts, E2E_PART=1 all the others; without it, every spec runs.
const part = process.env.E2E_PART
const specs = (files: readonly string[]) => files.map((file) => `tests/e2e/${file}`)
const partFiles =
  part === '2' ? { testMatch: specs(SECOND_PART) } : part === '1' ? { testIgnore: specs(SECOND_PART) } : {}

export default defineConfig({
  testDir: '.',
  ...partFiles,
  // Playwright empties its output folder when it starts: each process has its own.
  outputDir: part === '2' ? '../../test-results/e2e-artifacts-2' : '../../test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  // One retry: a browser test that times out once on a loaded machine (CI's last run failed two, which
  // pass here in every run) does not hold a landing back, and the test command still names it as
  // flaky above its totals (scripts/list-failed-tests.ts). A test that fails twice fails.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    serviceWorkers: 'allow',
    // A failed test keeps its trace with the DOM snapshot of every step; the screencast frames are
    // left out: recording them for every test (then thrown away when it passes) cost about a tenth
    // of the suite's CPU and 3 % of its time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: '../..',
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      FIXTURE_TEST_CONTROLS: '1',
      FIXTURE_DATA_DIR: dataDir,
      FIXTURE_RESET: '1',
      PORTAL_OUT_DIR: outDir,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
