import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { PendingChange } from '#db/queries/outbox'
import { formatTime } from '#i18n/format'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { refusalText } from '#ui/messages/price-error-message'
import type { ChangeKind } from '#worker/contract'
import { BatchTitle } from './batch-title'
import { type ChangeLine, changeLines } from './change-lines'
import { changeSummary } from './change-summary'
import styles from './sync.module.css'

export interface SyncBarProps {
  offline: boolean
  /** The server answered a refresh with an error (not offline): the data shown may be old. */
  failed: boolean
  /** The access token ran out and its renewal waits for the network: the session is kept. */
  sessionWaiting?: boolean
  /** The newest successful refresh of any replicated data, ISO. */
  lastSuccess: string | undefined
  changes: PendingChange[]
  onRetry: (seq: number) => void
  onDiscard: (seq: number) => void
  /** Discards a batch's line whole (every entry not in flight); without it, each entry is discarded. */
  onDiscardBatch?: ((batch: string) => void) | undefined
  /** Opens the screen that made a refused change, to correct it; absent for changes it cannot open. */
  onCorrect?: ((change: PendingChange) => void) | undefined
  canCorrect?: (change: PendingChange) => boolean
}

/** Quiet, always visible: "Offline, data from 14:32" and "3 changes waiting" (docs: design brief). */
export function SyncBar({
  offline,
  failed,
  sessionWaiting = false,
  lastSuccess,
  changes,
  onRetry,
  onDiscard,
  onDiscardBatch,
  onCorrect,
  canCorrect = () => false,
}: SyncBarProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // The line (ChangeLine.key) whose discard is being asked about.
  const [confirming, setConfirming] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  // The question replaces the Discard button that has the focus, its answer replaces the question,
  // and a change sent or discarded leaves the list: the focus moves on with them, or it would drop
  // to the page, out of the dialog and beyond the reach of its Escape.
  const [focusNext, setFocusNext] = useState<string | null>(null)
  useEffect(() => {
    if (!open || !list.current) return
    if (focusNext) {
      list.current.querySelector<HTMLElement>(`[data-focus="${focusNext}"]`)?.focus()
      setFocusNext(null)
    } else if (document.activeElement === document.body) {
      list.current.focus()
    }
  })
  const attention = changes.filter((change) => change.status === 'needsAttention').length
  if (!offline && !failed && changes.length === 0) return null
  const time = lastSuccess ? formatTime(lastSuccess) : undefined
  const count = changes.length
  const kindLabels: Record<ChangeKind, string> = {
    saveAddress: t`Address`,
    createShipment: t`Order`,
    renameStandingOrder: t`Standing order name`,
    editShipment: t`Shipment change`,
    requestPodEmail: t`Proof of delivery e-mail`,
  }
  // A kind a newer tab queued that this build does not know yet still shows, by a plain name.
  const kindLabel = (change: PendingChange) =>
    Object.hasOwn(kindLabels, change.kind) ? kindLabels[change.kind as ChangeKind] : t`Other change`
  // A change parked behind one that needs attention says so, with that change's reason.
  const blockerOf = (change: PendingChange) =>
    change.status === 'queued' && change.waitsFor != null
      ? changes.find((other) => other.seq === change.waitsFor && other.status === 'needsAttention')
      : undefined
  const statusLabel = (change: PendingChange) =>
    change.status === 'needsAttention'
      ? t`Needs your attention`
      : change.status === 'sending'
        ? t`Sending…`
        : blockerOf(change)
          ? t`Waits for a change that needs your attention`
          : t`Waiting`
  const reasonOf = (change: PendingChange) => {
    const blocker = blockerOf(change)
    if (!blocker) return change.lastError ? refusalText(change.lastError) : null
    const label = kindLabel(blocker)
    const reason = blocker.lastError ? refusalText(blocker.lastError) : ''
    return t`It is sent once the change “${label}” is corrected or discarded. ${reason}`.trim()
  }

  const discardButtons = (key: string, disabled: boolean, discard: () => void) =>
    confirming === key ? (
      <>
        <Button variant="secondary" onClick={discard}>
          {t`Yes, discard`}
        </Button>
        <Button
          variant="quiet"
          data-focus={`keep-${key}`}
          onClick={() => {
            setConfirming(null)
            setFocusNext(`discard-${key}`)
          }}
        >
          {t`Keep`}
        </Button>
      </>
    ) : (
      <Button
        variant="quiet"
        disabled={disabled}
        data-focus={`discard-${key}`}
        onClick={() => {
          setConfirming(key)
          setFocusNext(`keep-${key}`)
        }}
      >
        {t`Discard`}
      </Button>
    )

  const singleLine = ({ key, change }: Extract<ChangeLine, { type: 'single' }>) => {
    const summary = changeSummary(change)
    const reason = reasonOf(change)
    return (
      <li key={key} className={styles.item}>
        <div>
          <strong>{kindLabel(change)}</strong> · {statusLabel(change)}
          {summary ? <p className={styles.summary}>{summary}</p> : null}
          {reason ? <p className={styles.reason}>{reason}</p> : null}
        </div>
        <div className={styles.actions}>
          {onCorrect && change.status === 'needsAttention' && canCorrect(change) ? (
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false)
                onCorrect(change)
              }}
            >
              {t`Correct`}
            </Button>
          ) : null}
          <Button variant="quiet" busy={change.status === 'sending'} onClick={() => onRetry(change.seq)}>
            {t`Send now`}
          </Button>
          {discardButtons(key, change.status === 'sending', () => onDiscard(change.seq))}
        </div>
      </li>
    )
  }

  // A batch is one line: its size and label, how many are left, and one discard for all of them.
  const batchLine = ({ key, batch, kind, entries, status }: Extract<ChangeLine, { type: 'batch' }>) => {
    const left = entries.length
    const size = Math.max(batch.size, left)
    const refused = entries.filter((entry) => entry.status === 'needsAttention')
    const refusedCount = refused.length
    const firstReason = refused.find((entry) => entry.lastError)?.lastError
    const waiting = entries.filter((entry) => entry.status !== 'sending')
    return (
      <li key={key} className={styles.item}>
        <div>
          <strong>
            <BatchTitle kind={kind} size={size} label={batch.label} />
          </strong>{' '}
          ·{' '}
          {status === 'needsAttention'
            ? t`Needs your attention`
            : status === 'sending'
              ? t`Sending…`
              : t`Waiting`}
          <p className={styles.summary}>{t`${left} of ${size} left to send`}</p>
          {refused.length > 0 ? (
            <p className={styles.reason}>
              {t`${refusedCount} of them could not be sent.`}
              {firstReason ? ` ${refusalText(firstReason)}` : ''}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button
            variant="quiet"
            busy={status === 'sending'}
            onClick={() => {
              for (const entry of waiting) onRetry(entry.seq)
            }}
          >
            {t`Send now`}
          </Button>
          {discardButtons(key, waiting.length === 0, () => {
            if (onDiscardBatch) onDiscardBatch(batch.id)
            else for (const entry of waiting) onDiscard(entry.seq)
          })}
        </div>
      </li>
    )
  }

  return (
    <>
      <div className={`${styles.bar} ${attention > 0 ? styles.attention : ''}`} role="status">
        {offline ? <span>{time ? t`Offline, data from ${time}` : t`Offline`}</span> : null}
        {offline && sessionWaiting ? (
          <span>{t`Your session is waiting for the network; you stay logged in.`}</span>
        ) : null}
        {!offline && failed ? (
          <span>{t`The latest data could not be loaded; you see what this device last received.`}</span>
        ) : null}
        {count > 0 ? (
          <button type="button" className={styles.badge} onClick={() => setOpen(true)}>
            <Plural value={count} one="# change waiting" other="# changes waiting" />
            {attention > 0 ? (
              <>
                {' · '}
                <Plural value={attention} one="# needs attention" other="# need attention" />
              </>
            ) : null}
          </button>
        ) : null}
      </div>
      {/* Outside the live region: opening the panel must not be read out as a status change. */}
      <Dialog
        open={open}
        title={t`Changes waiting to be sent`}
        closeLabel={t`Close`}
        onClose={() => setOpen(false)}
      >
        <p
          className={styles.explain}
        >{t`They are stored on this device and are sent as soon as there is a connection.`}</p>
        <ul ref={list} className={styles.list} tabIndex={-1}>
          {changeLines(changes).map((line) => (line.type === 'single' ? singleLine(line) : batchLine(line)))}
        </ul>
      </Dialog>
    </>
  )
}
