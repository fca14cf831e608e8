import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BlogItem } from '#domain/entities/blog-item'
import { buttonClass } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { BlogPosts } from './blog-posts'
import styles from './ordering.module.css'

interface ThankYouProps {
  /** Sent and placed, or waiting in the queue (offline, or the server slow to answer). */
  queued: boolean
  loadPosts: (signal: AbortSignal) => Promise<BlogItem[]>
}

function QueuedNotice({ kind }: { kind: 'order' | 'offer' }) {
  const { t } = useLingui()
  return (
    <Notice tone="info">
      {kind === 'order'
        ? t`Your order is stored on this device and will be sent as soon as there is a connection. You can follow it in the list of changes waiting to be sent.`
        : t`Your request is stored on this device and will be sent as soon as there is a connection. You can follow it in the list of changes waiting to be sent.`}
    </Notice>
  )
}

/** Spec section 2, "Order thank-you": the delivery note goes to the letter e-mail (the :mail param). */
export function OrderThankYouPage({
  mail,
  phone,
  phoneHref,
  queued,
  loadPosts,
}: ThankYouProps & { mail: string; phone: string; phoneHref: string }) {
  const { t } = useLingui()
  return (
    <section className={styles.page}>
      <h1>{t`Thank you for your order`}</h1>
      {queued ? <QueuedNotice kind="order" /> : null}
      <p>
        <Trans>
          The delivery note will be sent by e-mail to <strong>{mail}</strong>. Please print it and hand it to
          the courier.
        </Trans>
      </p>
      <p>
        <Trans>
          Questions about your order? Call us at <a href={phoneHref}>{phone}</a>.
        </Trans>
      </p>
      <p>
        <Link to="/order/{-$archivedShipment}" className={buttonClass('primary')}>
          {t`Place another order`}
        </Link>
      </p>
      <BlogPosts load={loadPosts} />
    </section>
  )
}

/** Spec section 2, offer thank-you: received, and the answer comes within service hours. */
export function OfferThankYouPage({ queued, loadPosts }: ThankYouProps) {
  const { t } = useLingui()
  return (
    <section className={styles.page}>
      <h1>{t`Thank you for your request`}</h1>
      {queued ? <QueuedNotice kind="offer" /> : null}
      <p>{t`We have received your request for a quote and will respond Mon–Fri between 08:00 and 18:00.`}</p>
      <p>
        <Link to="/offer" className={buttonClass('secondary')}>
          {t`Request another quote`}
        </Link>
      </p>
      <BlogPosts load={loadPosts} />
    </section>
  )
}
