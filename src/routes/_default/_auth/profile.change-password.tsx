import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { usePasswordActions } from '#app/use-password-actions'
import { ChangePasswordForm } from '#features/password/change-password-form'

function PasswordChangePage() {
  const { services } = Route.useRouteContext()
  const navigate = useNavigate()
  const { changePassword } = usePasswordActions()
  const profile = useSyncExternalStore(services.profile.subscribe, services.profile.get)
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
