import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { type PendingChange, usePendingChanges } from '#db/queries/outbox'
import { ChangeToasts } from '#features/sync/change-toasts'
import { LogoutGuard } from '#features/sync/logout-guard'
import { StorageNotice } from '#features/sync/storage-notice'
import { SyncBar } from '#features/sync/sync-bar'
import { useOnline } from '#ui/use-online'

/** While the outbox is being read: one array, so the toasts' and the bar's inputs stay the same. */
const NONE_YET: PendingChange[] = []

interface SyncStatusAreaProps {
  confirmLogout: boolean
  onCancelLogout: () => void
  onConfirmLogout: () => void
  onWaitingChange: (waiting: number) => void
}

/** The offline bar, the waiting-changes panel, their toasts and the logout question, for one account. */
export function SyncStatusArea({
  confirmLogout,
  onCancelLogout,
  onConfirmLogout,
  onWaitingChange,
}: SyncStatusAreaProps) {
  const { services } = useRouteContext({ from: '__root__' })
  const online = useOnline()
  const navigate = useNavigate()
  const status = useSyncExternalStore(services.sync.subscribe, services.sync.status)
  const storage = useSyncExternalStore(services.sync.subscribe, services.sync.storageNotice)
  const changes = usePendingChanges(services.account()) ?? NONE_YET
  const [discarded, setDiscarded] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => onWaitingChange(changes.length), [changes.length, onWaitingChange])

  const times = Object.values(status?.lastSuccess ?? {}).filter((value): value is string => Boolean(value))
  const lastSuccess = times.sort().at(-1)
  return (
    <>
      <SyncBar
        offline={!online || status?.type === 'offline'}
        failed={status?.type === 'error'}
        sessionWaiting={status?.type === 'offline' && status.waitingForSession === true}
        lastSuccess={lastSuccess}
        changes={changes}
        onRetry={(seq) => void services.sync.retryOutboxEntry(seq).catch(() => undefined)}
        onDiscard={(seq) => {
          setDiscarded((set) => new Set([...set, seq]))
          void services.sync.discardOutboxEntry(seq).catch(() => undefined)
        }}
        onDiscardBatch={(batch) => {
          const seqs = changes.filter((change) => change.batch?.id === batch).map((change) => change.seq)
          setDiscarded((set) => new Set([...set, ...seqs]))
          void services.sync.discardOutboxBatch(batch).catch(() => undefined)
        }}
        canCorrect={(change) => Boolean(change.correctionPath)}
        onCorrect={(change) => {
          // The change's kind wrote where it is corrected when it was queued (worker/outbox/kinds).
          if (change.correctionPath) void navigate({ to: change.correctionPath })
        }}
      />
      {storage ? <StorageNotice outcome={storage} onDismiss={services.sync.dismissStorageNotice} /> : null}
      <ChangeToasts changes={changes} discarded={discarded} />
      <LogoutGuard
        open={confirmLogout}
        waiting={changes.length}
        onCancel={onCancelLogout}
        onConfirm={onConfirmLogout}
      />
    </>
  )
}
