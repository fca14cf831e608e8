import { useLingui } from '@lingui/react/macro'
import type { Stop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'
import { plannedWindow } from '#domain/standing-orders/planned-window'
import styles from './standing-orders.module.css'
import { windowEnds } from './window-text'

/** Spec section 2: an address's planned pickup or delivery window (its own, else the order's). */
export function PlannedNote({ order, stop }: { order: StandingOrder; stop: Stop }) {
  const { t } = useLingui()
  const window = plannedWindow(order, stop)
  if (!window) return null
  const { from, to } = windowEnds(window)
  return (
    <span className={styles.planned}>
      {stop.type === 'from' ? t`Planned pickup: ${from} - ${to}` : t`Planned delivery: ${from} - ${to}`}
    </span>
  )
}
