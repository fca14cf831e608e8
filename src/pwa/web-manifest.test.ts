import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { webManifest } from './web-manifest'

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url)

// What browsers ask of an installable web app: a name, a start URL in scope, a standalone display
// and 192 and 512 pixel icons that exist.
describe('webManifest', () => {
  it('makes the portal installable', () => {
    expect(webManifest.name).toBeTruthy()
    expect(webManifest.short_name).toBeTruthy()
    expect(webManifest.start_url).toBe('/')
    expect(webManifest.scope).toBe('/')
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(webManifest.display)
    const sizes = (webManifest.icons ?? [])
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes)
    expect(sizes).toContain('192x192')
    expect(sizes).toContain('512x512')
    expect(webManifest.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true)
  })

  it('names only icons that are in public/', () => {
    for (const icon of webManifest.icons ?? []) expect(existsSync(publicFile(icon.src)), icon.src).toBe(true)
  })

  it('is linked from index.html', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })
})
