import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function PasswordChangePage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Change password`} />
}

export const Route = createFileRoute('/_default/_auth/profile/change-password')({
  component: PasswordChangePage,
})
