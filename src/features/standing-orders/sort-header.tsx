import { useLingui } from '@lingui/react/macro'
import type {
  StandingOrderSortField,
  StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'
import styles from './standing-orders.module.css'

interface SortHeaderProps {
  label: string
  field: StandingOrderSortField
  sorting: StandingOrderSorting
  onSort: (sorting: StandingOrderSorting) => void
}

/** A column header that sorts: a first click sorts ascending, the next one flips the direction. */
export function SortHeader({ label, field, sorting, onSort }: SortHeaderProps) {
  const { t } = useLingui()
  const active = sorting.field === field
  const ariaSort = active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none'
  const next: StandingOrderSorting = active
    ? { field, direction: sorting.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' }
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(next)}
        title={t`Sort by ${label}`}
      >
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (sorting.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}
