import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MinimalLayout } from '#features/shell/minimal-layout'
import { activateLocale } from '#i18n/activate'
import { useLocale } from '#i18n/use-locale'

function MinimalLayoutRoute() {
  const locale = useLocale()
  return (
    <MinimalLayout locale={locale} onLocaleChange={(next) => void activateLocale(next, localStorage)}>
      <Outlet />
    </MinimalLayout>
  )
}

/** The login and goodbye layouts (spec section 2: each route may declare its own layout). */
export const Route = createFileRoute('/_minimal')({ component: MinimalLayoutRoute })
