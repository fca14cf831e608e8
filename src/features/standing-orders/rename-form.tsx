import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useRefusal } from '#db/queries/outbox'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import { SETTLE_PATIENCE_MS, useQueuedSubmit } from '#ui/forms/use-queued-submit'
import list from '#ui/list/list-page.module.css'
import { useStandingOrdersApi } from './standing-orders-api'

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
  const { outcome, run } = useQueuedSubmit()
  const refusal = useRefusal(api.account, pendingSeq)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (outcome.type === 'working') return
    await run(async () => {
      const { seq } = await api.queueRename(orderKey, draft)
      // Offline there is nothing to wait for: say at once that the name is kept for later.
      return api.settled(seq, navigator.onLine ? SETTLE_PATIENCE_MS : 0)
    }, undefined)
  }

  const reason =
    outcome.type === 'working' ? null : (refusal ?? (outcome.type === 'refused' ? outcome.message : null))
  const queuedStill = outcome.type === 'done' && outcome.queued && pendingSeq !== null

  return (
    <form className={list.panel} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t`Name of the standing order`}
        name="customerName"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={list.actions}>
        <Button type="submit" busy={outcome.type === 'working'}>
          {t`Save`}
        </Button>
      </div>
      {outcome.type === 'working' ? <p role="status">{t`Saving…`}</p> : null}
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
      ) : outcome.type === 'done' ? (
        <Notice tone="info">{t`The name was saved.`}</Notice>
      ) : pendingSeq !== null && outcome.type === 'none' ? (
        <Notice tone="info">{t`A new name for this standing order is waiting to be sent.`}</Notice>
      ) : null}
    </form>
  )
}
