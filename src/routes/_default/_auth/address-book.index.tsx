import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/page-states'

function AddressBookPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Address book`} />
}

export const Route = createFileRoute('/_default/_auth/address-book/')({ component: AddressBookPage })
