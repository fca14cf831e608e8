import { useLingui } from '@lingui/react/macro'
import { formatDate, formatDateTime, formatTime } from '#i18n/format'
import styles from './data-as-of.module.css'

interface DataAsOfProps {
  /**
   * When the screen's data last arrived (an ISO instant, from the replica: useLastSuccess in
   * #db/queries/meta); null when it never did on this device; undefined while that is being read.
   */
  lastSuccess: string | null | undefined
  now?: () => number
}

/**
 * "Data as of 14:32" on a replicated screen. A day other than today shows its date too, so a tab
 * left open overnight does not pass yesterday's list off as this morning's.
 */
export function DataAsOf({ lastSuccess, now = Date.now }: DataAsOfProps) {
  const { t } = useLingui()
  // Loading and "never refreshed on this device" must look different.
  if (lastSuccess === undefined) return null
  if (lastSuccess === null) return <p className={styles.asOf}>{t`Not yet loaded on this device`}</p>
  const sameDay = formatDate(lastSuccess) === formatDate(now())
  const time = sameDay ? formatTime(lastSuccess) : formatDateTime(lastSuccess)
  return (
    <p className={styles.asOf}>
      <time dateTime={lastSuccess}>{t`Data as of ${time}`}</time>
    </p>
  )
}
