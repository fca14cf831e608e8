import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { Locale } from '#domain/entities/basics'
import type { Organization } from '#domain/entities/organization'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import type { OrderForm } from '#domain/ordering/order-form'
import { Notice } from '#ui/components/notice'
import { refusalText } from '#ui/messages/price-error-message'
import type { AddressBlockServices } from './address-block'
import { OrderFormView } from './order-form'
import styles from './ordering.module.css'
import { useDraftSaver } from './use-draft-saver'
import { type PrefillDeps, type PrefillRequest, useOrderPrefill } from './use-order-prefill'

export interface OrderFormPageProps {
  kind: 'order' | 'offer'
  request: PrefillRequest
  prefill: PrefillDeps
  organization: Organization
  locale: Locale
  templates: readonly PackagingTemplate[]
  blocks: AddressBlockServices
  termsUrl: string
  saveDraft: (values: OrderForm) => Promise<void>
  /** Sent back by confirm with an incomplete draft: the form marks its first invalid field at once. */
  checkOnOpen?: boolean
  /** 'next' (order) or 'submit' (offer); answers a reason to show when it could not go on. */
  onNext: (values: OrderForm) => Promise<string | null>
}

/** The order form page and the offer form page: prefill, draft, submit. */
export function OrderFormPage(props: OrderFormPageProps) {
  const { t } = useLingui()
  const prefill = useOrderPrefill(props.request, props.prefill)
  const drafts = useDraftSaver(props.saveDraft)
  const [failure, setFailure] = useState<string | null>(null)
  const title = props.kind === 'order' ? t`Order a courier` : t`Request a quote`

  let body: ReactNode
  if (prefill.status === 'loading') body = <p aria-busy="true">{t`Loading…`}</p>
  else if (prefill.status === 'needsNetwork')
    body = <Notice tone="warning">{t`Re-ordering this shipment needs a connection to the network.`}</Notice>
  else if (prefill.status === 'serverSlow')
    body = (
      <Notice tone="warning">
        {t`The server is not answering right now, so this shipment could not be loaded for re-ordering. Please try again in a moment.`}
      </Notice>
    )
  else if (prefill.status === 'missing')
    body = (
      <Notice tone="error">
        {t`This shipment could not be found.`}{' '}
        <Link to="/order/{-$archivedShipment}">{t`Start a new order`}</Link>
      </Notice>
    )
  else
    body = (
      <OrderFormView
        kind={props.kind}
        initial={prefill.initial}
        organization={props.organization}
        locale={props.locale}
        templates={props.templates}
        blocks={props.blocks}
        termsUrl={props.termsUrl}
        onChange={drafts.schedule}
        checkOnOpen={props.checkOnOpen ?? false}
        submitLabel={props.kind === 'order' ? t`Next` : t`Request a quote`}
        failure={failure ? <Notice tone="error">{refusalText(failure)}</Notice> : null}
        onSubmit={async (values) => {
          setFailure(null)
          drafts.schedule(values)
          await drafts.flush()
          setFailure(await props.onNext(values))
        }}
      />
    )
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      {body}
    </section>
  )
}
