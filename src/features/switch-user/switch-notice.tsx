import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '#ui/components/button'
import styles from './switch-notice.module.css'

interface SwitchNoticeProps {
  /** The username acted as. */
  username: string
  onEnd: () => Promise<void>
}

/** While switched, on every screen: whom the portal acts as, and the way back. */
export function SwitchNotice({ username, onEnd }: SwitchNoticeProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const end = async () => {
    setFailed(false)
    setBusy(true)
    try {
      await onEnd()
    } catch {
      setBusy(false)
      setFailed(true)
    }
  }

  return (
    <section className={styles.strip} aria-label={t`User switch`} data-testid="switch-notice">
      <p className={styles.text} role="status">
        {t`You are currently logged in as ${username}`}
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void end()}>
        {t`End user switch`}
      </Button>
      {failed ? (
        <p className={styles.failed} role="alert">
          {t`An error occurred. Please try again.`}
        </p>
      ) : null}
    </section>
  )
}
