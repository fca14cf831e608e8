import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { PendingChange } from '#db/queries/outbox'
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

  useEffect(() => {
    const current = new Map(changes.map((change) => [change.seq, change]))
    const before = previous.current
    previous.current = current
    if (!before) return
    const added: Toast[] = []
    for (const [seq, change] of before) {
      const now = current.get(seq)
      if (!now && !discarded.has(seq) && change.status !== 'needsAttention') {
        added.push({ id: nextId.current++, tone: 'success', text: t`Your change has been sent.` })
      } else if (now?.status === 'needsAttention' && change.status !== 'needsAttention') {
        added.push({
          id: nextId.current++,
          tone: 'attention',
          text: t`A change could not be sent and needs your attention.`,
        })
      }
    }
    if (added.length === 0) return
    setToasts((list) => [...list, ...added])
    // Not cleared with the effect: a new change arriving must not keep an old toast on screen.
    window.setTimeout(() => setToasts((list) => list.filter((toast) => !added.includes(toast))), SHOW_MS)
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
