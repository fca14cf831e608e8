import type { ShipmentStop } from '#domain/entities/shipment'
import styles from './shipments.module.css'

/** Every stop of one side, as address blocks (the active detail's sender and receiver lists). */
export function StopList({ title, stops }: { title: string; stops: readonly ShipmentStop[] }) {
  return (
    <section className={styles.stopList}>
      <h3>{title}</h3>
      <ul>
        {stops.map((stop) => (
          <li key={stop.id}>
            <address className={styles.address}>
              <strong>{stop.name}</strong>
              {stop.contact ? <span>{stop.contact}</span> : null}
              <span>{stop.address}</span>
              <span>
                <span className="tabular">{stop.zip}</span> {stop.location}
              </span>
              {stop.phone ? <span className="tabular">{stop.phone}</span> : null}
            </address>
          </li>
        ))}
      </ul>
    </section>
  )
}
