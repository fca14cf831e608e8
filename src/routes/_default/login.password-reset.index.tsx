import { createFileRoute } from '@tanstack/react-router'
import { ResetRequestForm } from '#features/password/reset-request-form'
import { usePasswordActions } from '#features/password/use-password-actions'

function PasswordResetPage() {
  const { requestReset } = usePasswordActions()
  return <ResetRequestForm requestReset={requestReset} />
}

export const Route = createFileRoute('/_default/login/password-reset/')({ component: PasswordResetPage })
