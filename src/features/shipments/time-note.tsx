import { useLingui } from '@lingui/react/macro'
import type { ShipmentStop } from '#domain/entities/shipment'
import { isClockTime, stopTimeNote, type TimeNote } from '#domain/shipments/list-notes'
import type { StoredListItem } from '#domain/shipments/shipment-query'
import { formatDateTime, formatTime } from '#i18n/format'
import styles from './shipments.module.css'

function moment(value: string): string {
  return isClockTime(value) ? value.slice(0, 5) : formatDateTime(value)
}

/** The second end of a window on the same day needs only its time. */
function windowEnd(from: string | null, to: string): string {
  if (isClockTime(to)) return to.slice(0, 5)
  if (from && !isClockTime(from) && formatDateTime(from).slice(0, 10) === formatDateTime(to).slice(0, 10)) {
    return formatTime(to)
  }
  return formatDateTime(to)
}

function windowText(from: string | null, to: string | null): string {
  if (from && to) return `${moment(from)} – ${windowEnd(from, to)}`
  return moment((from ?? to) as string)
}

interface TimeNoteProps {
  note: TimeNote | null
  kind: 'pickup' | 'delivery'
  /** The signer, for "delivered at … to {name}". */
  signer?: string | null | undefined
}

/** "picked up at …" / "planned pickup …", "delivered at …" / "planned delivery …" (spec section 2). */
export function TimeNoteText({ note, kind, signer }: TimeNoteProps) {
  const { t } = useLingui()
  if (!note) return null
  if (note.kind === 'done') {
    const at = moment(note.at)
    const text =
      kind === 'pickup'
        ? t`picked up at ${at}`
        : signer
          ? t`delivered at ${at} to ${signer}`
          : t`delivered at ${at}`
    return <span className={styles.done}>{text}</span>
  }
  const window = windowText(note.from, note.to)
  return (
    <span className={styles.planned}>
      {kind === 'pickup' ? t`planned pickup ${window}` : t`planned delivery ${window}`}
    </span>
  )
}

/** A stop's own time in a detail dialog: served, or its planned window; a delivery names its signer. */
export function StopTimeNote({ item, stop }: { item: StoredListItem; stop: ShipmentStop }) {
  return (
    <TimeNoteText
      note={stopTimeNote(item, stop)}
      kind={stop.type === 'from' ? 'pickup' : 'delivery'}
      signer={stop.type === 'to' ? item.visierName : null}
    />
  )
}
