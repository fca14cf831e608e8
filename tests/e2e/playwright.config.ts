import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'

// The production build with the fixture API mounted, on its own port and a throw-away data folder.
const port = Number(process.env.E2E_PORT ?? 4318)
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'))
// Set once in the runner; the test workers inherit it and read the same build (pwa.spec.ts).
process.env.PORTAL_OUT_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-dist-'))
const outDir = process.env.PORTAL_OUT_DIR

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
