import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function SetPasswordPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Set a new password`} />
}

export const Route = createFileRoute('/_default/login/password-reset/set-password/$hash')({
  component: SetPasswordPage,
})
