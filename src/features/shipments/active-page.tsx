import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import { DEFAULT_PER_PAGE, FIRST_PAGE, type PerPage, pageWithin } from '#domain/pagination'
import {
  type FilterState,
  initialFilter,
  isShipmentFilterActive,
  toApiFilter,
} from '#domain/shipments/shipment-filter'
import { ACTIVE_DEFAULT_SORTING, type ShipmentSorting } from '#domain/shipments/shipment-query'
import { DataAsOf } from '#ui/components/data-as-of'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { SortSelect } from '#ui/list/sort-select'
import { ActiveDetailDialog } from './active-detail-dialog'
import { ActiveTable } from './active-table'
import { BulkPrintButton } from './bulk-print-button'
import { ShipmentFilterPanel } from './shipment-filter-panel'
import { useShipmentsApi } from './shipments-api'
import { useActiveList } from './use-active-list'

interface ActivePageProps {
  initialState?: FilterState | undefined
  /** A shipment whose popup opens at once (a correction from the pending-changes panel). */
  openKey?: number | undefined
}

const FILTER_OPTIONS = { withState: true, withReference: false }

/** Spec section 2, Active shipments: from the replica, which mirrors the whole list. */
export function ActivePage({ initialState, openKey }: ActivePageProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const initial = useMemo(() => initialFilter({ state: initialState }), [initialState])
  const [filter, setFilter] = useState(initial.filter)
  const [sorting, setSorting] = useState<ShipmentSorting>(ACTIVE_DEFAULT_SORTING)
  const [page, setPage] = useState(FIRST_PAGE)
  const [perPage, setPerPage] = useState<PerPage>(DEFAULT_PER_PAGE)
  const [selected, setSelected] = useState<Map<number, string>>(new Map())
  const [details, setDetails] = useState<number | null>(openKey ?? null)
  const apiFilter = useMemo(() => toApiFilter(filter, FILTER_OPTIONS), [filter])
  const view = useActiveList(api.account, apiFilter, sorting, page, perPage)
  // Shipments delivered or cancelled leave the list (another tab, a sync): a page past its new end
  // would show nothing, so the last page that still has rows opens instead.
  const shown = view.loading ? page : pageWithin(page, view.total, perPage)
  useEffect(() => {
    if (shown !== page) setPage(shown)
  }, [shown, page])
  const lastSuccess = useLastSuccess(api.account, 'activeShipments')

  const restart = () => {
    setPage(FIRST_PAGE)
    setSelected(new Map())
  }
  const select = (key: number, on: boolean) => {
    const row = view.rows.find((candidate) => candidate.key === key)
    setSelected((current) => {
      const next = new Map(current)
      if (on && row) next.set(key, row.externalNumber)
      else next.delete(key)
      return next
    })
  }

  return (
    <section>
      <div className={list.toolbar}>
        <div>
          <h1>{t`Active shipments`}</h1>
          <DataAsOf lastSuccess={lastSuccess} />
        </div>
        <BulkPrintButton selected={[...selected].map(([key, externalNumber]) => ({ key, externalNumber }))} />
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
      {view.loading || (view.total === 0 && !lastSuccess) ? (
        <p className={list.empty} role="status">{t`Loading…`}</p>
      ) : view.total === 0 ? (
        <p className={list.empty}>
          {isShipmentFilterActive(filter)
            ? t`No shipments match this filter.`
            : t`There are no active shipments.`}
        </p>
      ) : (
        <>
          <SortSelect
            options={[
              { field: 'empfangsdatum', label: t`Date` },
              { field: 'status', label: t`State` },
            ]}
            sorting={sorting}
            onSort={(next) => {
              setSorting(next)
              restart()
            }}
          />
          <ActiveTable
            rows={view.rows}
            pendingKeys={view.pendingKeys}
            selected={new Set(selected.keys())}
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
            onPage={setPage}
            onPerPage={(next) => {
              setPerPage(next)
              restart()
            }}
          />
        </>
      )}
      {details !== null ? (
        <ActiveDetailDialog shipmentKey={details} onClose={() => setDetails(null)} />
      ) : null}
    </section>
  )
}
