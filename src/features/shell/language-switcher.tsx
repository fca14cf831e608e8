import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { LOCALES, type Locale } from '#i18n/locales'
import styles from './shell.module.css'

const NAMES: Record<Locale, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' }

interface LanguageSwitcherProps {
  locale: Locale
  onChange: (locale: Locale) => void
  expanded?: boolean
}

/** Header: a compact select; footer (expanded): one button per language. Names are in their own language. */
export function LanguageSwitcher({ locale, onChange, expanded = false }: LanguageSwitcherProps) {
  const { t } = useLingui()
  const id = useId()
  if (expanded) {
    return (
      <nav aria-label={t`Language`} className={styles.languageList}>
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === locale}
            className={styles.languageButton}
            onClick={() => onChange(code)}
          >
            {NAMES[code]}
          </button>
        ))}
      </nav>
    )
  }
  return (
    <div className={styles.languageSelect}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select id={id} value={locale} onChange={(event) => onChange(event.target.value as Locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} title={NAMES[code]}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  )
}
