import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { addressLines, type DefaultAddressSlot } from '#domain/profile/default-addresses'
import styles from './profile.module.css'

/**
 * Spec section 2: one of the profile's default addresses, with 'Change default address' to its
 * EditAddress, or 'Set default address' to the address book when none is set. Both links read the
 * box's title as their description, as the three boxes' links share their names.
 */
export function DefaultAddressBox({ box }: { box: DefaultAddressSlot }) {
  const { t } = useLingui()
  const headingId = useId()
  const titles: Record<DefaultAddressSlot['kind'], string> = {
    sender: t`Standard sender address`,
    receiver: t`Standard receiver address`,
    invoice: t`Standard billing address`,
  }
  return (
    <section className={styles.box} aria-labelledby={headingId} data-box={box.kind}>
      <h2 id={headingId} className={styles.boxTitle}>
        {titles[box.kind]}
      </h2>
      {box.address ? (
        <address className={styles.lines}>{addressLines(box.address).join('\n')}</address>
      ) : (
        <p className={styles.muted}>{t`No default address set.`}</p>
      )}
      {box.link.to === 'edit' ? (
        <Link
          to="/address-book/$address/edit"
          params={{ address: String(box.link.id) }}
          aria-describedby={headingId}
        >
          {t`Change default address`}
        </Link>
      ) : (
        <Link to="/address-book" aria-describedby={headingId}>
          {t`Set default address`}
        </Link>
      )}
    </section>
  )
}
