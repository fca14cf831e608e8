import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '#ui/components/button'
import styles from './auth.module.css'

interface GoodbyeProps {
  faqUrl: string
  phone: string
  phoneHref: string
}

/** Spec section 2: a 'Goodbye!' banner with the FAQ and phone links. */
export function Goodbye({ faqUrl, phone, phoneHref }: GoodbyeProps) {
  const { t } = useLingui()
  return (
    <section className={styles.goodbye}>
      <h1>{t`Goodbye!`}</h1>
      <p>{t`You have been logged out. Thank you for shipping with us.`}</p>
      <div className={styles.goodbyeLinks}>
        <a href={faqUrl} className={buttonClass('quiet')}>
          {t`FAQ`}
        </a>
        <a href={phoneHref} className={buttonClass('quiet')}>
          <span className="tabular">{phone}</span>
        </a>
        <Link to="/login" className={buttonClass('primary')}>
          {t`Log in again`}
        </Link>
      </div>
    </section>
  )
}
