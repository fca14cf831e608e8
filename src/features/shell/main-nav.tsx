import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import type { ShortcutId } from '#ui/keyboard/shortcuts'
import styles from './shell.module.css'

interface MainNavProps {
  id: string
  open: boolean
  onNavigate: () => void
}

/** Spec section 2: Dashboard, Active, Order, Offer, PriceCalculator, Archive, AddressBook, RecurringShipments. */
export function MainNav({ id, open, onNavigate }: MainNavProps) {
  const { t } = useLingui()
  const items: readonly { to: string; label: string; shortcut?: ShortcutId }[] = [
    { to: '/', label: t`Dashboard`, shortcut: 'goDashboard' },
    { to: '/active', label: t`Active shipments`, shortcut: 'goActive' },
    { to: '/order/{-$archivedShipment}', label: t`Order`, shortcut: 'newOrder' },
    { to: '/offer', label: t`Offer` },
    { to: '/price-calculator', label: t`Price calculator` },
    { to: '/archive', label: t`Archive`, shortcut: 'goArchive' },
    { to: '/address-book', label: t`Address book`, shortcut: 'goAddressBook' },
    { to: '/recurring-orders', label: t`Standing orders`, shortcut: 'goStandingOrders' },
  ]
  return (
    <nav id={id} aria-label={t`Main navigation`} className={`${styles.nav} ${open ? styles.navOpen : ''}`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.navLink}
              activeProps={{ className: `${styles.navLink} ${styles.navLinkActive}`, 'aria-current': 'page' }}
              activeOptions={{ exact: item.to === '/' }}
              aria-keyshortcuts={item.shortcut ? ariaKeyShortcuts(item.shortcut) : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
