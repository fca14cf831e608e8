import { useLingui } from '@lingui/react/macro'
import type { StandingOrderRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { StandingOrderSorting } from '#domain/standing-orders/standing-order-query'
import { inWeekOrder } from '#domain/standing-orders/weekdays'
import { formatNumber } from '#i18n/format'
import { SortHeader } from '#ui/components/sort-header'
import list from '#ui/list-page.module.css'
import { AddressCarousel } from './address-carousel'
import { useTransportTypeLabel, useWeekdayLabel } from './labels'
import styles from './standing-orders.module.css'

interface StandingOrdersTableProps {
  rows: readonly StandingOrderRow[]
  selected: ReadonlySet<number>
  onSelect: (key: number, selected: boolean) => void
  sorting: StandingOrderSorting
  onSort: (sorting: StandingOrderSorting) => void
  onDetails: (key: number) => void
  locale: Locale
}

/** Spec section 2, the standing-orders table: dense at desk width, stacked cards on a phone. */
export function StandingOrdersTable({
  rows,
  selected,
  onSelect,
  sorting,
  onSort,
  onDetails,
  locale,
}: StandingOrdersTableProps) {
  const { t } = useLingui()
  const weekday = useWeekdayLabel()
  const transportType = useTransportTypeLabel()
  return (
    <table className={list.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t`Select for export`}</span>
          </th>
          <th scope="col">{t`Number`}</th>
          <SortHeader label={t`Sender`} field="sender" sorting={sorting} onSort={onSort} />
          <SortHeader label={t`Receiver`} field="receiver" sorting={sorting} onSort={onSort} />
          <SortHeader label={t`Price`} field="price" sorting={sorting} onSort={onSort} />
          <th scope="col">{t`Weekdays`}</th>
          <th scope="col">{t`Transport type`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, order, pendingSeq }) => (
          <tr key={key}>
            <td className={list.select}>
              <input
                type="checkbox"
                aria-label={t`Select ${order.number}`}
                checked={selected.has(key)}
                onChange={(event) => onSelect(key, event.target.checked)}
              />
            </td>
            <td data-label={t`Number`}>
              <div className={styles.stack}>
                <strong className={`tabular ${list.number}`}>{order.number}</strong>
                {order.customerName ? <span className={styles.name}>{order.customerName}</span> : null}
                {pendingSeq !== null ? <span className={styles.pending}>{t`waiting to be sent`}</span> : null}
              </div>
            </td>
            <td data-label={t`Sender`}>
              <AddressCarousel order={order} stops={order.from} />
            </td>
            <td data-label={t`Receiver`}>
              <AddressCarousel order={order} stops={order.to} />
            </td>
            <td data-label={t`Price`} className={`tabular ${styles.price}`}>
              {formatNumber(Number(order.price), locale, 2)} {t`CHF (excl.)`}
            </td>
            <td data-label={t`Weekdays`}>
              <ul className={styles.days}>
                {inWeekOrder(order.days).map((day) => (
                  <li key={day}>{weekday(day)}</li>
                ))}
              </ul>
            </td>
            <td data-label={t`Transport type`}>{transportType(order.type)}</td>
            <td>
              <button type="button" className={styles.linkButton} onClick={() => onDetails(key)}>
                {t`Details`}
                <span className="visually-hidden"> {order.number}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
