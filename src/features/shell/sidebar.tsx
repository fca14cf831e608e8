import { useLingui } from '@lingui/react/macro'
import { COMPANY } from './company'
import styles from './shell.module.css'

/** The fixed help strip: FAQ and the phone line, always in reach. */
export function Sidebar({ faqUrl }: { faqUrl: string }) {
  const { t } = useLingui()
  return (
    <aside className={styles.sidebar} aria-label={t`Help`}>
      <a href={faqUrl} className={styles.sidebarLink}>
        {t`FAQ`}
      </a>
      <a href={COMPANY.phoneHref} className={styles.sidebarLink}>
        <span className="visually-hidden">{t`Phone`} </span>
        <span className="tabular">{COMPANY.phone}</span>
      </a>
    </aside>
  )
}
