import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { PendingChange } from '#db/queries/outbox'
import { getPlacedShipment } from '#db/queries/shipments'
import styles from './toasts.module.css'

interface Toast {
  id: number
  tone: 'success' | 'attention'
  text: string
}

const SHOW_MS = 6000

/** Tells the user when a queued change went through, or when one needs them (design brief). */
export function ChangeToasts({
  changes,
  discarded,
}: {
  changes: PendingChange[]
  discarded: ReadonlySet<number>
}) {
  const { t } = useLingui()
  const [toasts, setToasts] = useState<Toast[]>([])
  const previous = useRef<Map<number, PendingChange> | null>(null)
  const nextId = useRef(1)
  // Per batch until it is done: its entries seen leaving the outbox sent, and those seen leaving unsent.
  const leaving = useRef(new Map<string, { sent: number; unsent: number }>())

  useEffect(() => {
    const current = new Map(changes.map((change) => [change.seq, change]))
    const before = previous.current
    previous.current = current
    if (!before) return
    const added: Toast[] = []
    const placed: PendingChange[] = []
    // A batch (a bulk proof-of-delivery request, an import) says so once, when its last entry has
    // left, counting only the entries sent: a discarded one left too, and one leaving from "needs
    // attention" was discarded (in another tab).
    const batchesLeft = new Set([...current.values()].map((change) => change.batch?.id))
    const batchesDone = new Map<string, number>()
    for (const [seq, change] of before) {
      const now = current.get(seq)
      const sent = !now && !discarded.has(seq) && change.status !== 'needsAttention'
      if (!now && change.batch) {
        const { id, size } = change.batch
        const seen = leaving.current.get(id) ?? { sent: 0, unsent: 0 }
        leaving.current.set(
          id,
          sent ? { ...seen, sent: seen.sent + 1 } : { ...seen, unsent: seen.unsent + 1 },
        )
        if (!batchesLeft.has(id)) batchesDone.set(id, size)
      } else if (sent) {
        if (change.kind === 'createShipment') placed.push(change)
        else added.push({ id: nextId.current++, tone: 'success', text: t`Your change has been sent.` })
      } else if (now?.status === 'needsAttention' && change.status !== 'needsAttention') {
        added.push({
          id: nextId.current++,
          tone: 'attention',
          text: t`A change could not be sent and needs your attention.`,
        })
      }
    }
    for (const [batch, total] of batchesDone) {
      const seen = leaving.current.get(batch) ?? { sent: 0, unsent: 0 }
      leaving.current.delete(batch)
      // Entries gone before this tab looked are taken as sent; the discards it saw are not.
      const size = total - seen.unsent
      if (seen.sent === 0 || size <= 0) continue
      added.push({
        id: nextId.current++,
        tone: 'success',
        // A batch of one (an import of one address) is "the change", not "all 1 changes".
        text: plural(size, { one: 'The change has been sent.', other: 'All # changes have been sent.' }),
      })
    }
    const show = (shown: Toast[]) => {
      if (shown.length === 0) return
      setToasts((list) => [...list, ...shown])
      // Not cleared with the effect: a new change arriving must not keep an old toast on screen.
      window.setTimeout(() => setToasts((list) => list.filter((toast) => !shown.includes(toast))), SHOW_MS)
    }
    show(added)
    // An order names the number the server gave it (issue 9); an offer has none yet.
    for (const change of placed) {
      void getPlacedShipment(change.account, change.seq)
        .catch(() => null)
        .then((row) => {
          const number = row?.item.externalNumber
          const text = number ? t`Order ${number} has been placed.` : t`Your order or request has been sent.`
          show([{ id: nextId.current++, tone: 'success', text }])
        })
    }
  }, [changes, discarded, t])

  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`${styles.toast} ${toast.tone === 'attention' ? styles.attention : ''}`}>
          {toast.text}
        </p>
      ))}
    </div>
  )
}
