import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PlaceholderPage } from '#features/shell/page-states'

function OrderPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Order`} />
}

export const Route = createFileRoute('/_default/_auth/order/{-$archivedShipment}')({
  validateSearch: v.object({ load: v.optional(v.picklist([1, '1'])) }),
  component: OrderPage,
})
