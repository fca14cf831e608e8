import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/page-states'

function CreateAddressPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`New contact`} />
}

export const Route = createFileRoute('/_default/_auth/address-book/create')({ component: CreateAddressPage })
