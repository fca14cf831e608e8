import { describe, expect, it } from 'vitest'
import { loginPageLanguage } from '#scripts/login-page'
import { classNames, loginHtml } from '#scripts/login-prerender/login-html'
import { listedStyles } from '#scripts/login-prerender/plugin'
import { renderLogin } from '#scripts/login-prerender/render-login'

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <title>Velocity Kurier</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <meta name="start-chunks" content="/assets/start-1.js /assets/start-1.css /assets/shell-1.css">
    <meta name="login-chunks" content="/assets/login-1.js /assets/auth-1.css /assets/shell-1.css">
  </head>
  <body>
    <div id="root">
      <div class="first-paint" aria-hidden="true"><div class="first-paint-card"></div></div>
    </div>
  </body>
</html>`

const CONFIG = '{"apiBaseUrl":"/api/v2","websiteBaseUrl":""}'

describe('the login page the build writes per language', () => {
  it('holds the markup in #root with what the start compares, the page’s language and its stylesheet', () => {
    const html = loginHtml(INDEX_HTML, {
      locale: 'fr',
      markup: '<link rel="preload" as="image" href="/icons/icon.svg"/><div class="page"><form></form></div>',
      guestOrderUrl: '/{locale}/guest-order',
      styles: ['/assets/login-page-1.css'],
    })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain(
      '<div id="root" data-prerendered="login" data-locale="fr" data-guest-order-url="/{locale}/guest-order"><div class="page"><form></form></div></div>',
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login-page-1.css">')
    // React's preload of the header image goes to the head, out of the tree React hydrates.
    expect(head).toContain('<link rel="preload" as="image" href="/icons/icon.svg"/>')
    // The static shell stays at hand for a start in another language.
    expect(html).toMatch(/<template id="first-paint">\s*<div class="first-paint"/)
    expect(html.match(/<div id="root"/g)).toHaveLength(1)
  })

  it('escapes what it writes into attributes', () => {
    const html = loginHtml(INDEX_HTML, {
      locale: 'de',
      markup: '<form></form>',
      guestOrderUrl: 'https://shop.example/?a=1&b="2"',
      styles: [],
    })
    expect(html).toContain('data-guest-order-url="https://shop.example/?a=1&amp;b=&quot;2&quot;"')
  })

  it('refuses an index.html without a root to fill, rather than write a page without the form', () => {
    expect(() =>
      loginHtml('<html><head></head><body></body></html>', {
        locale: 'de',
        markup: '<form></form>',
        guestOrderUrl: '',
        styles: [],
      }),
    ).toThrow(/no <div id="root">/)
  })

  it('takes the stylesheets of the start and login chunk lists, once each', () => {
    expect(listedStyles(INDEX_HTML, ['start-chunks', 'login-chunks'])).toEqual([
      '/assets/start-1.css',
      '/assets/shell-1.css',
      '/assets/auth-1.css',
    ])
    expect(() => listedStyles(INDEX_HTML, ['other-chunks'])).toThrow(/no other-chunks list/)
  })

  it('lists the classes the markup uses, for the check against the built CSS', () => {
    expect(classNames('<div class="a b"><p class="b  c"></p><i className="x"></i></div>')).toEqual([
      'a',
      'b',
      'c',
    ])
  })
})

describe('the prerendered login screen', () => {
  const TITLES = { de: 'Anmelden', fr: 'Se connecter', it: 'Accedi', en: 'Log in' } as const

  it.each(Object.entries(TITLES))(
    'is the form in %s, with its links for that language',
    async (locale, title) => {
      const { html, guestOrderUrl } = await renderLogin(locale as keyof typeof TITLES, CONFIG)
      expect(html).toContain(`<h1>${title}</h1>`)
      expect(html).toMatch(/<form [^>]*method="post"/)
      expect(html).toContain('name="username"')
      expect(html).toMatch(/type="password"/)
      // Until the script runs, a press would only send the form to the server.
      expect(html).toMatch(/<button type="submit"[^>]* disabled=""/)
      expect(html).toContain(`href="/${locale}/guest-order"`)
      expect(html).toContain('href="/login/password-reset"')
      expect(html).toContain('href="/register"')
      expect(html).toContain(`<option value="${locale}" lang="${locale}" title=`)
      expect(guestOrderUrl).toBe('/{locale}/guest-order')
      expect(html).not.toContain('<script')
    },
  )

  it('links the guest order page config.json names', async () => {
    const { html, guestOrderUrl } = await renderLogin(
      'it',
      '{"apiBaseUrl":"/api/v2","websiteBaseUrl":"https://www.example.ch","guestOrderUrl":"https://shop.example.ch/{locale}/gast"}',
    )
    expect(guestOrderUrl).toBe('https://shop.example.ch/{locale}/gast')
    expect(html).toContain('href="https://shop.example.ch/it/gast"')
  })

  it('refuses a config.json the app would refuse too', async () => {
    await expect(renderLogin('de', '{"apiBaseUrl":42}')).rejects.toThrow()
  })
})

describe('the language of the /login page a request gets', () => {
  it('is the chosen one (its cookie), else the browser’s first if offered, else German', () => {
    expect(loginPageLanguage('language=it', 'fr-CH,fr;q=0.9')).toBe('it')
    expect(loginPageLanguage('session=1; language=en', 'de-CH')).toBe('en')
    expect(loginPageLanguage(undefined, 'fr-CH,fr;q=0.9,en;q=0.5')).toBe('fr')
    expect(loginPageLanguage(undefined, 'en-GB')).toBe('en')
    expect(loginPageLanguage(undefined, 'es-ES,es;q=0.9,fr;q=0.8')).toBe('de')
    expect(loginPageLanguage(undefined, undefined)).toBe('de')
    // A cookie that names no language of the portal is no choice.
    expect(loginPageLanguage('language=xx', 'it-CH')).toBe('it')
  })
})
