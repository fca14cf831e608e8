import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ShipmentSortField, ShipmentSorting } from '#domain/shipments/shipment-query'
import field from '#ui/components/text-field.module.css'
import styles from './shipments.module.css'

interface SortSelectProps {
  options: readonly { field: ShipmentSortField; label: string }[]
  sorting: ShipmentSorting
  onSort: (sorting: ShipmentSorting) => void
}

/** On a phone the table's headers are hidden (rows become cards): the same sortings as a select. */
export function SortSelect({ options, sorting, onSort }: SortSelectProps) {
  const { t } = useLingui()
  const id = useId()
  const value = `${sorting.field}:${sorting.direction}`
  const known = options.some((option) => option.field === sorting.field)
  return (
    <div className={`${field.field} ${styles.sortSelect}`}>
      <label className={field.label} htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        className={field.input}
        value={known ? value : ''}
        onChange={(event) => {
          const [name, direction] = event.target.value.split(':') as [ShipmentSortField, 'asc' | 'desc']
          if (name) onSort({ field: name, direction })
        }}
      >
        {known ? null : <option value="">{t`Standard order`}</option>}
        {options.flatMap((option) => [
          <option key={`${option.field}:asc`} value={`${option.field}:asc`}>
            {t`${option.label}, ascending`}
          </option>,
          <option key={`${option.field}:desc`} value={`${option.field}:desc`}>
            {t`${option.label}, descending`}
          </option>,
        ])}
      </select>
    </div>
  )
}
