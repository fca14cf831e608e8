import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '#db/instance'
import type { AccountId } from '#db/rows'
import { formatDate, formatDateTime, formatTime } from '#i18n/format'
import { lastSuccessKey, type Scope } from '#worker/contract'
import styles from './sync.module.css'

/** Loading (undefined) and "never refreshed on this device" (null) must look different. */
const NEVER = null

/**
 * "Data as of 14:32" on a replicated screen: the time its scope's data last arrived, read from the
 * replica so every tab agrees. A day other than today shows its date too, so a tab left open
 * overnight does not pass yesterday's list off as this morning's.
 */
export function DataAsOf({
  account,
  scope,
  now = Date.now,
}: {
  account: AccountId
  scope: Scope
  now?: () => number
}) {
  const { t } = useLingui()
  const row = useLiveQuery(
    async () => (await db.meta.get([account, lastSuccessKey(scope)])) ?? NEVER,
    [account, scope],
  )
  if (row === undefined) return null
  if (row === NEVER) return <p className={styles.asOf}>{t`Not yet loaded on this device`}</p>
  const sameDay = formatDate(row.value) === formatDate(now())
  const time = sameDay ? formatTime(row.value) : formatDateTime(row.value)
  return (
    <p className={styles.asOf}>
      <time dateTime={row.value}>{t`Data as of ${time}`}</time>
    </p>
  )
}
