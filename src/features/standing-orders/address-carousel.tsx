import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Stop } from '#domain/entities/shipment'
import type { StandingOrder } from '#domain/entities/standing-order'
import { plannedWindow } from '#domain/standing-orders/planned-window'
import styles from './standing-orders.module.css'
import { windowEnds } from './window-text'

interface AddressCarouselProps {
  order: StandingOrder
  stops: readonly Stop[]
}

/**
 * Spec section 2, address cells: one address at a time with dots when there are several; each
 * with its planned pickup or delivery window (the address's own, else the order's).
 */
export function AddressCarousel({ order, stops }: AddressCarouselProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const count = stops.length
  const stop = stops[Math.min(index, count - 1)]
  if (!stop) return <span>—</span>
  const window = plannedWindow(order, stop)
  const { from, to } = window ? windowEnds(window) : { from: '', to: '' }
  return (
    // No landmark or group per cell: a page of 20 rows would announce 40 of them. The column's
    // header names the cell; the dots say which address of how many they show.
    <div className={styles.carousel}>
      <div aria-live="polite" aria-atomic="true">
        {count > 1 ? <span className="visually-hidden">{t`Address ${index + 1} of ${count}`}</span> : null}
        <address className={styles.address}>
          <strong>{stop.name}</strong>
          {stop.contact ? <span>{stop.contact}</span> : null}
          <span>{stop.address}</span>
          <span>
            <span className="tabular">{stop.zip}</span> {stop.location}
          </span>
          {stop.phone ? <span className="tabular">{stop.phone}</span> : null}
        </address>
        {window ? (
          <span className={styles.planned}>
            {stop.type === 'from' ? t`Planned pickup: ${from} - ${to}` : t`Planned delivery: ${from} - ${to}`}
          </span>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {stops.map((other, position) => (
            <button
              // Stops have no id of their own here; their place in the order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={position}
              type="button"
              className={position === index ? styles.dotActive : styles.dot}
              aria-label={t`Show address ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
              title={other.name}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
