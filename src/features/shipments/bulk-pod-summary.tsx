import { Plural, useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { BULK_POD_MAX, type BulkPodOutcome, type PodSkipReason } from '#domain/shipments/bulk-pod'
import { Notice } from '#ui/components/notice'
import { useOnline } from '#ui/use-online'
import styles from './bulk-pod.module.css'

/** Past this many, a reason's list of numbers ends with "and N more": the count says the rest. */
const NUMBERS_SHOWN = 20

interface BulkPodSummaryProps {
  outcome: BulkPodOutcome
  email: string
  /** The shipments came from this device's kept rows (offline): the result may be partial. */
  keptOnly: boolean
  /** The summary's first line, focused when it appears. */
  ref?: Ref<HTMLParagraphElement>
}

/** What Send will do: how many requests, to which address, and each skipped shipment's reason. */
export function BulkPodSummary({ outcome, email, keptOnly, ref }: BulkPodSummaryProps) {
  const { t } = useLingui()
  const online = useOnline()
  const reasonText: Record<PodSkipReason, string> = {
    notDelivered: t`Not delivered, so there is no proof of delivery:`,
    alreadyRequested: t`Already requested for this address today:`,
  }

  if (outcome.kind === 'tooMany') {
    const total = outcome.total
    return (
      <p ref={ref} tabIndex={-1} className={styles.scope}>
        {t`${total} shipments match. At most ${BULK_POD_MAX} can be requested at once: please choose fewer dates or narrow the filter.`}
      </p>
    )
  }
  if (outcome.kind === 'none') {
    return (
      <p ref={ref} tabIndex={-1} className={styles.scope}>
        {t`No shipment matches these dates and the filter.`}
      </p>
    )
  }
  const { request, skipped } = outcome.plan
  const count = request.length
  const skippedCount = skipped.length
  const reasons = (['notDelivered', 'alreadyRequested'] as const)
    .map((reason) => ({ reason, numbers: skipped.filter((skip) => skip.reason === reason) }))
    .filter((group) => group.numbers.length > 0)
  return (
    <>
      <p ref={ref} tabIndex={-1} className={styles.scope}>
        {request.length === 0 ? (
          t`Nothing to request: every shipment chosen is skipped.`
        ) : (
          <Plural
            value={count}
            one={`# proof of delivery will be requested for ${email}.`}
            other={`# proofs of delivery will be requested for ${email}.`}
          />
        )}
      </p>
      {keptOnly ? (
        <Notice tone="info">
          {t`You are offline: only the shipments kept on this device are included. The requests are sent once you are back online.`}
        </Notice>
      ) : !online && count > 0 ? (
        <Notice tone="info">
          {t`You are offline: the requests are kept on this device and sent once you are back online.`}
        </Notice>
      ) : null}
      {reasons.length > 0 ? (
        <div className={styles.skipped}>
          <h3>
            <Plural value={skippedCount} one="# shipment skipped" other="# shipments skipped" />
          </h3>
          {reasons.map(({ reason, numbers }) => {
            const more = numbers.length - NUMBERS_SHOWN
            return (
              <div key={reason} className={styles.reason}>
                <p>
                  {reasonText[reason]} {numbers.length}
                </p>
                <ul className={styles.numbers}>
                  {numbers.slice(0, NUMBERS_SHOWN).map(({ shipment }) => (
                    <li key={shipment.key}>{shipment.externalNumber || shipment.key}</li>
                  ))}
                  {more > 0 ? <li>{t`and ${more} more`}</li> : null}
                </ul>
              </div>
            )
          })}
        </div>
      ) : null}
    </>
  )
}
