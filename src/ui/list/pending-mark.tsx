import { useLingui } from '@lingui/react/macro'
import list from './list-page.module.css'

/** The mark of a row whose change still waits in the outbox. */
export function PendingMark({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <span className={className ? `${list.pending} ${className}` : list.pending}>{t`waiting to be sent`}</span>
  )
}
