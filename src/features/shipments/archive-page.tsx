import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { offsetOf } from '#domain/pagination'
import { initialFilter, isShipmentFilterActive } from '#domain/shipments/shipment-filter'
import { ARCHIVE_DEFAULT_SORTING, type ShipmentSorting } from '#domain/shipments/shipment-query'
import { formatDateTime } from '#i18n/format'
import { DataAsOf } from '#ui/components/data-as-of'
import { Notice } from '#ui/components/notice'
import { useKeystrokeWork } from '#ui/keystroke-work'
import { ListPage } from '#ui/list/list-page'
import { useListControls } from '#ui/list/use-list-controls'
import { ArchiveDetailDialog } from './archive-detail-dialog'
import { ArchiveTable } from './archive-table'
import { BulkPodButton } from './bulk-pod-button'
import { ExportButton } from './export-button'
import { type ArchiveQuery, useShipmentsApi } from './shipments-api'
import { useArchiveList } from './use-archive-list'
import { useOpenedDetail } from './use-opened-detail'
import { useShipmentFilter } from './use-shipment-filter'

interface ArchivePageProps {
  /** 'YYYY-MM-DD': from and to both that day, the panel open (spec section 2). */
  initialDate?: string | undefined
  openKey?: number | undefined
}

/** Spec section 2, Archive: pages from the replica, refreshed by the sync worker as they are visited. */
export function ArchivePage({ initialDate, openKey }: ArchivePageProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const initial = useMemo(() => initialFilter({ initialDate }), [initialDate])
  const controls = useListControls<ShipmentSorting>({ defaultSorting: ARCHIVE_DEFAULT_SORTING })
  const { sorting, page, perPage } = controls
  const [details, setDetails] = useOpenedDetail(openKey)
  const { filter, apiFilter, panel } = useShipmentFilter(initial, () => {
    typed()
    controls.restart()
  })
  const query = useMemo<ArchiveQuery>(
    () => ({ count: perPage, offset: offsetOf(page, perPage), sorting, filter: apiFilter }),
    [perPage, page, sorting, apiFilter],
  )
  const view = useArchiveList(query)
  // For the benchmark (tests/benchmarks/archive.ts): a filter's work, applied to shown.
  const typed = useKeystrokeWork('archive:filter-work', view.rows)

  return (
    <ListPage
      title={t`Archive`}
      asOf={view.fetchedAt ? <DataAsOf lastSuccess={view.fetchedAt} /> : null}
      actions={
        <>
          <BulkPodButton selected={controls.selected} filter={apiFilter} />
          <ExportButton
            selected={controls.selected}
            total={view.source === 'page' ? view.total : null}
            filter={apiFilter}
            sorting={sorting}
          />
        </>
      }
      filter={panel}
      notices={
        <>
          {view.failure === 'offline' && view.keptPages !== null ? (
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
        </>
      }
      placeholder={
        view.source === 'loading'
          ? {
              kind: 'loading',
              text:
                view.failure === 'error'
                  ? t`The archive could not be loaded. Please try again later.`
                  : t`Loading…`,
            }
          : view.total === 0
            ? {
                kind: 'empty',
                text: isShipmentFilterActive(filter)
                  ? t`No shipments match this filter.`
                  : t`The archive is empty.`,
              }
            : null
      }
      table={<ArchiveTable rows={view.rows} controls={controls} onDetails={setDetails} locale={api.locale} />}
      pagination={{ ...controls.pagination, total: view.total }}
      dialog={
        details !== null ? (
          <ArchiveDetailDialog shipmentKey={details} onClose={() => setDetails(null)} />
        ) : null
      }
    />
  )
}
