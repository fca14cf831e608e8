import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type AnyRouter, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * What the login screen stands in, outside the router's matches: the catalogs and a router for its
 * links. The build's prerender and the start's hydration wrap the screen in exactly this, so both
 * draw the same tree. Its own module, imported by the start: the providers' code is the start's
 * already, and the login's lazy chunk then shares nothing with it.
 */
export function LoginProviders({
  i18n,
  router,
  children,
}: {
  i18n: I18n
  router: AnyRouter
  children: ReactNode
}) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>{children}</RouterContextProvider>
    </I18nProvider>
  )
}
