// @vitest-environment happy-dom
// That the start's tree hydrates the built HTML node for node is the browser test's
// (tests/e2e/login-prerender.spec.ts): happy-dom never ran React's hydration here.
import { afterEach, describe, expect, it } from 'vitest'
import { hydratesLogin } from './mount-app'
import { prerenderedLogin, withdrawOtherLanguage } from './prerendered-login'

const PAGE = { locale: 'fr', guestOrderUrl: '/{locale}/guest-order' }

function prerenderedRoot(markup: string, locale = 'fr') {
  document.body.innerHTML = `<div id="root" data-prerendered="login" data-locale="${locale}" data-guest-order-url="/{locale}/guest-order">${markup}</div><template id="first-paint"><div class="first-paint"></div></template>`
  return document.getElementById('root') as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a start on the prerendered /login page', () => {
  it('hydrates only the page it would draw itself', () => {
    const login = { pathname: '/login', search: {} }
    expect(hydratesLogin(PAGE, login, 'fr', '/{locale}/guest-order')).toBe(true)
    expect(
      hydratesLogin(PAGE, { pathname: '/login', search: { redirect: '/archive' } }, 'fr', PAGE.guestOrderUrl),
    ).toBe(true)
    expect(hydratesLogin(null, login, 'fr', PAGE.guestOrderUrl)).toBe(false)
    expect(hydratesLogin(PAGE, login, 'it', PAGE.guestOrderUrl)).toBe(false)
    expect(hydratesLogin(PAGE, login, 'fr', 'https://shop.example/{locale}')).toBe(false)
    expect(
      hydratesLogin(PAGE, { pathname: '/login', search: { ended: true } }, 'fr', PAGE.guestOrderUrl),
    ).toBe(false)
    expect(hydratesLogin(PAGE, { pathname: '/register', search: {} }, 'fr', PAGE.guestOrderUrl)).toBe(false)
  })

  it('puts the static shell in place of a page in another language than the chosen one, at once', () => {
    const root = prerenderedRoot('<form><h1>Se connecter</h1></form>')
    withdrawOtherLanguage(document, 'fr')
    expect(root.querySelector('h1')?.textContent).toBe('Se connecter')
    withdrawOtherLanguage(document, 'en')
    expect(root.querySelector('h1')).toBeNull()
    expect(root.querySelector('.first-paint')).not.toBeNull()
    expect(prerenderedLogin(root)).toBeNull()
  })
})
