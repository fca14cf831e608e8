import { useLingui } from '@lingui/react/macro'
import type { StandingOrderRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { StandingOrderSorting } from '#domain/standing-orders/standing-order-query'
import { inWeekOrder } from '#domain/standing-orders/weekdays'
import { formatNumber } from '#i18n/format'
import { AddressCarousel } from '#ui/list/address-carousel'
import { type Column, DataTable, DetailsButton, type ListTableProps } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'
import { PendingMark } from '#ui/list/pending-mark'
import { useTransportTypeLabel } from '#ui/transport-type-label'
import { useWeekdayLabel } from './labels'
import { PlannedNote } from './planned-note'
import styles from './standing-orders.module.css'

interface StandingOrdersTableProps extends ListTableProps<StandingOrderRow, StandingOrderSorting['field']> {
  locale: Locale
}

/** Spec section 2, the standing-orders table: dense at desk width, stacked cards on a phone. */
export function StandingOrdersTable({ rows, controls, onDetails, locale }: StandingOrdersTableProps) {
  const { t } = useLingui()
  const weekday = useWeekdayLabel()
  const transportType = useTransportTypeLabel()
  const columns: Column<StandingOrderRow, StandingOrderSorting['field']>[] = [
    {
      header: t`Number`,
      cell: ({ order, pendingSeq }) => (
        <div className={list.stack}>
          <strong className={`tabular ${list.number}`}>{order.number}</strong>
          {order.customerName ? <span className={styles.name}>{order.customerName}</span> : null}
          {pendingSeq !== null ? <PendingMark /> : null}
        </div>
      ),
    },
    {
      header: t`Sender`,
      sortField: 'sender',
      cell: ({ order }) => (
        <AddressCarousel stops={order.from} note={(stop) => <PlannedNote order={order} stop={stop} />} />
      ),
    },
    {
      header: t`Receiver`,
      sortField: 'receiver',
      cell: ({ order }) => (
        <AddressCarousel stops={order.to} note={(stop) => <PlannedNote order={order} stop={stop} />} />
      ),
    },
    {
      header: t`Price`,
      sortField: 'price',
      className: `tabular ${styles.price}`,
      cell: ({ order }) => (
        <>
          {formatNumber(Number(order.price), locale, 2)} {t`CHF (excl.)`}
        </>
      ),
    },
    {
      header: t`Weekdays`,
      cell: ({ order }) => (
        <ul className={styles.days}>
          {inWeekOrder(order.days).map((day) => (
            <li key={day}>{weekday(day)}</li>
          ))}
        </ul>
      ),
    },
    { header: t`Transport type`, cell: ({ order }) => transportType(order.type) },
    {
      header: t`Actions`,
      hiddenHeader: true,
      cell: ({ key, order }) => <DetailsButton name={order.number} onClick={() => onDetails(key)} />,
    },
  ]
  const selection = {
    header: t`Select for export`,
    label: ({ order }: StandingOrderRow) => t`Select ${order.number}`,
  }
  return (
    <DataTable rows={rows} columns={columns} controls={controls} selection={selection} onOpen={onDetails} />
  )
}
