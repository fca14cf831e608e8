import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useRefusal } from '#db/queries/outbox'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import list from '#ui/list/list-page.module.css'
import styles from './standing-orders.module.css'
import { useStandingOrdersApi } from './standing-orders-api'

/** How long the modal waits for the server before saying the name will be sent later. */
const PATIENCE_MS = 15_000

type Outcome =
  | { type: 'none' }
  | { type: 'saving' }
  | { type: 'saved'; queued: boolean }
  | { type: 'refused'; message: string }

interface RenameFormProps {
  orderKey: number
  /** The name on show: the replica's, a waiting rename's included. */
  name: string
  /** The waiting rename of this order, if any (the replica row's pendingSeq). */
  pendingSeq: number | null
}

/**
 * Spec sections 2, 4 and 5: the order's name (customerName), with no rules: any value, an empty
 * one included. Queued through the outbox, so the new name shows at once in the list, works
 * offline and is sent once. A refusal shows the server's reason; saving again corrects the
 * refused rename (worker/outbox/kinds/rename-standing-order.ts) instead of queueing another.
 */
export function RenameForm({ orderKey, name, pendingSeq }: RenameFormProps) {
  const { t } = useLingui()
  const api = useStandingOrdersApi()
  const [draft, setDraft] = useState(name)
  const [outcome, setOutcome] = useState<Outcome>({ type: 'none' })
  const refusal = useRefusal(api.account, pendingSeq)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (outcome.type === 'saving') return
    setOutcome({ type: 'saving' })
    try {
      const { seq } = await api.queueRename(orderKey, draft)
      // Offline there is nothing to wait for: say at once that the name is kept for later.
      const settled = await api.settled(seq, navigator.onLine ? PATIENCE_MS : 0)
      setOutcome(
        settled.status === 'refused'
          ? { type: 'refused', message: settled.message }
          : { type: 'saved', queued: settled.status === 'waiting' },
      )
    } catch {
      setOutcome({ type: 'refused', message: '' })
    }
  }

  const reason =
    outcome.type === 'saving' ? null : (refusal ?? (outcome.type === 'refused' ? outcome.message : null))
  const queuedStill = outcome.type === 'saved' && outcome.queued && pendingSeq !== null

  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t`Name of the standing order`}
        name="customerName"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={list.actions}>
        <Button type="submit" busy={outcome.type === 'saving'}>
          {t`Save`}
        </Button>
      </div>
      {outcome.type === 'saving' ? <p role="status">{t`Saving…`}</p> : null}
      {reason !== null ? (
        <Notice tone="error">
          {reason
            ? `${t`The new name was refused:`} ${reason} ${t`Please correct it and save again.`}`
            : t`The name could not be saved. Please try again.`}
        </Notice>
      ) : queuedStill ? (
        <Notice tone="info">
          {t`The new name is shown already. It is kept on this device and sent as soon as the server can be reached.`}
        </Notice>
      ) : outcome.type === 'saved' ? (
        <Notice tone="info">{t`The name was saved.`}</Notice>
      ) : pendingSeq !== null && outcome.type === 'none' ? (
        <Notice tone="info">{t`A new name for this standing order is waiting to be sent.`}</Notice>
      ) : null}
    </form>
  )
}
