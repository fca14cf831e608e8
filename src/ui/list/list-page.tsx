import type { ReactNode } from 'react'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { DensityToggle } from './density-toggle'
import list from './list-page.module.css'
import { Pagination, type PaginationProps } from './pagination'

/** What stands where the table would; null shows the table. */
export type ListPlaceholder =
  | { kind: 'loading'; text: string }
  | { kind: 'empty'; text: string }
  | { kind: 'notice'; notice: ReactNode }
  | null

interface ListPageProps {
  title: string
  /** "Data as of HH:mm" under the title. */
  asOf: ReactNode
  /** The toolbar's buttons (export, print). */
  actions: ReactNode
  filter: ReactNode
  /** Notices above the rows (offline, partial). */
  notices?: ReactNode
  placeholder: ListPlaceholder
  /** The table (DataTable), shown with its pagination when there is no placeholder. */
  table: ReactNode
  pagination: PaginationProps
  /** A detail dialog that is open. */
  dialog?: ReactNode
  /** The address book's heading row: its button lines up with the title's middle. */
  centred?: boolean
}

/** The list screens' frame: title and actions, filter, notices, then the rows and their pages. */
export function ListPage({
  title,
  asOf,
  actions,
  filter,
  notices,
  placeholder,
  table,
  pagination,
  dialog,
  centred = false,
}: ListPageProps) {
  return (
    <section>
      <div className={centred ? `${pageToolbar.toolbar} ${pageToolbar.centred}` : pageToolbar.toolbar}>
        <div>
          <h1>{title}</h1>
          {asOf}
        </div>
        <div className={list.headingActions}>
          <DensityToggle />
          {actions}
        </div>
      </div>
      {filter}
      {notices}
      {placeholder === null ? (
        <>
          {table}
          <Pagination {...pagination} />
        </>
      ) : placeholder.kind === 'notice' ? (
        placeholder.notice
      ) : placeholder.kind === 'loading' ? (
        <p className={list.empty} role="status">
          {placeholder.text}
        </p>
      ) : (
        <p className={list.empty}>{placeholder.text}</p>
      )}
      {dialog}
    </section>
  )
}
