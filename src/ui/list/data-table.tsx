import { useLingui } from '@lingui/react/macro'
import type { HTMLAttributes, ReactNode } from 'react'
import list from './list-page.module.css'
import { type ColumnSorting, SortHeader } from './sort-header'
import { SortSelect } from './sort-select'
import { useTableDensity } from './table-density'
import { useClippedTitles } from './use-clipped-titles'
import { useRowKeyboard } from './use-row-keyboard'

export interface Column<Row, Field extends string> {
  /** The header; a column without one (its actions) has `hiddenHeader` for screen readers only. */
  header: string
  hiddenHeader?: boolean
  /** Sorts by this field when its header is clicked (aria-sort on the header). */
  sortField?: Field
  className?: string
  cell: (row: Row) => ReactNode
}

interface Selection<Row> {
  /** The selection column's header, for screen readers ("Select for export"). */
  header: string
  /** The row checkbox's label ("Select VK-0500341"). */
  label: (row: Row) => string
}

/** The page's sorting and selection (useListControls) that a table shows and changes. */
export interface TableControls<Field extends string> {
  sorting: ColumnSorting<Field>
  sort: (sorting: ColumnSorting<Field>) => void
  selected: readonly number[]
  select: (key: number, selected: boolean) => void
}

/** What a list screen hands its table. */
export interface ListTableProps<Row, Field extends string> {
  rows: readonly Row[]
  controls: TableControls<Field>
  onDetails: (key: number) => void
}

interface TableProps<Row, Field extends string> {
  rows: readonly Row[]
  columns: readonly Column<Row, Field>[]
  controls?: TableControls<Field>
  /** Rows have checkboxes (the selection lives in `controls`). */
  selection?: Selection<Row>
  /**
   * Extra attributes per row. Each row carries `data-row-key`, so the desk's keyboard navigation
   * can find and focus the row that holds a key through a live update of the list.
   */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>
  /** Opens a row's detail: Enter on a focused row (the Details button's action, or the address). */
  onOpen?: (key: number) => void
  /** The address book keeps its plainer table (no hover, headers that wrap). */
  variant?: 'list' | 'plain'
}

/** Rows with a numeric `key` (shipments, standing orders) need no `rowKey`; others name theirs. */
type RowKeyProps<Row> = Row extends { key: number }
  ? { rowKey?: (row: Row) => number }
  : { rowKey: (row: Row) => number }

type DataTableProps<Row, Field extends string> = TableProps<Row, Field> & RowKeyProps<Row>

/** The Details button of a row: named by the row for screen readers ("Details VK-0500341"). */
export function DetailsButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui()
  return (
    <button type="button" className={list.linkButton} onClick={onClick}>
      {t`Details`}
      <span className="visually-hidden"> {name}</span>
    </button>
  )
}

/**
 * The list screens' table: a dense table at desk width and stacked cards below 720 px, the cells
 * labelled by their column (`data-label`) so a card reads the same as a row.
 */
export function DataTable<Row, Field extends string>({
  rows,
  rowKey,
  columns,
  controls,
  selection,
  rowProps,
  onOpen,
  variant = 'list',
}: DataTableProps<Row, Field>) {
  const keyOf = rowKey ?? ((row: Row) => (row as { key: number }).key)
  const sorting = controls?.sorting
  const onSort = controls?.sort
  const selected = new Set(controls?.selected)
  const density = useTableDensity()
  const keys = rows.map(keyOf)
  const keyboard = useRowKeyboard({
    keys,
    ...(selection && controls ? { selection: { selected, select: controls.select } } : {}),
    ...(onOpen ? { open: onOpen } : {}),
  })
  const titles = useClippedTitles(density === 'compact')
  const classes = [
    list.table,
    variant === 'plain' ? list.plain : '',
    density === 'compact' ? list.compact : '',
  ]
  const sortOptions = columns.flatMap((column) =>
    column.sortField ? [{ field: column.sortField, label: column.header }] : [],
  )
  return (
    <>
      {/* On a phone the headers are hidden (rows become cards): the same sortings as a select. */}
      {sorting && onSort && sortOptions.length > 0 ? (
        <SortSelect options={sortOptions} sorting={sorting} onSort={onSort} />
      ) : null}
      {/* data-keyboard-scope: the rows take letters (j, k, x), so the screen's shortcuts stand back. */}
      <table className={classes.filter(Boolean).join(' ')} data-keyboard-scope="table" ref={titles}>
        <thead>
          <tr>
            {selection ? (
              <th scope="col">
                <span className="visually-hidden">{selection.header}</span>
              </th>
            ) : null}
            {columns.map((column, position) =>
              column.sortField && sorting && onSort ? (
                <SortHeader
                  // By place, not by header: the header changes with the language, and a cell
                  // remounted under an open dialog could not take the focus back.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never move
                  key={position}
                  label={column.header}
                  field={column.sortField}
                  sorting={sorting}
                  onSort={onSort}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <th key={position} scope="col">
                  {column.hiddenHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody {...keyboard.body}>
          {rows.map((row) => {
            const key = keyOf(row)
            return (
              <tr
                key={key}
                data-row-key={key}
                tabIndex={keyboard.tabIndexOf(key)}
                {...(selection ? { 'aria-selected': selected.has(key) } : {})}
                {...rowProps?.(row)}
              >
                {selection ? (
                  <td className={list.select}>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selected.has(key)}
                      onChange={(event) => controls?.select(key, event.target.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column, position) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={position}
                    data-label={column.hiddenHeader ? undefined : column.header}
                    className={column.className}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
