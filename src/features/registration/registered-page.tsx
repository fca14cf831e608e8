import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '#ui/components/button'
import styles from './registration.module.css'

/** RegisterThankYou, /registered (spec section 2): registration complete, and the way to Login. */
export function RegisteredPage() {
  const { t } = useLingui()
  return (
    <section className={styles.thanks}>
      <h1>{t`Registration complete`}</h1>
      <p>{t`Thank you for registering. You can now log in with your username and password.`}</p>
      <Link to="/login" className={buttonClass('primary')}>
        {t`To the login`}
      </Link>
    </section>
  )
}
