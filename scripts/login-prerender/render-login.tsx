import { setupI18n } from '@lingui/core'
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { defaultRuntimeConfig, runtimeConfigSchema } from '#api/config'
import { LoginProviders } from '#app/login-providers'
import { LoginScreen } from '#app/login-screen'
import { loadCatalog } from '#i18n/catalogs'
import type { Locale } from '#i18n/locales'

/** What the start on a prerendered page compares before it hydrates (src/app/mount-app.tsx). */
export interface RenderedLogin {
  html: string
  guestOrderUrl: string
}

/**
 * The login screen of one language as HTML, rendered at build time through Vite's SSR loader (the
 * same Lingui macros, catalogs and CSS modules as the app's build). Links need a router only for
 * their href: a root route and a memory history at /login give the same ones as the app's router.
 * The guest order link comes from the config.json the build ships.
 */
export async function renderLogin(locale: Locale, configJson: string): Promise<RenderedLogin> {
  const config = v.parse(runtimeConfigSchema(defaultRuntimeConfig()), JSON.parse(configJson))
  const { messages } = await loadCatalog[locale]()
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  })
  const html = renderToString(
    <LoginProviders i18n={i18n} router={router}>
      <LoginScreen
        guestOrderUrl={config.guestOrderUrl}
        logIn={() => Promise.resolve('failed')}
        onLoggedIn={() => undefined}
        onLocaleChange={() => undefined}
      />
    </LoginProviders>,
  )
  return { html, guestOrderUrl: config.guestOrderUrl }
}
