import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { guestOrderLink } from '#api/config'
import type { LoginOutcome } from '#services/auth-actions'
import { Button, buttonClass } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import styles from './auth.module.css'

interface LoginFormProps {
  logIn: (username: string, password: string) => Promise<LoginOutcome>
  onLoggedIn: () => void
  /** May hold `{locale}`, filled in with the interface language (the website's pages are per language). */
  guestOrderUrl: string
  /** The session ended without this tab's logout (another tab's, or the server's): the form says so. */
  sessionEnded?: boolean
  /** Told once, at the first character typed: the login to come can load what it needs meanwhile. */
  onTyping?: () => void
}

const noChange = () => () => undefined
const whenScripted = () => true
// What renderToString (the build's prerender) and hydration read: the page before its script.
const beforeScripted = () => false

export function LoginForm({
  logIn,
  onLoggedIn,
  guestOrderUrl,
  sessionEnded = false,
  onTyping,
}: LoginFormProps) {
  const { t, i18n } = useLingui()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [outcome, setOutcome] = useState<LoginOutcome | 'missing' | undefined>()
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const scripted = useSyncExternalStore(noChange, whenScripted, beforeScripted)
  const typingTold = useRef(false)
  const typing = useCallback(() => {
    if (typingTold.current) return
    typingTold.current = true
    onTyping?.()
  }, [onTyping])
  useEffect(() => {
    // The form is in /login's HTML before its script runs (scripts/login-prerender/): what was typed
    // meanwhile is in the fields but not yet in this state, and the next render would clear it.
    const typed = (name: string) => {
      const field = form.current?.elements.namedItem(name)
      return field instanceof HTMLInputElement ? field.value : ''
    }
    const typedUsername = typed('username')
    const typedPassword = typed('password')
    setUsername((current) => current || typedUsername)
    setPassword((current) => current || typedPassword)
    if (typedUsername || typedPassword) typing()
  }, [typing])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!username.trim() || !password) {
      setOutcome('missing')
      return
    }
    setBusy(true)
    const result = await logIn(username.trim(), password)
    setBusy(false)
    setOutcome(result)
    if (result === 'success') onLoggedIn()
    else setPassword('')
  }

  return (
    // POST: the form is in /login's HTML before its script runs (scripts/login-prerender/); a submit
    // in that moment must not put the password into the address bar, and the server answers it by
    // showing /login again (scripts/login-page.ts).
    <form ref={form} method="post" onSubmit={submit} noValidate className={styles.form}>
      <h1>{t`Log in`}</h1>
      {sessionEnded && outcome === undefined ? (
        <Notice tone="info">{t`You have been logged out. Please log in again.`}</Notice>
      ) : null}
      {outcome === 'failed' ? <Notice tone="error">{t`An error occurred. Please try again`}</Notice> : null}
      {outcome === 'offline' ? (
        <Notice tone="warning">{t`You are offline. Logging in needs a connection; please try again once you are back online.`}</Notice>
      ) : null}
      {outcome === 'slow' ? (
        <Notice tone="warning">{t`The server is not answering right now, so you could not be logged in. Please try again in a moment.`}</Notice>
      ) : null}
      {outcome === 'missing' ? (
        <Notice tone="error">{t`Please enter your username or e-mail and your password.`}</Notice>
      ) : null}
      <TextField
        label={t`Username or e-mail`}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => {
          typing()
          setUsername(event.target.value)
        }}
        required
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          typing()
          setPassword(event.target.value)
        }}
        required
      />
      {/* Disabled in the prerendered HTML until its script runs: a press then would only send the
          form to the server (Enter in a field does nothing while it is disabled). */}
      <Button type="submit" block busy={busy} disabled={!scripted}>
        {busy ? t`Logging in…` : t`Log in`}
      </Button>
      <p className={styles.links}>
        <Link to="/login/password-reset">{t`Forgot password?`}</Link>
      </p>
      <div className={styles.alternatives}>
        <a href={guestOrderLink(guestOrderUrl, i18n.locale)} className={buttonClass('secondary', true)}>
          {t`Order as guest`}
        </a>
        <Link to="/register" className={buttonClass('quiet', true)}>
          {t`Register`}
        </Link>
      </div>
      <p className={styles.hint}>
        <Trans>New here? Business customers register once and order in seconds.</Trans>
      </p>
    </form>
  )
}
