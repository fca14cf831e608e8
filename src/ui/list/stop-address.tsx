import type { ReactNode } from 'react'
import type { Stop } from '#domain/entities/shipment'
import styles from './stops.module.css'

/** What an address block shows of a stop: shipments, standing orders and their dialogs alike. */
export type StopLike = Pick<Stop, 'name' | 'contact' | 'address' | 'zip' | 'location' | 'phone'>

export function StopAddress({ stop }: { stop: StopLike }) {
  return (
    <address className={styles.address}>
      <strong>{stop.name}</strong>
      {stop.contact ? <span>{stop.contact}</span> : null}
      <span>{stop.address}</span>
      <span>
        <span className="tabular">{stop.zip}</span> {stop.location}
      </span>
      {stop.phone ? <span className="tabular">{stop.phone}</span> : null}
    </address>
  )
}

interface StopListProps<S extends StopLike> {
  title: string
  stops: readonly S[]
  /** What follows each address: its time or planned window. */
  note?: (stop: S) => ReactNode
}

/** Every stop of one side as address blocks (the detail dialogs' sender and receiver lists). */
export function StopList<S extends StopLike>({ title, stops, note }: StopListProps<S>) {
  return (
    <section className={styles.stopList}>
      <h3>{title}</h3>
      {stops.length === 0 ? (
        <p>—</p>
      ) : (
        <ul>
          {stops.map((stop, position) => (
            // Stops keep their order within a shipment or an order, and not every kind has an id.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={position}>
              <StopAddress stop={stop} />
              {note?.(stop)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
