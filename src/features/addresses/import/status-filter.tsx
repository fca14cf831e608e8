import { useLingui } from '@lingui/react/macro'
import type { RowStatus } from '#domain/address-import/contract'
import { formatNumber } from '#i18n/format'
import { useLocale } from '#i18n/use-locale'
import styles from './import.module.css'
import { useImportWords } from './import-words'
import { type StatusFilter as Filter, ROW_STATUSES } from './row-status'

interface StatusFilterProps {
  counts: Record<RowStatus, number>
  total: number
  value: Filter
  onChange: (filter: Filter) => void
}

/** The count of each status, each a toggle that shows only its rows. */
export function StatusFilter({ counts, total, value, onChange }: StatusFilterProps) {
  const { t } = useLingui()
  const words = useImportWords()
  const locale = useLocale()
  const options: { filter: Filter; label: string; count: number }[] = [
    { filter: 'all', label: t`All rows`, count: total },
    ...ROW_STATUSES.map((status) => ({
      filter: status,
      label: words.statuses[status],
      count: counts[status],
    })),
  ]
  return (
    <fieldset className={styles.statusFilter}>
      <legend className="visually-hidden">{t`Show rows by status`}</legend>
      {options.map((option) => (
        <button
          key={option.filter}
          type="button"
          aria-pressed={value === option.filter}
          className={styles.statusToggle}
          data-status={option.filter}
          onClick={() => onChange(option.filter)}
        >
          {option.label}{' '}
          <span className={`tabular ${styles.count}`}>{formatNumber(option.count, locale)}</span>
        </button>
      ))}
    </fieldset>
  )
}
