import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '#ui/components/button'
import styles from './shell.module.css'

/** Shown in the content area until the profile is loaded (spec section 2). */
export function LoadingPage() {
  return (
    <p className={styles.loading} role="status">
      <Trans>Loading…</Trans>
    </p>
  )
}

export function ComingSoon() {
  return (
    <p className={styles.muted}>
      <Trans>This page is being built.</Trans>
    </p>
  )
}

/** A screen that a later issue builds: its title, so navigation and guards can be tried already. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <ComingSoon />
    </section>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <section className={styles.notFound}>
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1>{t`Page not found`}</h1>
      <p>
        <Trans>The address you opened does not exist (any more).</Trans>
      </p>
      <Link to="/" className={buttonClass('primary')}>
        {t`To the dashboard`}
      </Link>
    </section>
  )
}
