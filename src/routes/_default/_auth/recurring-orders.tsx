import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useScopeRefresh } from '#app/use-scope-refresh'
import { PlaceholderPage } from '#features/shell/page-states'

function StandingOrdersPage() {
  const { t } = useLingui()
  useScopeRefresh('standingOrders')
  return <PlaceholderPage title={t`Standing orders`} />
}

export const Route = createFileRoute('/_default/_auth/recurring-orders')({
  validateSearch: v.object({ state: v.optional(v.string()) }),
  component: StandingOrdersPage,
})
