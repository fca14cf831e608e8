import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import type { Locale } from '#i18n/locales'
import { activateCatalog } from './catalog'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

interface RenderOptions {
  /** The path the memory history starts at. */
  path?: string
  locale?: Locale
  /** The router context (the app's routes read their services from it). */
  context?: object
}

export interface RenderedWithRouter extends RenderResult {
  router: ReturnType<typeof createTestRouter>
}

function createTestRouter(element: ReactNode, path: string, context: object = {}) {
  const rootRoute = createRootRoute({ component: Outlet })
  // One route for every path: links to any screen resolve, and the element shows wherever the history is.
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => element })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => element })
  return createRouter({
    routeTree: rootRoute.addChildren([home, everyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  })
}

/** Renders an element inside Lingui's provider (catalog of the locale) and a tiny memory router. */
export async function renderWithRouter(
  element: ReactNode,
  { path = '/', locale = 'de', context }: RenderOptions = {},
): Promise<RenderedWithRouter> {
  const router = createTestRouter(element, path, context)
  return { ...(await renderRouter(router, locale)), router }
}

/** Renders a test's own router (loaded first) inside Lingui's provider, with the locale's catalog. */
export async function renderRouter(router: AnyRouter, locale: Locale): Promise<RenderResult> {
  await activateCatalog(locale)
  await router.load()
  let result: RenderResult | undefined
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        {/* biome-ignore lint/suspicious/noExplicitAny: the test router is not the app's registered router */}
        <RouterProvider router={router as any} />
      </I18nProvider>,
    )
  })
  if (!result) throw new Error('render did not run')
  return result
}

/** Renders an element inside Lingui's provider only (for components without router links). */
export async function renderWithI18n(element: ReactNode, locale: Locale = 'de'): Promise<RenderResult> {
  await activateCatalog(locale)
  let result: RenderResult | undefined
  await act(async () => {
    result = render(<I18nProvider i18n={i18n}>{element}</I18nProvider>)
  })
  if (!result) throw new Error('render did not run')
  return result
}
