import { useLingui } from '@lingui/react/macro'
import type { StorageOutcome } from '#db/storage-pressure'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import styles from './sync.module.css'

/** Tells the user what running out of device storage cost, and that unsent changes are safe. */
export function StorageNotice({ outcome, onDismiss }: { outcome: StorageOutcome; onDismiss: () => void }) {
  const { t } = useLingui()
  const text =
    outcome.type === 'full'
      ? t`This device's storage is full: newer data cannot be kept for offline use. Your unsent changes are safe. Free up space in your browser's settings.`
      : outcome.stage === 'archivePages'
        ? t`This device was running out of storage, so archive pages kept for offline reading were removed. Your unsent changes are safe.`
        : t`This device was running out of storage, so saved tracking results and place searches were removed. Your unsent changes are safe.`
  return (
    <div className={styles.storage}>
      <Notice tone={outcome.type === 'full' ? 'error' : 'warning'}>
        <span>{text}</span>{' '}
        <Button variant="quiet" onClick={onDismiss}>
          {t`Dismiss`}
        </Button>
      </Notice>
    </div>
  )
}
