import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { DEFAULT_PER_PAGE, FIRST_PAGE, offsetOf, type PerPage } from '#domain/pagination'
import { initialFilter, isShipmentFilterActive, toApiFilter } from '#domain/shipments/shipment-filter'
import { ARCHIVE_DEFAULT_SORTING, type ShipmentSorting } from '#domain/shipments/shipment-query'
import { formatDateTime } from '#i18n/format'
import { DataAsOf } from '#ui/components/data-as-of'
import { Notice } from '#ui/components/notice'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { SortSelect } from '#ui/list/sort-select'
import { ArchiveDetailDialog } from './archive-detail-dialog'
import { ArchiveTable } from './archive-table'
import { ExportButton } from './export-button'
import { ShipmentFilterPanel } from './shipment-filter-panel'
import { type ArchiveQuery, useShipmentsApi } from './shipments-api'
import { useArchiveList } from './use-archive-list'

interface ArchivePageProps {
  /** 'YYYY-MM-DD': from and to both that day, the panel open (spec section 2). */
  initialDate?: string | undefined
  openKey?: number | undefined
}

const FILTER_OPTIONS = { withState: true, withReference: false }

/** Spec section 2, Archive: pages from the replica, refreshed by the sync worker as they are visited. */
export function ArchivePage({ initialDate, openKey }: ArchivePageProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const initial = useMemo(() => initialFilter({ initialDate }), [initialDate])
  const [filter, setFilter] = useState(initial.filter)
  const [sorting, setSorting] = useState<ShipmentSorting>(ARCHIVE_DEFAULT_SORTING)
  const [page, setPage] = useState(FIRST_PAGE)
  const [perPage, setPerPage] = useState<PerPage>(DEFAULT_PER_PAGE)
  const [selected, setSelected] = useState<number[]>([])
  const [details, setDetails] = useState<number | null>(openKey ?? null)
  const apiFilter = useMemo(() => toApiFilter(filter, FILTER_OPTIONS), [filter])
  const query = useMemo<ArchiveQuery>(
    () => ({ count: perPage, offset: offsetOf(page, perPage), sorting, filter: apiFilter }),
    [perPage, page, sorting, apiFilter],
  )
  const view = useArchiveList(query)

  // ARCH-021, ARCH-022: a new list starts at its first page with nothing selected.
  const restart = () => {
    setPage(FIRST_PAGE)
    setSelected([])
  }
  const select = (key: number, on: boolean) =>
    setSelected((current) => (on ? [...current, key] : current.filter((other) => other !== key)))

  return (
    <section>
      <div className={list.toolbar}>
        <div>
          <h1>{t`Archive`}</h1>
          {view.fetchedAt ? <DataAsOf lastSuccess={view.fetchedAt} /> : null}
        </div>
        <ExportButton
          selected={selected}
          total={view.source === 'page' ? view.total : null}
          filter={apiFilter}
          sorting={sorting}
        />
      </div>
      <ShipmentFilterPanel
        applied={filter}
        withState
        withReference={false}
        initiallyOpen={initial.open}
        onApply={(next) => {
          setFilter(next)
          restart()
        }}
      />
      {view.failure === 'offline' ? (
        <Notice tone="info">
          {view.keptPages.length > 0
            ? t`You are offline. Pages kept on this device for this list: ${view.keptPages.join(', ')}.`
            : t`You are offline. No page of this list is kept on this device.`}
          {view.fetchedAt ? ` ${t`Data as of ${formatDateTime(view.fetchedAt)}.`}` : ''}
        </Notice>
      ) : null}
      {view.failure === 'error' && view.source !== 'loading' ? (
        <Notice tone="warning">{t`The archive could not be refreshed. You see the copy kept on this device.`}</Notice>
      ) : null}
      {view.source === 'partial' ? (
        <Notice tone="warning">
          {t`This page is not kept on this device. Shown are the matching shipments kept here: the result may be partial.`}
        </Notice>
      ) : null}
      {view.source === 'loading' ? (
        <p className={list.empty} role="status">
          {view.failure === 'error'
            ? t`The archive could not be loaded. Please try again later.`
            : t`Loading…`}
        </p>
      ) : view.total === 0 ? (
        <p className={list.empty}>
          {isShipmentFilterActive(filter) ? t`No shipments match this filter.` : t`The archive is empty.`}
        </p>
      ) : (
        <>
          <SortSelect
            options={[
              { field: 'reference', label: t`Reference` },
              { field: 'sender', label: t`From` },
              { field: 'receiver', label: t`To` },
              { field: 'visier_datum', label: t`Delivery date` },
            ]}
            sorting={sorting}
            onSort={(next) => {
              setSorting(next)
              restart()
            }}
          />
          <ArchiveTable
            rows={view.rows}
            selected={new Set(selected)}
            onSelect={select}
            sorting={sorting}
            onSort={(next) => {
              setSorting(next)
              restart()
            }}
            onDetails={setDetails}
            locale={api.locale}
          />
          <Pagination
            page={page}
            perPage={perPage}
            total={view.total}
            onPage={(next) => setPage(next)}
            onPerPage={(next) => {
              setPerPage(next)
              restart()
            }}
          />
        </>
      )}
      {details !== null ? (
        <ArchiveDetailDialog shipmentKey={details} onClose={() => setDetails(null)} />
      ) : null}
    </section>
  )
}
