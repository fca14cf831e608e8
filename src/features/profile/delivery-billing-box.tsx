import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Profile } from '#domain/entities/profile'
import styles from './profile.module.css'
import { mailtoHref } from './request-change'

interface DeliveryBillingBoxProps {
  profile: Pick<Profile, 'username' | 'invoiceDispatchType' | 'invoiceEmail' | 'invoiceType'>
  /** Where change requests go: the courier's customer service. */
  supportEmail: string
}

/**
 * Spec sections 2 and 6: how invoices are sent, where to, and how they are grouped, read-only; the
 * provider changes them on request, by the mail the 'Request change' link opens (prefilled).
 */
export function DeliveryBillingBox({ profile, supportEmail }: DeliveryBillingBoxProps) {
  const { t } = useLingui()
  const headingId = useId()
  const delivery =
    profile.invoiceDispatchType === 'post'
      ? t`By post (paper invoices carry a processing fee)`
      : t`By e-mail (PDF)`
  const billing =
    profile.invoiceType === 'single' ? t`Single invoice per order` : t`Monthly collective invoice`
  const labels = { delivery: t`Delivery type`, email: t`Invoice e-mail`, billing: t`Billing type` }
  const username = profile.username
  const subject = t`Request to change the delivery and billing settings`
  const body = [
    t`Customer account: ${username}`,
    `${labels.delivery}: ${delivery}`,
    `${labels.email}: ${profile.invoiceEmail}`,
    `${labels.billing}: ${billing}`,
    '',
    t`Please change the following:`,
    '',
  ].join('\n')
  return (
    <section className={styles.box} aria-labelledby={headingId} data-box="billing">
      <h2 id={headingId} className={styles.boxTitle}>
        {t`Delivery/Billing`}
      </h2>
      <dl className={styles.facts}>
        <dt>{labels.delivery}</dt>
        <dd>{delivery}</dd>
        <dt>{labels.email}</dt>
        <dd>{profile.invoiceEmail}</dd>
        <dt>{labels.billing}</dt>
        <dd>{billing}</dd>
      </dl>
      <p className={styles.hint}>{t`These settings are changed by us, on your request.`}</p>
      <a href={mailtoHref(supportEmail, subject, body)} aria-describedby={headingId}>
        {t`Request change`}
      </a>
    </section>
  )
}
