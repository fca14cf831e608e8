import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useLastSuccess } from '#db/queries/meta'
import { pageWithin } from '#domain/pagination'
import { type FilterState, initialFilter, isShipmentFilterActive } from '#domain/shipments/shipment-filter'
import { ACTIVE_DEFAULT_SORTING, type ShipmentSorting } from '#domain/shipments/shipment-query'
import { DataAsOf } from '#ui/components/data-as-of'
import { ListPage } from '#ui/list/list-page'
import { useListControls } from '#ui/list/use-list-controls'
import { ActiveDetailDialog } from './active-detail-dialog'
import { ActiveTable } from './active-table'
import { BulkPrintButton } from './bulk-print-button'
import { useShipmentsApi } from './shipments-api'
import { useActiveList } from './use-active-list'
import { useOpenedDetail } from './use-opened-detail'
import { useShipmentFilter } from './use-shipment-filter'

interface ActivePageProps {
  initialState?: FilterState | undefined
  /** A shipment whose popup opens at once (a correction from the pending-changes panel). */
  openKey?: number | undefined
}

/** Spec section 2, Active shipments: from the replica, which mirrors the whole list. */
export function ActivePage({ initialState, openKey }: ActivePageProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const initial = useMemo(() => initialFilter({ state: initialState }), [initialState])
  const controls = useListControls<ShipmentSorting>({ defaultSorting: ACTIVE_DEFAULT_SORTING })
  const { sorting, page, perPage, setPage } = controls
  // The bulk print names each selected shipment, also once it is on another page.
  const [numbers] = useState(() => new Map<number, string>())
  const [details, setDetails] = useOpenedDetail(openKey)
  const { filter, apiFilter, panel } = useShipmentFilter(initial, controls.restart)
  const view = useActiveList(api.account, apiFilter, sorting, page, perPage)
  // Shipments delivered or cancelled leave the list (another tab, a sync): a page past its new end
  // would show nothing, so the last page that still has rows opens instead.
  const shown = view.loading ? page : pageWithin(page, view.total, perPage)
  useEffect(() => {
    if (shown !== page) setPage(shown)
  }, [shown, page, setPage])
  const lastSuccess = useLastSuccess(api.account, 'activeShipments')

  const select = (key: number, on: boolean) => {
    const row = view.rows.find((candidate) => candidate.key === key)
    if (on && !row) return
    if (row) numbers.set(key, row.externalNumber)
    controls.select(key, on)
  }

  return (
    <ListPage
      title={t`Active shipments`}
      asOf={<DataAsOf lastSuccess={lastSuccess} />}
      actions={
        <BulkPrintButton
          selected={controls.selected.map((key) => ({ key, externalNumber: numbers.get(key) ?? '' }))}
        />
      }
      filter={panel}
      placeholder={
        view.loading || (view.total === 0 && !lastSuccess)
          ? { kind: 'loading', text: t`Loading…` }
          : view.total === 0
            ? {
                kind: 'empty',
                text: isShipmentFilterActive(filter)
                  ? t`No shipments match this filter.`
                  : t`There are no active shipments.`,
              }
            : null
      }
      table={
        <ActiveTable
          rows={view.rows}
          pendingKeys={view.pendingKeys}
          controls={{ ...controls, select }}
          onDetails={setDetails}
          locale={api.locale}
        />
      }
      pagination={{ ...controls.pagination, total: view.total }}
      dialog={
        details !== null ? (
          <ActiveDetailDialog shipmentKey={details} onClose={() => setDetails(null)} />
        ) : null
      }
    />
  )
}
