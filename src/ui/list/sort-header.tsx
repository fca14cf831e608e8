import { useLingui } from '@lingui/react/macro'
import styles from './sort-header.module.css'

export interface ColumnSorting<F extends string> {
  field: F
  direction: 'asc' | 'desc'
}

interface SortHeaderProps<F extends string> {
  label: string
  field: F
  sorting: ColumnSorting<F>
  onSort: (sorting: ColumnSorting<F>) => void
}

/** A column header that sorts: a first click sorts ascending, the next one flips the direction. */
export function SortHeader<F extends string>({ label, field, sorting, onSort }: SortHeaderProps<F>) {
  const { t } = useLingui()
  const active = sorting.field === field
  const ariaSort = active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none'
  const next: ColumnSorting<F> = active
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
