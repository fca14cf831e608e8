import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '#tests/chromium'

export interface ScriptSize {
  url: string
  raw: number
  gzip: number
}

/** Every script a first visit to /login downloads (service worker aside), raw and gzip-compressed. */
export async function loginJavaScript(base: string): Promise<ScriptSize[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage()
    const scripts: ScriptSize[] = []
    const reads: Promise<void>[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (!url.endsWith('.js') || url.endsWith('/sw.js')) return
      reads.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body).length })
        }),
      )
    })
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
    await Promise.all(reads)
    return scripts.sort((a, b) => b.gzip - a.gzip)
  } finally {
    await browser.close()
  }
}
