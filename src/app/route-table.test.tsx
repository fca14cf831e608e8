// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routeTree } from '#route-tree'
import { activateCatalog } from '#testing/catalog'
import { aProfile } from '#testing/factories'
import { RouteError } from './route-error'
import { createAppRouter } from './router'
import { createServices } from './services'
import { fakeSyncWorker } from './testing/fake-sync-worker'

/**
 * The app's own route table with its own services: which routes open signed out, which send a
 * visitor to the login, and which layout each renders in (spec section 2).
 */

const CONFIG = { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/de/guest-order' }

function signIn(profile?: object) {
  localStorage.setItem('token', 'access-1')
  localStorage.setItem('refresh_token', 'refresh-1')
  localStorage.setItem('accountUser', 'customer')
  // The boot copy names the account it belongs to (profile-store.ts); 'customer' acts as itself.
  if (profile) localStorage.setItem('profileCache', JSON.stringify({ account: 'customer', profile }))
}

async function open(path: string) {
  await activateCatalog('en')
  const services = createServices(CONFIG, { onEnded: () => undefined })
  const router = createRouter({
    routeTree,
    context: { services },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
  })
  return router
}

const footer = () => screen.queryByRole('contentinfo')
const mainNavigation = () => screen.queryByRole('navigation', { name: 'Main navigation' })

beforeEach(() => {
  fakeSyncWorker()
  // No server: a signed-in profile that is not on the device waits for ever.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  )
  localStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the route table', () => {
  it.each([
    '/login',
    '/goodbye',
    '/registered',
    '/register',
    '/register/addresses',
    '/register/payment',
    '/login/password-reset',
    '/login/password-reset/set-password/0123abcd',
    '/no-such-page',
  ])('%s opens without a login', async (path) => {
    const router = await open(path)
    await waitFor(() => expect(router.state.status).toBe('idle'))
    await waitFor(() => expect(screen.getByRole('main').textContent).not.toBe(''))
    expect(router.state.location.pathname).not.toBe(path === '/login' ? '' : '/login')
    expect(router.state.location.search).not.toHaveProperty('redirect')
  })

  it.each(['/address-book/create', '/address-book/42/edit'])(
    '%s sends a visitor to the login and back after it',
    async (path) => {
      const router = await open(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.search).toEqual({ redirect: path })
    },
  )

  it.each([
    ['/login', 'the login form', () => screen.getByRole('button', { name: 'Log in' })],
    ['/goodbye', 'the goodbye card', () => screen.getByRole('heading', { level: 1 })],
  ])('%s renders in the minimal layout: %s, no footer, no navigation', async (path, _what, content) => {
    await open(path)
    await waitFor(() => expect(content()).toBeTruthy())
    expect(footer()).toBeNull()
    expect(mainNavigation()).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy()
  })

  it('a signed-out page of the default layout has its footer, unlike the login', async () => {
    await open('/register')
    await waitFor(() => expect(footer()).toBeTruthy())
  })

  it("shows 'Loading…' in the default layout's content area until the profile is loaded", async () => {
    signIn()
    const router = await open('/address-book')
    const main = await screen.findByRole('main', {}, { timeout: 3000 })
    await waitFor(() => expect(main.textContent).toContain('Loading…'))
    expect(footer()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/address-book')
  })

  it("renders the signed-in shell at once from the account's boot copy, with no server", async () => {
    signIn(aProfile({ username: 'customer', firstname: 'Lea', lastname: 'Brunner' }))
    const router = await open('/address-book')
    const avatar = await screen.findByTestId('user-menu', {}, { timeout: 3000 })
    expect(avatar.textContent).toBe('LB')
    expect(router.state.location.pathname).toBe('/address-book')
  })

  it('does not show a boot copy kept for another account: the profile is still loading', async () => {
    signIn()
    localStorage.setItem(
      'profileCache',
      JSON.stringify({
        account: 'dispatcher',
        profile: aProfile({ username: 'dispatcher', firstname: 'Dora' }),
      }),
    )
    await open('/address-book')
    const main = await screen.findByRole('main', {}, { timeout: 3000 })
    await waitFor(() => expect(main.textContent).toContain('Loading…'))
    expect(screen.queryByTestId('user-menu')).toBeNull()
  })

  it.each([
    ['/active?state=x&open=0', 'Active shipments'],
    ['/active?open=2.5', 'Active shipments'],
    ['/active?open=', 'Active shipments'],
    ['/archive?initialDate=20.11.2026&open=abc', 'Archive'],
  ])('%s: a query value the screen does not know is ignored, and the screen opens', async (path, heading) => {
    signIn(aProfile({ username: 'customer', firstname: 'Lea', lastname: 'Brunner' }))
    const router = await open(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy()
    const search = router.state.location.search as Record<string, unknown>
    expect([search.state, search.open, search.initialDate]).toEqual([undefined, undefined, undefined])
  })

  it("the app's router shows its own translated error screen, not the router's English default", async () => {
    const router = createAppRouter(createServices(CONFIG, { onEnded: () => undefined }))
    expect(router.options.defaultErrorComponent).toBe(RouteError)
  })
})
