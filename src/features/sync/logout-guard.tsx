import { Plural, useLingui } from '@lingui/react/macro'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import styles from './sync.module.css'

interface LogoutGuardProps {
  open: boolean
  waiting: number
  onCancel: () => void
  onConfirm: () => void
}

/** Decisions: a logout with unsent changes asks first; the changes stay for the next login. */
export function LogoutGuard({ open, waiting, onCancel, onConfirm }: LogoutGuardProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} title={t`Log out with unsent changes?`} closeLabel={t`Close`} onClose={onCancel}>
      <p>
        <Plural
          value={waiting}
          one="# change has not been sent yet. It stays on this device and is sent after your next login here."
          other="# changes have not been sent yet. They stay on this device and are sent after your next login here."
        />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onConfirm}>
          {t`Log out anyway`}
        </Button>
        <Button onClick={onCancel}>{t`Stay logged in`}</Button>
      </div>
    </Dialog>
  )
}
