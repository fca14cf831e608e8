import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function RegisterPaymentPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Register: billing`} />
}

export const Route = createFileRoute('/_default/register/payment')({ component: RegisterPaymentPage })
