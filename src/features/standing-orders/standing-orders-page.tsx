import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useLastSuccess } from '#db/queries/meta'
import { DEFAULT_PER_PAGE, FIRST_PAGE, type PerPage } from '#domain/pagination'
import {
  filterFromState,
  isStandingOrderFilterEmpty,
  STANDING_ORDER_DEFAULT_SORTING,
  type StandingOrderFilterForm,
  type StandingOrderSorting,
  toQueryFilter,
} from '#domain/standing-orders/standing-order-query'
import { DataAsOf } from '#ui/components/data-as-of'
import { Notice } from '#ui/components/notice'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { SortSelect } from '#ui/list/sort-select'
import { ExportButton } from './export-button'
import { StandingOrderDialog } from './standing-order-dialog'
import { StandingOrderFilterPanel } from './standing-order-filter-panel'
import { useStandingOrdersApi } from './standing-orders-api'
import { StandingOrdersTable } from './standing-orders-table'
import { useStandingOrderList } from './use-standing-order-list'

interface StandingOrdersPageProps {
  /** The route's ?state: the filter the list opens with (see filterFromState). */
  state?: string | undefined
  /** An order whose detail modal opens at once (a refused rename's correction). */
  openKey?: number | undefined
  /** The modal closed: the route drops ?open, so "Correct" can open the same order again. */
  onDetailsClosed?: () => void
  now?: () => Temporal.Instant
}

const systemNow = () => Temporal.Now.instant()

/**
 * Spec section 2, Standing orders ("Permanent orders"): the whole list is mirrored in the replica,
 * so it renders at once, offline too, and every change of filter, sorting, page or page size is a
 * new query of it. Those changes start again at page 0 with nothing selected; a page change clears
 * the selection (STAND-022 to STAND-024).
 */
export function StandingOrdersPage({
  state,
  openKey,
  onDetailsClosed,
  now = systemNow,
}: StandingOrdersPageProps) {
  const { t } = useLingui()
  const api = useStandingOrdersApi()
  // Applied on mount: the first query already carries the pre-set filter (STAND-047).
  const initial = useMemo(() => filterFromState(state), [state])
  const [filter, setFilter] = useState<StandingOrderFilterForm>(initial)
  const [sorting, setSorting] = useState<StandingOrderSorting>(STANDING_ORDER_DEFAULT_SORTING)
  const [page, setPage] = useState(FIRST_PAGE)
  const [perPage, setPerPage] = useState<PerPage>(DEFAULT_PER_PAGE)
  const [selected, setSelected] = useState<number[]>([])
  const [details, setDetails] = useState<number | null>(openKey ?? null)
  // "Correct" in the waiting-changes panel may lead here while the screen is already open.
  useEffect(() => {
    if (openKey !== undefined) setDetails(openKey)
  }, [openKey])
  const queryFilter = useMemo(() => toQueryFilter(filter), [filter])
  const view = useStandingOrderList(api.account, queryFilter, sorting, page, perPage)
  const lastSuccess = useLastSuccess(api.account, 'standingOrders')
  const status = useSyncExternalStore(api.subscribeSync, api.syncStatus)
  const offline = status?.type === 'offline' || (typeof navigator !== 'undefined' && !navigator.onLine)

  const restart = () => {
    setPage(FIRST_PAGE)
    setSelected([])
  }
  const sort = (next: StandingOrderSorting) => {
    setSorting(next)
    restart()
  }
  const select = (key: number, on: boolean) =>
    setSelected((current) => (on ? [...current, key] : current.filter((other) => other !== key)))

  // Nothing on this device yet: offline, or the first refresh failed, this is not "loading".
  const neverLoaded = view.stored === 0 && lastSuccess === null
  const stuck = neverLoaded && (offline || (status?.type === 'error' && status.scope === 'standingOrders'))

  return (
    <section>
      <div className={list.toolbar}>
        <div>
          <h1>{t`Standing orders`}</h1>
          <DataAsOf lastSuccess={lastSuccess} />
        </div>
        <ExportButton selected={selected} total={view.total} filter={queryFilter} sorting={sorting} />
      </div>
      <StandingOrderFilterPanel
        applied={filter}
        initiallyOpen={!isStandingOrderFilterEmpty(initial)}
        onApply={(next) => {
          setFilter(next)
          restart()
        }}
      />
      {stuck ? (
        <Notice tone="info">
          {offline
            ? t`Standing orders have not been loaded on this device yet. They show once you are online.`
            : t`The standing orders could not be loaded. Please try again later.`}
        </Notice>
      ) : view.loading || neverLoaded || lastSuccess === undefined ? (
        <p className={list.empty} role="status">{t`Loading…`}</p>
      ) : view.total === 0 ? (
        <p className={list.empty}>{t`No standing orders found.`}</p>
      ) : (
        <>
          <SortSelect
            options={[
              { field: 'sender', label: t`Sender` },
              { field: 'receiver', label: t`Receiver` },
              { field: 'price', label: t`Price` },
            ]}
            sorting={sorting}
            onSort={sort}
          />
          <StandingOrdersTable
            rows={view.rows}
            selected={new Set(selected)}
            onSelect={select}
            sorting={sorting}
            onSort={sort}
            onDetails={setDetails}
            locale={api.locale}
          />
          <Pagination
            page={page}
            perPage={perPage}
            total={view.total}
            onPage={(next) => {
              setPage(next)
              setSelected([])
            }}
            onPerPage={(next) => {
              setPerPage(next)
              restart()
            }}
          />
        </>
      )}
      {details !== null ? (
        <StandingOrderDialog
          orderKey={details}
          onClose={() => {
            setDetails(null)
            onDetailsClosed?.()
          }}
          now={now}
        />
      ) : null}
    </section>
  )
}
