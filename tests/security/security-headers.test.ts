import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  inlineStyleHashes,
  originOf,
  REACT_ARIA_STYLES,
  securityHeaders,
} from '#scripts/security-headers'

/** The policy npm start sends, from the hosts config.json names (docs/deployment.md). */

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('the Content-Security-Policy of the portal', () => {
  it('same-origin API and website (the default config.json): self only, nothing inline but React Aria', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: '/api/v2', websiteBaseUrl: '' })
    expect(directive(policy, 'script-src')).toBe("'self'")
    expect(directive(policy, 'connect-src')).toBe("'self'")
    expect(directive(policy, 'img-src')).toBe("'self' data: blob:")
    expect(directive(policy, 'frame-ancestors')).toBe("'none'")
    expect(directive(policy, 'style-src')?.split(' ')).toHaveLength(1 + REACT_ARIA_STYLES.length)
    expect(policy).not.toMatch(/unsafe-|\*/)
  })

  it('an API and a website on hosts of their own: their origins and no other', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.velocity.test/api/v2',
      websiteBaseUrl: 'https://www.velocity.test/',
    })
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://api.velocity.test https://www.velocity.test",
    )
    expect(directive(policy, 'img-src')).toBe("'self' data: blob: https://www.velocity.test")
    expect(directive(policy, 'script-src')).toBe("'self'")
  })

  it('reads an origin only from an absolute http(s) base', () => {
    expect(originOf('https://api.velocity.test:8443/api/v2')).toBe('https://api.velocity.test:8443')
    expect(originOf('/api/v2')).toBeNull()
    expect(originOf('')).toBeNull()
    expect(originOf("javascript:alert('x')")).toBeNull()
  })

  it('allows an inline <style> of index.html by its hash', () => {
    const hashes = inlineStyleHashes('<head><style>.a{color:red}</style></head>')
    expect(hashes).toEqual(["'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc='"])
    expect(
      directive(contentSecurityPolicy({ apiBaseUrl: '', websiteBaseUrl: '' }, hashes), 'style-src'),
    ).toContain(hashes[0])
  })

  it('sends nosniff, same-origin referrers and no framing', () => {
    expect(securityHeaders({ apiBaseUrl: '/api/v2', websiteBaseUrl: '' })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
  })

  it('the React Aria styles it hashes are the ones the installed React Aria writes', () => {
    const require = createRequire(import.meta.url)
    const root = dirname(require.resolve('react-aria/package.json'))
    const source = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs']
      .map((file) => readFileSync(join(root, 'dist/private', file), 'utf8'))
      .join('\n')
      .replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable')
    for (const css of REACT_ARIA_STYLES) expect(source).toContain(css)
    expect(source).toContain("PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable'")
  })
})
