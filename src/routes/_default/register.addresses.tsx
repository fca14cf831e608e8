import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function RegisterAddressesPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Register: addresses`} />
}

export const Route = createFileRoute('/_default/register/addresses')({ component: RegisterAddressesPage })
