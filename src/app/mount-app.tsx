import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { safeRedirect } from '#features/auth/safe-redirect'
import { activateLocale } from '#i18n/activate'
import type { AppServices } from '#services/app-services'
import { LoginProviders } from './login-providers'
import { type PrerenderedLogin, prerenderedLogin } from './prerendered-login'
import type { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Whether this start may take over the prerendered login instead of drawing the app anew: only
 * if it would draw exactly that page. Another language (a choice stored before the cookie
 * existed), another guest order page (a config.json edited after the build) or the session-ended
 * notice would not match the HTML, and React would drop it and draw again anyway.
 */
export function hydratesLogin(
  page: PrerenderedLogin | null,
  location: { pathname: string; search: Record<string, unknown> },
  locale: string,
  guestOrderUrl: string,
): boolean {
  return (
    page !== null &&
    location.pathname === '/login' &&
    location.search.ended !== true &&
    page.locale === locale &&
    page.guestOrderUrl === guestOrderUrl
  )
}

/**
 * Renders the app into #root. On a prerendered /login page the same login tree hydrates the
 * painted HTML (its nodes are kept: no second paint, no shift); the router's own tree takes the
 * root over once the location leaves /login (logged in, "Forgot password?", "Register"). The login
 * tree is its own chunk, listed with the login's chunks (vite.config.ts), so a signed-in start
 * never carries the form.
 */
export async function mountApp(
  root: HTMLElement,
  router: AppRouter,
  services: AppServices,
  app: ReactNode,
): Promise<void> {
  const location = router.latestLocation
  const page = prerenderedLogin(root)
  if (!hydratesLogin(page, location, i18n.locale, services.config.guestOrderUrl)) {
    createRoot(root).render(app)
    return
  }
  const { redirect } = location.search as { redirect?: string }
  // Preloaded with the login's chunks (main.tsx); should it still fail, the app draws the page anew.
  const loaded = await import('./login-screen').catch(() => null)
  if (!loaded) {
    createRoot(root).render(app)
    return
  }
  const { LoginScreen } = loaded
  const reactRoot = hydrateRoot(
    root,
    <StrictMode>
      <LoginProviders i18n={i18n} router={router}>
        <LoginScreen
          guestOrderUrl={services.config.guestOrderUrl}
          logIn={services.auth.logIn}
          onTyping={services.auth.prepareLogIn}
          onLoggedIn={() => void router.navigate({ to: safeRedirect(redirect) })}
          onLocaleChange={(next) => void activateLocale(next, localStorage)}
        />
      </LoginProviders>
    </StrictMode>,
  )
  const stop = router.history.subscribe(({ location: next }) => {
    if (next.pathname === '/login') return
    stop()
    reactRoot.render(app)
  })
}
