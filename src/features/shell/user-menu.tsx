import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { KeyCaps } from '#ui/keyboard/key-caps'
import { shortcutOf } from '#ui/keyboard/shortcuts'
import styles from './shell.module.css'

interface UserMenuProps {
  initials: string
  displayName: string
  onLogout: () => void
  /** "Keyboard shortcuts": the help dialog, which `?` opens too. */
  onShortcutsHelp?: () => void
}

/**
 * The avatar: a disclosure with the Profile link, the keyboard shortcuts and Logout; Escape or a
 * click elsewhere closes it. The items show their shortcut as a quiet key cap.
 */
export function UserMenu({ initials, displayName, onLogout, onShortcutsHelp }: UserMenuProps) {
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
          <Link
            to="/profile"
            className={`${styles.menuItem} ${styles.menuItemKeys}`}
            aria-keyshortcuts={ariaKeyShortcuts('goProfile')}
            onClick={() => setOpen(false)}
          >
            {t`Profile`}
            <KeyCaps keys={shortcutOf('goProfile').keys} className={styles.menuKeys} decorative />
          </Link>
          {onShortcutsHelp ? (
            <button
              type="button"
              className={`${styles.menuItem} ${styles.menuItemKeys}`}
              aria-keyshortcuts={ariaKeyShortcuts('help')}
              aria-haspopup="dialog"
              onClick={() => {
                setOpen(false)
                // The item goes with the menu: the dialog gives the focus back to the avatar.
                button.current?.focus()
                onShortcutsHelp()
              }}
            >
              {t`Keyboard shortcuts`}
              <KeyCaps keys={shortcutOf('help').keys} className={styles.menuKeys} decorative />
            </button>
          ) : null}
          <button type="button" className={styles.menuItem} data-testid="logout" onClick={onLogout}>
            {t`Log out`}
          </button>
        </div>
      ) : null}
    </div>
  )
}
