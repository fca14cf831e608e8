import { createFileRoute } from '@tanstack/react-router'
import { usePasswordActions } from '#app/use-password-actions'
import { ResetRequestForm } from '#features/password/reset-request-form'

function PasswordResetPage() {
  const { requestReset } = usePasswordActions()
  return <ResetRequestForm requestReset={requestReset} />
}

export const Route = createFileRoute('/_default/login/password-reset/')({ component: PasswordResetPage })
