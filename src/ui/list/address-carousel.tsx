import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { StopAddress, type StopLike } from './stop-address'
import styles from './stops.module.css'

interface AddressCarouselProps<S extends StopLike> {
  stops: readonly S[]
  /** What follows the address: its time or planned window. */
  note: (stop: S) => ReactNode
  /**
   * A heading makes it a card of its own (a detail dialog); without one it sits in a table cell,
   * where the column's header names it.
   */
  title?: string
}

/** Spec section 2: one address at a time, with dots when there are several. */
export function AddressCarousel<S extends StopLike>({ stops, note, title }: AddressCarouselProps<S>) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const headingId = useId()
  const count = stops.length
  const stop = stops[Math.min(index, count - 1)]

  const shown = stop ? (
    <div aria-live="polite" aria-atomic="true">
      {count > 1 || title ? (
        <span className="visually-hidden">{t`Address ${index + 1} of ${count}`}</span>
      ) : null}
      <StopAddress stop={stop} />
      {note(stop)}
    </div>
  ) : null

  const dots =
    count > 1 ? (
      <div className={styles.dots}>
        {stops.map((other, position) => (
          <button
            // Stops keep their order within a shipment or an order, and not every kind has an id.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={position}
            type="button"
            className={position === index ? styles.dotActive : styles.dot}
            aria-label={t`Show address ${position + 1} of ${count}`}
            aria-current={position === index ? 'true' : undefined}
            title={other.name}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    ) : null

  if (title) {
    return (
      <section className={styles.card} aria-roledescription={t`carousel`} aria-labelledby={headingId}>
        <h3 id={headingId}>{title}</h3>
        {shown ?? <p>—</p>}
        {dots}
      </section>
    )
  }
  if (!shown) return <span>—</span>
  return (
    // No landmark or group per cell: a page of 20 rows would announce 40 of them. The column's
    // header names the cell; the dots say which address of how many they show.
    <div className={styles.cell}>
      {shown}
      {dots}
    </div>
  )
}
