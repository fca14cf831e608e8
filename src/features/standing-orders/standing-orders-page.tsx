import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useLastSuccess } from '#db/queries/meta'
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
import { ListPage } from '#ui/list/list-page'
import { useListControls } from '#ui/list/use-list-controls'
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
  const controls = useListControls<StandingOrderSorting>({
    defaultSorting: STANDING_ORDER_DEFAULT_SORTING,
    clearSelectionOnPage: true,
  })
  const { sorting, page, perPage } = controls
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

  // Nothing on this device yet: offline, or the first refresh failed, this is not "loading".
  const neverLoaded = view.stored === 0 && lastSuccess === null
  const stuck = neverLoaded && (offline || (status?.type === 'error' && status.scope === 'standingOrders'))

  return (
    <ListPage
      title={t`Standing orders`}
      asOf={<DataAsOf lastSuccess={lastSuccess} />}
      actions={
        <ExportButton
          selected={controls.selected}
          total={view.total}
          filter={queryFilter}
          sorting={sorting}
        />
      }
      filter={
        <StandingOrderFilterPanel
          applied={filter}
          initiallyOpen={!isStandingOrderFilterEmpty(initial)}
          onApply={(next) => {
            setFilter(next)
            controls.restart()
          }}
        />
      }
      placeholder={
        stuck
          ? {
              kind: 'notice',
              notice: (
                <Notice tone="info">
                  {offline
                    ? t`Standing orders have not been loaded on this device yet. They show once you are online.`
                    : t`The standing orders could not be loaded. Please try again later.`}
                </Notice>
              ),
            }
          : view.loading || neverLoaded || lastSuccess === undefined
            ? { kind: 'loading', text: t`Loading…` }
            : view.total === 0
              ? { kind: 'empty', text: t`No standing orders found.` }
              : null
      }
      table={
        <StandingOrdersTable
          rows={view.rows}
          controls={controls}
          onDetails={setDetails}
          locale={api.locale}
        />
      }
      pagination={{ ...controls.pagination, total: view.total }}
      dialog={
        details !== null ? (
          <StandingOrderDialog
            orderKey={details}
            onClose={() => {
              setDetails(null)
              onDetailsClosed?.()
            }}
            now={now}
          />
        ) : null
      }
    />
  )
}
