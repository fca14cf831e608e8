import { Button } from '#ui/components/button'
import styles from './password.module.css'

interface SubmitRowProps {
  busy: boolean
  label: string
  busyLabel: string
}

/** The password forms' one submit button, saying what it is doing while the request runs. */
export function SubmitRow({ busy, label, busyLabel }: SubmitRowProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  )
}
