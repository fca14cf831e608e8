import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'

/** Spec section 2: Order, Offer, Profile; FAQ, team, prices outside; the blog only in de and fr. */
export function QuickLinksWidget() {
  const { t } = useLingui()
  const { links } = useDashboardApi()
  const portal = [
    { to: '/order/{-$archivedShipment}', label: t`Order` },
    { to: '/offer', label: t`Offer` },
    { to: '/profile', label: t`Profile` },
  ] as const
  const external = [
    { href: links.faq, label: t`FAQ` },
    ...(links.blog ? [{ href: links.blog, label: t`Blog` }] : []),
    { href: links.team, label: t`Our team` },
    { href: links.prices, label: t`Prices` },
  ]
  return (
    <WidgetBox title={t`Quick links`}>
      <ul className={styles.links}>
        {portal.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {external.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </WidgetBox>
  )
}
