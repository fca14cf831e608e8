import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { build, type Rollup } from 'vite'
import { fixtureWaybills } from '#features/shipments/print/testing/fixture-waybills'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, RUNS, reportFigures, sampledFigure } from './testing/figures'

// npm run bench: the bulk print of 50 kept waybills four-up (issue 23, item 1), in headless
// Chromium: the fixture server's real waybills kept in the replica's IndexedDB table, then read back
// and laid out with the portal's own modules (bundled from testing/label-print-page.ts), as the bulk
// print does offline. The median of RUNS (5) runs after one warm-up (pdf-lib's chunk loaded, the JIT warm).
// Target: under 2 s. `npx tsx tests/benchmarks/label-printing.ts`
const LABELS = 50
const TARGET_MS = 2000

interface Run {
  totalMs: number
  layoutMs: number
  bytes: number
  pages: number
}

declare global {
  interface Window {
    labelPrint: {
      keep(waybills: { key: number; number: string; base64: string }[]): Promise<void>
      measure(): Promise<Run>
    }
  }
}

async function main() {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: 'tests/benchmarks/testing/label-print-page.ts',
        formats: ['iife'],
        name: 'labelPrint',
        fileName: 'page',
      },
    },
  })) as Rollup.RollupOutput[]
  const code = built[0]?.output[0].code ?? ''
  const waybills = (await fixtureWaybills(LABELS)).map(({ key, number, pdf }) => ({
    key,
    number,
    base64: Buffer.from(pdf).toString('base64'),
  }))
  if (waybills.length < LABELS) throw new Error(`the fixture gave ${waybills.length} waybills, not ${LABELS}`)
  const keptBytes = waybills.reduce((sum, waybill) => sum + Buffer.from(waybill.base64, 'base64').length, 0)

  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage()
    // Any http origin has IndexedDB; this one is served from here, nothing else loads.
    await page.route('http://bench.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>bench</title>' }),
    )
    await page.goto('http://bench.test/')
    await page.addScriptTag({ content: code })
    await page.evaluate((kept) => window.labelPrint.keep(kept), waybills)
    await page.evaluate(() => window.labelPrint.measure())
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await page.evaluate(() => window.labelPrint.measure()))
    const last = runs.at(-1) as Run
    if (last.pages !== Math.ceil(LABELS / 4))
      throw new Error(`${last.pages} pages for ${LABELS} labels four-up`)
    console.info(
      `runs (ms): ${runs.map((run) => run.totalMs.toFixed(0)).join(', ')} (load average ${loadavg()[0]?.toFixed(2)})`,
    )
    reportFigures('label-printing', [
      sampledFigure(
        `build a ${LABELS}-label four-up PDF from kept waybills`,
        runs.map((run) => run.totalMs),
        'ms',
        { atMost: TARGET_MS },
      ),
      sampledFigure(
        '  of which the layout (pdf-lib)',
        runs.map((run) => run.layoutMs),
        'ms',
      ),
      figure(`  its size (${last.pages} A4 pages)`, Number((last.bytes / 1024).toFixed(0)), 'KiB'),
      figure(`  the ${LABELS} waybills as kept`, Number((keptBytes / 1024).toFixed(0)), 'KiB'),
    ])
  } finally {
    await browser.close()
  }
}

await main()
