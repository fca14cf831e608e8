import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginForm } from '#features/auth/login-form'
import { safeRedirect } from '#features/auth/safe-redirect'

function LoginPage() {
  const { services } = Route.useRouteContext()
  const { redirect, ended } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <LoginForm
      logIn={services.auth.logIn}
      onTyping={services.auth.prepareLogIn}
      guestOrderUrl={services.config.guestOrderUrl}
      sessionEnded={ended === true}
      onLoggedIn={() => void navigate({ to: safeRedirect(redirect) })}
    />
  )
}

export const Route = createFileRoute('/_minimal/login')({
  validateSearch: v.object({
    redirect: v.optional(v.fallback(v.optional(v.string()), undefined)),
    ended: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
  }),
  component: LoginPage,
})
