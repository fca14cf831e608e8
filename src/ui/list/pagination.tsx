import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  entryRange,
  nextDisabled,
  offsetOf,
  PER_PAGE_OPTIONS,
  type PerPage,
  prevDisabled,
} from '#domain/pagination'
import { Button } from '#ui/components/button'
import styles from './pagination.module.css'

export interface PaginationProps {
  page: number
  perPage: PerPage
  /** null while the list is still being counted (a long address book): the shown rows are its first page. */
  total: number | null
  /** The rows shown, which the range names while the total is not known yet. */
  shown?: number
  onPage: (page: number) => void
  onPerPage: (perPage: PerPage) => void
}

/** Spec section 2: 'Entry {start} - {end} of {total}', 20/50/100 per page, Prev and Next. */
export function Pagination({ page, perPage, total, shown = 0, onPage, onPerPage }: PaginationProps) {
  const { t } = useLingui()
  const selectId = useId()
  const { start, end } = entryRange(page, perPage, total ?? offsetOf(page, perPage) + shown)
  return (
    <nav className={styles.pagination} aria-label={t`Pages`}>
      <span className="tabular" aria-live="polite">
        {total === null
          ? t`Entry ${start} - ${end}, counting all entries…`
          : t`Entry ${start} - ${end} of ${total}`}
      </span>
      <span className={styles.perPage}>
        <label htmlFor={selectId}>{t`Per page`}</label>
        <select
          id={selectId}
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value) as PerPage)}
        >
          {PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.buttons}>
        <Button variant="quiet" disabled={prevDisabled(page)} onClick={() => onPage(page - 1)}>
          {t`Previous`}
        </Button>
        <Button
          variant="quiet"
          disabled={total === null || nextDisabled(page, total, perPage)}
          onClick={() => onPage(page + 1)}
        >
          {t`Next`}
        </Button>
      </span>
    </nav>
  )
}
