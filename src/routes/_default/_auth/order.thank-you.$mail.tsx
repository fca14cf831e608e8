import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function OrderThankYouPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Thank you for your order`} />
}

export const Route = createFileRoute('/_default/_auth/order/thank-you/$mail')({
  component: OrderThankYouPage,
})
