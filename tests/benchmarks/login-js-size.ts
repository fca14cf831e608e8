import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'

// Prints the JavaScript a first visit to /login downloads, raw and gzip-compressed, from a running
// production build (npm start). Usage: npx tsx tests/benchmarks/login-js-size.ts [base URL]
const base = process.argv[2] ?? 'http://localhost:8080'
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const page = await browser.newPage()
const scripts: { url: string; raw: number; gzip: number }[] = []
page.on('response', async (response) => {
  const url = response.url()
  if (!url.endsWith('.js') || url.endsWith('/sw.js')) return
  const body = await response.body()
  scripts.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body).length })
})
await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
await browser.close()

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
  console.info(`${kb(script.gzip).padStart(8)} KB gzip ${kb(script.raw).padStart(8)} KB raw  ${script.url}`)
}
const total = scripts.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }), {
  raw: 0,
  gzip: 0,
})
console.info(
  `${kb(total.gzip).padStart(8)} KB gzip ${kb(total.raw).padStart(8)} KB raw  total, ${scripts.length} files (target: at most 200 KB gzip)`,
)
