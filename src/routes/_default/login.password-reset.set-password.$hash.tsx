import { createFileRoute } from '@tanstack/react-router'
import { usePasswordActions } from '#app/use-password-actions'
import { SetPasswordForm } from '#features/password/set-password-form'

function SetPasswordPage() {
  const { hash } = Route.useParams()
  const { setPassword } = usePasswordActions()
  // A new link opened on the same page starts afresh.
  return <SetPasswordForm key={hash} hash={hash} setPassword={setPassword} />
}

export const Route = createFileRoute('/_default/login/password-reset/set-password/$hash')({
  component: SetPasswordPage,
})
