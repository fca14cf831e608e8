import { useLingui } from '@lingui/react/macro'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MinimalLayout } from '#features/shell/minimal-layout'
import { activateLocale } from '#i18n/activate'
import { isLocale } from '#i18n/locales'

function MinimalLayoutRoute() {
  const { i18n } = useLingui()
  return (
    <MinimalLayout
      locale={isLocale(i18n.locale) ? i18n.locale : 'de'}
      onLocaleChange={(next) => void activateLocale(next, localStorage)}
    >
      <Outlet />
    </MinimalLayout>
  )
}

/** The login and goodbye layouts (spec section 2: each route may declare its own layout). */
export const Route = createFileRoute('/_minimal')({ component: MinimalLayoutRoute })
