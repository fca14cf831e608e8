import { useLingui } from '@lingui/react/macro'
import type { ShipmentStop } from '#domain/entities/shipment'
import { stopSummary } from '#domain/shipments/list-notes'
import styles from './shipments.module.css'

/** First stop's name and location, a '+N' badge for further stops, 'cancelled' in red (spec section 2). */
export function StopCell({ stops, cancelled }: { stops: readonly ShipmentStop[]; cancelled: boolean }) {
  const { t } = useLingui()
  const summary = stopSummary(stops)
  return (
    <div className={styles.stop}>
      {summary ? (
        <>
          <strong>{summary.name}</strong>
          <span>{summary.location}</span>
          {summary.more > 0 ? (
            <span className={styles.more} title={t`${summary.more} more stops`}>
              +{summary.more}
            </span>
          ) : null}
        </>
      ) : (
        <span>—</span>
      )}
      {cancelled ? <span className={styles.cancelled}>{t`cancelled`}</span> : null}
    </div>
  )
}
