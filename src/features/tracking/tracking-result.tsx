import { useLingui } from '@lingui/react/macro'
import type { StoredTrackingResult } from '#db/queries/tracking'
import type { TrackingStop } from '#domain/entities/tracking-result'
import { formatDate, formatDateTime } from '#i18n/format'
import { DataAsOf } from '#ui/components/data-as-of'
import styles from './tracking.module.css'
import { TrackingStepper } from './tracking-stepper'

/** Spec section 2: "zip location", joined by commas. */
export function locationList(stops: readonly TrackingStop[]): string {
  return stops.map((stop) => `${stop.zip} ${stop.location}`.trim()).join(', ')
}

/** A date and time the server sends split ('2026-11-24', '14:30'), as DD.MM.YYYY HH:mm. */
function plannedAt(date: string, time: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.test(date) ? formatDate(`${date.slice(0, 10)}T12:00:00Z`) : date
  return `${day} ${time.slice(0, 5)}`.trim()
}

interface TrackingResultViewProps {
  result: StoredTrackingResult
  reduced: boolean
  /** When the copy shown was fetched, if it comes from this device (offline). */
  asOf: string | null
}

/** Spec section 2, the tracking result: stepper, waybill number, then cancelled or pickup/delivery. */
export function TrackingResultView({ result, reduced, asOf }: TrackingResultViewProps) {
  const { t } = useLingui()
  const progress = { state: result.state, cancelled: result.cancelled, pickedUp: result.pickedUp !== null }
  const pickedUpAt = result.pickedUp ? formatDateTime(result.pickedUp) : null
  const deliveredAt = result.delivered ? formatDateTime(result.delivered) : null
  const signer = result.visierName?.trim() ?? ''
  return (
    <div className={styles.result} aria-live="polite">
      {asOf ? <DataAsOf lastSuccess={asOf} /> : null}
      <TrackingStepper progress={progress} reduced={reduced} />
      <p className={styles.waybill}>
        {t`Waybill number`}: <strong className="tabular">{result.waybillNumber}</strong>
      </p>
      {result.cancelled ? (
        <div className={styles.cancelledBox}>
          <h3>{t`Cancelled`}</h3>
          {/* Nobody signed a shipment cancelled before its pickup: no "Signed by" with no name. */}
          {signer ? <p>{t`Signed by ${signer}`}</p> : null}
        </div>
      ) : (
        <div className={styles.boxes}>
          <section className={styles.box}>
            <h3>{t`Pickup`}</h3>
            <p>{locationList(result.from)}</p>
            <p className={styles.when}>
              {pickedUpAt
                ? t`picked up at ${pickedUpAt}`
                : t`expected pickup ${plannedAt(result.startDate, result.startTime)}`}
            </p>
          </section>
          <section className={styles.box}>
            <h3>{t`Delivery`}</h3>
            <p>{locationList(result.to)}</p>
            <p className={styles.when}>
              {deliveredAt
                ? t`delivered at ${deliveredAt} to ${signer}`
                : t`expected delivery ${plannedAt(result.endDate, result.endTime)}`}
            </p>
          </section>
        </div>
      )}
    </div>
  )
}
