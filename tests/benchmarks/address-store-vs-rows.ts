import { chromium } from '@playwright/test'
import { build, type Rollup } from 'vite'
import { CHROMIUM_LAUNCH } from '#tests/chromium'
import { figure, reportFigures } from './testing/figures'

// Settles the address store's design on record (issue 21, item 4): 10,000 addresses as one record
// each (primary key [account+id], no other index) against the store's blocks, in headless Chromium;
// the median of 5 runs. `npx tsx tests/benchmarks/address-store-vs-rows.ts`
const RUNS = 5
const FIGURES = [
  ['bulkPut 10,000: one record per row', 'rowsBulkPut'],
  ['bulkPut 10,000: blocks', 'blocksBulkPut'],
  ['read all: one record per row', 'rowsReadAll'],
  ['read all: blocks', 'blocksReadAll'],
  ['put one: one record per row', 'rowsPutOne'],
  ['put one: blocks', 'blocksPutOne'],
] as const
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function main() {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: 'tests/benchmarks/testing/store-vs-rows-page.ts',
        formats: ['iife'],
        name: 'storeVsRows',
        fileName: 'page',
      },
    },
  })) as Rollup.RollupOutput[]
  const code = built[0]?.output[0].code ?? ''
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const page = await browser.newPage()
  // Any http origin has IndexedDB; this one is served from here, nothing else loads.
  await page.route('http://bench.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>bench</title>' }),
  )
  await page.goto('http://bench.test/')
  await page.addScriptTag({ content: code })
  const runs: Record<string, number>[] = []
  for (let run = 0; run < RUNS; run++) {
    runs.push(
      await page.evaluate(
        (n) =>
          (
            window as unknown as { storeVsRows: { measure(n: number): Promise<Record<string, number>> } }
          ).storeVsRows.measure(n),
        run,
      ),
    )
  }
  await browser.close()
  const of = (name: string) => Number(median(runs.map((run) => run[name] ?? Number.NaN)).toFixed(1))
  reportFigures(
    'address-store-vs-rows',
    FIGURES.map(([name, key]) => figure(name, of(key), 'ms')),
  )
}

await main()
