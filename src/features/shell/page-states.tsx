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

/**
 * Anything a screen throws that it does not show itself: said in the user's language, with a way
 * to try again and a way home, instead of the router's English default.
 */
export function RouteErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <section className={styles.notFound} role="alert">
      <h1>{t`Something went wrong`}</h1>
      <p>
        <Trans>This page could not be shown. Please try again, or go back to the dashboard.</Trans>
      </p>
      <p>
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {t`Try again`}
        </button>{' '}
        <Link to="/" className={buttonClass('secondary')}>
          {t`To the dashboard`}
        </Link>
      </p>
    </section>
  )
}
