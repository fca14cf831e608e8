import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from './shell.module.css'

interface MainNavProps {
  id: string
  open: boolean
  onNavigate: () => void
}

/** Spec section 2: Dashboard, Active, Order, Offer, PriceCalculator, Archive, AddressBook, RecurringShipments. */
export function MainNav({ id, open, onNavigate }: MainNavProps) {
  const { t } = useLingui()
  const items = [
    { to: '/', label: t`Dashboard` },
    { to: '/active', label: t`Active shipments` },
    { to: '/order/{-$archivedShipment}', label: t`Order` },
    { to: '/offer', label: t`Offer` },
    { to: '/price-calculator', label: t`Price calculator` },
    { to: '/archive', label: t`Archive` },
    { to: '/address-book', label: t`Address book` },
    { to: '/recurring-orders', label: t`Standing orders` },
  ] as const
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
