import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  STANDING_ORDER_SORT_FIELDS,
  type StandingOrderSortField,
  type StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'
import field from '#ui/components/text-field.module.css'
import styles from './standing-orders.module.css'

interface SortSelectProps {
  labels: Record<StandingOrderSortField, string>
  sorting: StandingOrderSorting
  onSort: (sorting: StandingOrderSorting) => void
}

/** On a phone the table's headers are hidden (rows become cards): the same sortings as a select. */
export function SortSelect({ labels, sorting, onSort }: SortSelectProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className={`${field.field} ${styles.sortSelect}`}>
      <label className={field.label} htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        className={field.input}
        value={`${sorting.field}:${sorting.direction}`}
        onChange={(event) => {
          const [name, direction] = event.target.value.split(':') as [StandingOrderSortField, 'asc' | 'desc']
          onSort({ field: name, direction })
        }}
      >
        {STANDING_ORDER_SORT_FIELDS.flatMap((name) => [
          <option key={`${name}:asc`} value={`${name}:asc`}>
            {t`${labels[name]}, ascending`}
          </option>,
          <option key={`${name}:desc`} value={`${name}:desc`}>
            {t`${labels[name]}, descending`}
          </option>,
        ])}
      </select>
    </div>
  )
}
