import type { ReactNode } from 'react'
import type { Locale } from '#i18n/locales'
import { Header } from './header'
import { LanguageSwitcher } from './language-switcher'
import styles from './shell.module.css'

interface MinimalLayoutProps {
  locale: Locale
  onLocaleChange: (locale: Locale) => void
  children: ReactNode
}

/** The login and goodbye layouts: the brand, the language switcher and one centred card. */
export function MinimalLayout({ locale, onLocaleChange, children }: MinimalLayoutProps) {
  return (
    <div className={styles.minimalPage}>
      <Header languageSwitcher={<LanguageSwitcher locale={locale} onChange={onLocaleChange} />} />
      <main id="main" className={styles.minimalMain}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  )
}
