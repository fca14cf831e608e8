import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/page-states'

function EditAddressPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Edit contact`} />
}

export const Route = createFileRoute('/_default/_auth/address-book/$address/edit')({
  component: EditAddressPage,
})
