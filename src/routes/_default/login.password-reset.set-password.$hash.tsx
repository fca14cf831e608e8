import { createFileRoute } from '@tanstack/react-router'
import { SetPasswordForm } from '#features/password/set-password-form'
import { usePasswordActions } from '#features/password/use-password-actions'

function SetPasswordPage() {
  const { hash } = Route.useParams()
  const { setPassword } = usePasswordActions()
  // A new link opened on the same page starts afresh.
  return <SetPasswordForm key={hash} hash={hash} setPassword={setPassword} />
}

export const Route = createFileRoute('/_default/login/password-reset/set-password/$hash')({
  component: SetPasswordPage,
})
