import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function PasswordResetPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Reset password`} />
}

export const Route = createFileRoute('/_default/login/password-reset/')({ component: PasswordResetPage })
