import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './shell.module.css'

interface HeaderProps {
  /** Language switcher, always shown. */
  languageSwitcher: ReactNode
  /** Burger, tracking button and avatar: only for a signed-in user whose profile is loaded. */
  userControls?: ReactNode
}

export function Header({ languageSwitcher, userControls }: HeaderProps) {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label={t`Velocity Kurier, to the dashboard`}>
        <img src="/icons/icon.svg" alt="" width="32" height="32" />
        <span>Velocity Kurier</span>
      </Link>
      <div className={styles.headerTools}>
        {userControls}
        {languageSwitcher}
      </div>
    </header>
  )
}
