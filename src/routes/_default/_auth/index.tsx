import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { formatLongDate } from '#i18n/format'
import { isLocale } from '#i18n/locales'

function DashboardPage() {
  const { t, i18n } = useLingui()
  const { profile } = Route.useRouteContext().services
  const state = useSyncExternalStore(profile.subscribe, profile.get)
  const firstname = state.status === 'ready' ? state.profile.firstname || state.profile.username : ''
  const locale = isLocale(i18n.locale) ? i18n.locale : 'de'
  return (
    <section>
      <h1>{t`Welcome ${firstname}`}</h1>
      <p className="tabular" data-testid="today">
        {formatLongDate(new Date(), locale)}
      </p>
    </section>
  )
}

export const Route = createFileRoute('/_default/_auth/')({ component: DashboardPage })
