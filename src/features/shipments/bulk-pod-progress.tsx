import { Plural, useLingui } from '@lingui/react/macro'
import { useBatchProgress } from '#db/queries/outbox'
import { useOnline } from '#ui/use-online'
import styles from './bulk-pod.module.css'
import { useShipmentsApi } from './shipments-api'

/**
 * A queued batch of requests as the outbox drains it, live from the replica (any tab may be the
 * one sending): n of N sent, offline that they wait for the network, and those refused.
 */
export function BulkPodProgress({ batch, size }: { batch: string; size: number }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const online = useOnline()
  const progress = useBatchProgress(api.account, batch)
  if (!progress) return null
  const sent = size - progress.left
  const attention = progress.needsAttention
  return (
    <div className={styles.progress}>
      <progress value={sent} max={size} aria-label={t`Proofs of delivery sent`} />
      <p role="status">
        {progress.left === 0 ? (
          <Plural value={size} one="The request has been sent." other="All # requests have been sent." />
        ) : (
          t`${sent} of ${size} sent.`
        )}
        {progress.left > 0 && !online
          ? ` ${t`You are offline: the requests are kept on this device and sent once you are back online.`}`
          : ''}
      </p>
      {attention > 0 ? (
        <p className={styles.attention}>
          {t`${attention} could not be sent and need your attention under “changes waiting”.`}
        </p>
      ) : null}
    </div>
  )
}
