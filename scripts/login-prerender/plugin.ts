import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createServer, type Plugin, type PluginOption } from 'vite'
import { LOCALES } from '#i18n/locales'
import { classNames, loginHtml } from './login-html'
import type { renderLogin } from './render-login'

/** dist/login/<locale>.html; scripts/login-page.ts serves /login from them. */
export const LOGIN_PAGES_DIR = 'login'

/** The stylesheets of the lists chunk-list-plugin writes into index.html (start and login chunks). */
export function listedStyles(indexHtml: string, lists: readonly string[]): string[] {
  const styles = lists.flatMap((name) => {
    const content = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(indexHtml)?.[1]
    if (content === undefined) throw new Error(`index.html has no ${name} list`)
    return content.split(' ').filter((file) => file.endsWith('.css'))
  })
  return [...new Set(styles)]
}

/**
 * Issue 25, item 1: after the app's build, the login screen is rendered to HTML in each language
 * (React's renderToString over the same components, loaded through Vite's SSR loader with the
 * app's transforms) and written beside index.html. Fails the build if the markup uses a class no
 * built stylesheet defines: the SSR loader and the build must name CSS-module classes alike.
 */
export function loginPrerenderPlugin(options: {
  plugins: () => PluginOption[]
  lists: readonly string[]
}): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  return {
    name: 'portal:login-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      root = config.root
    },
    async writeBundle() {
      const out = resolve(root, outDir)
      const indexHtml = await readFile(join(out, 'index.html'), 'utf8')
      const configJson = await readFile(join(out, 'config.json'), 'utf8')
      const styles = listedStyles(indexHtml, options.lists)
      const linked = Array.from(
        indexHtml.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
        ([, href = '']) => href,
      )
      const read = (hrefs: readonly string[]) =>
        Promise.all(hrefs.map((href) => readFile(join(out, href), 'utf8'))).then((all) => all.join('\n'))
      const loginCss = await read(styles)
      const css = `${await read(linked)}\n${loginCss}`
      // One stylesheet instead of the login's six: each is a request before the first paint.
      const loginStyles = `/assets/login-page-${createHash('sha256').update(loginCss).digest('hex').slice(0, 8)}.css`
      await writeFile(join(out, loginStyles), loginCss)
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: options.plugins(),
      })
      try {
        const module = (await server.ssrLoadModule('/scripts/login-prerender/render-login.tsx')) as {
          renderLogin: typeof renderLogin
        }
        await mkdir(join(out, LOGIN_PAGES_DIR), { recursive: true })
        for (const locale of LOCALES) {
          const { html: markup, guestOrderUrl } = await module.renderLogin(locale, configJson)
          const unstyled = classNames(markup).filter((name) => !css.includes(`.${name}`))
          if (unstyled.length > 0)
            throw new Error(`prerendered /login uses classes no built stylesheet has: ${unstyled.join(', ')}`)
          await writeFile(
            join(out, LOGIN_PAGES_DIR, `${locale}.html`),
            loginHtml(indexHtml, { locale, markup, guestOrderUrl, styles: [loginStyles] }),
          )
        }
      } finally {
        await server.close()
      }
    },
  }
}
