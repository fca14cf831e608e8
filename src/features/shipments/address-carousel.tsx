import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ShipmentStop } from '#domain/entities/shipment'
import { stopTimeNote } from '#domain/shipments/list-notes'
import type { StoredListItem } from '#domain/shipments/shipment-query'
import styles from './shipments.module.css'
import { TimeNoteText } from './time-note'

interface AddressCarouselProps {
  title: string
  item: StoredListItem
  stops: readonly ShipmentStop[]
}

/**
 * The sender or receiver addresses of an archived shipment, one at a time with dots (spec
 * section 2). Each shows its picked-up / delivered time, or the planned window.
 */
export function AddressCarousel({ title, item, stops }: AddressCarouselProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const headingId = useId()
  const stop = stops[Math.min(index, stops.length - 1)]
  const count = stops.length
  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {stop ? (
        <div aria-live="polite" aria-atomic="true">
          <p className="visually-hidden">{t`Address ${index + 1} of ${count}`}</p>
          <address className={styles.address}>
            <strong>{stop.name}</strong>
            {stop.contact ? <span>{stop.contact}</span> : null}
            <span>{stop.address}</span>
            <span>
              <span className="tabular">{stop.zip}</span> {stop.location}
            </span>
            {stop.phone ? <span className="tabular">{stop.phone}</span> : null}
          </address>
          <TimeNoteText
            note={stopTimeNote(item, stop)}
            kind={stop.type === 'from' ? 'pickup' : 'delivery'}
            signer={stop.type === 'to' ? item.visierName : null}
          />
        </div>
      ) : (
        <p>—</p>
      )}
      {count > 1 ? (
        <div className={styles.dots}>
          {stops.map((other, position) => (
            <button
              key={other.id}
              type="button"
              className={position === index ? styles.dotActive : styles.dot}
              aria-label={t`Show address ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
