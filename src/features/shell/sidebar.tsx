import { useLingui } from '@lingui/react/macro'
import { COMPANY } from '#domain/company'
import { HelpIcon, PhoneIcon } from '#ui/icons/icons'
import styles from './shell.module.css'

/** The fixed help strip: FAQ and the phone line, always in reach. */
export function Sidebar({ faqUrl }: { faqUrl: string }) {
  const { t } = useLingui()
  return (
    <aside className={styles.sidebar} aria-label={t`Help`}>
      <a href={faqUrl} className={styles.sidebarLink}>
        <HelpIcon />
        <span className={styles.sidebarText}>{t`FAQ`}</span>
      </a>
      <a href={COMPANY.phoneHref} className={styles.sidebarLink}>
        <PhoneIcon />
        <span className="visually-hidden">{t`Phone`} </span>
        <span className={`tabular ${styles.sidebarText}`}>{COMPANY.phone}</span>
      </a>
    </aside>
  )
}
