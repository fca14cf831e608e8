import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import field from '#ui/components/text-field.module.css'
import list from '#ui/list/list-page.module.css'

export interface Sorting<F extends string> {
  field: F
  direction: 'asc' | 'desc'
}

interface SortSelectProps<F extends string> {
  options: readonly { field: F; label: string }[]
  /** The list's sorting; one by a field not offered here (a screen's default order) shows as "Standard order". */
  sorting: { field: string; direction: 'asc' | 'desc' }
  onSort: (sorting: Sorting<F>) => void
}

/** On a phone a list's headers are hidden (rows become cards): the same sortings as a select. */
export function SortSelect<F extends string>({ options, sorting, onSort }: SortSelectProps<F>) {
  const { t } = useLingui()
  const id = useId()
  const value = `${sorting.field}:${sorting.direction}`
  const known = options.some((option) => option.field === sorting.field)
  return (
    <div className={`${field.field} ${list.sortSelect}`}>
      <label className={field.label} htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        className={field.input}
        value={known ? value : ''}
        onChange={(event) => {
          const [name, direction] = event.target.value.split(':') as [F, 'asc' | 'desc']
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
