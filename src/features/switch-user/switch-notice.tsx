import { useLingui } from '@lingui/react/macro'
import { Button } from '#ui/components/button'
import styles from './switch-notice.module.css'
import { useEndSwitch } from './use-end-switch'

interface SwitchNoticeProps {
  /** The username acted as. */
  username: string
  onEnd: () => Promise<void>
}

/** While switched, on every screen: whom the portal acts as, and the way back. */
export function SwitchNotice({ username, onEnd }: SwitchNoticeProps) {
  const { t } = useLingui()
  const { busy, failed, end } = useEndSwitch(onEnd)

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
