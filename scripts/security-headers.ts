import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The response headers the portal is served with (docs/deployment.md). The Content-Security-Policy
 * allows scripts, workers and styles from the portal's own origin only, and network calls and
 * images from the two hosts config.json names: the API and the public website.
 */

export interface HostConfig {
  apiBaseUrl: string
  websiteBaseUrl: string
}

/** The origin of a configured base URL; a relative base ('/api/v2', '') is the portal's own. */
export function originOf(baseUrl: string): string | null {
  if (!/^https?:\/\//i.test(baseUrl.trim())) return null
  try {
    return new URL(baseUrl).origin
  } catch {
    return null
  }
}

function sources(...extra: (string | null)[]): string {
  return ["'self'", ...new Set(extra.filter((source) => source !== null))].join(' ')
}

function sha256Source(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}

/**
 * The two <style> elements React Aria adds at run time, word for word (react-aria's usePress and,
 * on iOS, usePreventScroll). They are allowed by their hashes and nothing else inline is;
 * tests/security/security-headers.test.ts checks the installed React Aria still writes them so.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const

/** sha256 sources of the inline <style> elements of index.html (a static first paint may have one). */
export function inlineStyleHashes(html: string): string[] {
  return Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi), ([, css = '']) => sha256Source(css))
}

export function contentSecurityPolicy(config: HostConfig, styleHashes: readonly string[] = []): string {
  const api = originOf(config.apiBaseUrl)
  const website = originOf(config.websiteBaseUrl)
  return [
    "default-src 'self'",
    // No inline script, no eval: the build emits none, and a planted one must not run.
    "script-src 'self'",
    // The sync worker and the service worker come from the portal itself.
    "worker-src 'self'",
    `style-src ${sources(...REACT_ARIA_STYLES.map(sha256Source), ...styleHashes)}`,
    // data: for the small icons the build inlines into CSS; team and news images from the website.
    `img-src ${sources('data:', 'blob:', website)}`,
    "font-src 'self' data:",
    `connect-src ${sources(api, website)}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(config: HostConfig, styleHashes: readonly string[] = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, styleHashes),
    'X-Content-Type-Options': 'nosniff',
    // Reset links carry their hash in the path: no other host ever sees a portal URL.
    'Referrer-Policy': 'same-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
  }
}

function readConfig(outDir: string): HostConfig {
  const defaults = {
    apiBaseUrl: process.env.VITE_API_BASE_URL ?? '/api/v2',
    websiteBaseUrl: process.env.VITE_WEBSITE_BASE_URL ?? '',
  }
  const file = join(outDir, 'config.json')
  if (!existsSync(file)) return defaults
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof HostConfig, unknown>>
    return {
      apiBaseUrl: typeof json.apiBaseUrl === 'string' ? json.apiBaseUrl : defaults.apiBaseUrl,
      websiteBaseUrl: typeof json.websiteBaseUrl === 'string' ? json.websiteBaseUrl : defaults.websiteBaseUrl,
    }
  } catch {
    // The app itself falls back to its defaults on a broken file; so does the policy.
    return defaults
  }
}

/**
 * `npm start`'s preview server sends the headers with every answer. config.json is read per
 * request, so an edited dist/config.json (no rebuild, as the README allows) changes the policy too.
 */
export function securityHeadersPlugin(outDir: string): Plugin {
  const indexHtml = join(outDir, 'index.html')
  return {
    name: 'portal-security-headers',
    configurePreviewServer(server) {
      const styleHashes = existsSync(indexHtml) ? inlineStyleHashes(readFileSync(indexHtml, 'utf8')) : []
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders(readConfig(outDir), styleHashes))) {
          response.setHeader(name, value)
        }
        next()
      })
    },
  }
}
