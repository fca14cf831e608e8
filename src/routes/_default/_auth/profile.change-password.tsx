import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ChangePasswordForm } from '#features/password/change-password-form'
import { usePasswordActions } from '#features/password/use-password-actions'
import { useProfileState } from '#services/use-profile-state'

function PasswordChangePage() {
  const navigate = useNavigate()
  const { changePassword } = usePasswordActions()
  const profile = useProfileState()
  const forced = profile.status === 'ready' && profile.profile.shouldChangePassword
  return (
    <ChangePasswordForm
      changePassword={changePassword}
      forced={forced}
      onChanged={() => void navigate({ to: '/login' })}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/profile/change-password')({
  component: PasswordChangePage,
})
