import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface PrecacheSize {
  files: number
  raw: number
  gzip: number
  largest: { url: string; gzip: number }[]
}

/** What the service worker downloads on install: the files its injected manifest lists. */
export function precacheSize(outDir: string): PrecacheSize {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8')
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
  const sizes = urls.map((url) => {
    const path = join(outDir, url)
    return { url, raw: statSync(path).size, gzip: gzipSync(readFileSync(path)).length }
  })
  return {
    files: sizes.length,
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    largest: sizes
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map(({ url, gzip }) => ({ url, gzip })),
  }
}
