import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useScopeRefresh } from '#app/use-scope-refresh'
import { PlaceholderPage } from '#features/shell/page-states'

function ActivePage() {
  const { t } = useLingui()
  useScopeRefresh('activeShipments')
  return <PlaceholderPage title={t`Active shipments`} />
}

export const Route = createFileRoute('/_default/_auth/active')({
  validateSearch: v.object({ state: v.optional(v.picklist(['readyForPickup', 'inTransit'])) }),
  component: ActivePage,
})
