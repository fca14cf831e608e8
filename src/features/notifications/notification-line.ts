import { t } from '@lingui/core/macro'
import type { NotificationRow } from '#db/rows'
import type { NotificationKind } from '#domain/notifications/settings'

function headline(kind: NotificationKind, number: string): string {
  switch (kind) {
    case 'pickedUp':
      return t`Picked up: ${number}`
    case 'delivered':
      return t`Delivered: ${number}`
    case 'cancelled':
      return t`Cancelled: ${number}`
    case 'overdue':
      return t`Delivery window passed: ${number}`
  }
}

/**
 * One event as the bell lists it, in the active locale: "Delivered: 2611-0042 · Ref ABC · Bern"
 * (only the parts the shipment has). The caller re-renders on a language change (useLingui).
 */
export function notificationLine(row: NotificationRow): string {
  const parts = [headline(row.kind, row.number)]
  const reference = row.reference?.trim()
  if (reference) parts.push(t`Ref ${reference}`)
  const place = row.place?.trim()
  if (place) parts.push(place)
  return parts.join(' · ')
}
