import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import styles from './shell.module.css'

interface UserMenuProps {
  initials: string
  displayName: string
  onLogout: () => void
}

/** The avatar: a disclosure with the Profile link and Logout; Escape or a click elsewhere closes it. */
export function UserMenu({ initials, displayName, onLogout }: UserMenuProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div ref={root} className={styles.userMenu}>
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        data-testid="user-menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Account menu of ${displayName}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initials}</span>
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <p className={styles.menuName}>{displayName}</p>
          <Link to="/profile" className={styles.menuItem} onClick={() => setOpen(false)}>
            {t`Profile`}
          </Link>
          <button type="button" className={styles.menuItem} data-testid="logout" onClick={onLogout}>
            {t`Log out`}
          </button>
        </div>
      ) : null}
    </div>
  )
}
