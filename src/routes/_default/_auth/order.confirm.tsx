import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function OrderConfirmPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Your order`} />
}

export const Route = createFileRoute('/_default/_auth/order/confirm')({ component: OrderConfirmPage })
