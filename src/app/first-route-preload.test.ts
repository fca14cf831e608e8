// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { preloadFirstRoute } from './first-route-preload'

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    `${link.rel} ${link.getAttribute('as') ?? ''} ${link.getAttribute('href')}`.replace('  ', ' '),
  )

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="first-route-chunks" content="/assets/login-1.js /assets/text-field-2.js /assets/auth-3.css">'
})

describe('the entry preloads the login screen beside the start chunk', () => {
  it('asks for the listed scripts as modules and the styles as styles on a visit without a session', () => {
    preloadFirstRoute(document, '/address-book', false)
    expect(links()).toEqual([
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/text-field-2.js',
      'preload style /assets/auth-3.css',
    ])
  })

  it('preloads on /login even with a session', () => {
    preloadFirstRoute(document, '/login', true)
    expect(links()).toHaveLength(3)
  })

  it('asks for nothing when a signed-in visit opens another screen', () => {
    preloadFirstRoute(document, '/', true)
    expect(links()).toEqual([])
  })

  it('asks for nothing when index.html lists nothing', () => {
    document.head.innerHTML = ''
    preloadFirstRoute(document, '/login', false)
    expect(links()).toEqual([])
  })
})
