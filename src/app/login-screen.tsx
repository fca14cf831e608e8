import { LoginForm } from '#features/auth/login-form'
import { MinimalLayout } from '#features/shell/minimal-layout'
import type { Locale } from '#i18n/locales'
import { useLocale } from '#i18n/use-locale'
import type { LoginOutcome } from '#services/auth-actions'

export interface LoginScreenProps {
  guestOrderUrl: string
  logIn: (username: string, password: string) => Promise<LoginOutcome>
  onLoggedIn: () => void
  onLocaleChange: (locale: Locale) => void
  onTyping?: () => void
}

/**
 * The /login screen outside the router's matches, in LoginProviders: the build renders it to HTML
 * per language (scripts/login-prerender/) and the first start on that HTML hydrates the very same
 * tree (mount-app.tsx), so React takes over the painted nodes instead of drawing them again. What
 * the route shows (src/routes/_minimal.tsx and _minimal/login.tsx) is the same layout and form.
 */
export function LoginScreen({ onLocaleChange, ...form }: LoginScreenProps) {
  const locale = useLocale()
  return (
    <MinimalLayout locale={locale} onLocaleChange={onLocaleChange}>
      <LoginForm {...form} />
    </MinimalLayout>
  )
}
