import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { languageCookieValue } from '#i18n/language-cookie'
import { detectInitialLocale, type Locale } from '#i18n/locales'
import { LOGIN_PAGES_DIR } from './login-prerender/plugin'

/**
 * The language of the /login page a request gets, by the portal's own rule (src/i18n/locales.ts):
 * the chosen language (its cookie, written with every activation), else the browser's first
 * language if offered, else German. The start in the browser decides the same way, so it hydrates
 * the page it was sent; a language stored before the cookie existed renders anew, once.
 */
export function loginPageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim()
  return detectInitialLocale(languageCookieValue(cookie) ?? null, first || undefined)
}

/**
 * `npm start`'s preview server answers GET /login with the prerendered page of the visitor's
 * language (scripts/login-prerender/); every other path, and a build without those pages, gets
 * index.html as before. The answer varies by the cookie and the browser's languages, and is never
 * kept stale: a language change must show on the next visit.
 */
export function loginPagePlugin(outDir: string): Plugin {
  return {
    name: 'portal:login-page',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]
        if (path !== '/login') return next()
        if (request.method === 'POST') {
          // The login form sent before its script ran: nothing to do with it but show the page again.
          response.statusCode = 303
          response.setHeader('Location', request.url ?? '/login')
          response.end()
          return
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') return next()
        const locale = loginPageLanguage(request.headers.cookie, request.headers['accept-language'])
        const file = join(outDir, LOGIN_PAGES_DIR, `${locale}.html`)
        if (!existsSync(file)) return next()
        response.statusCode = 200
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.setHeader('Cache-Control', 'no-cache')
        response.setHeader('Vary', 'Cookie, Accept-Language')
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
  }
}
