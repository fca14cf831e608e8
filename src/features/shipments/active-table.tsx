import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/entities/basics'
import { displayState } from '#domain/shipment-state'
import { deliveryNote, pickupNote } from '#domain/shipments/list-notes'
import type { ShipmentSorting, StoredListItem } from '#domain/shipments/shipment-query'
import { formatDateTime } from '#i18n/format'
import { DataTable, type ListTableProps } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'
import { PendingMark } from '#ui/list/pending-mark'
import { type ShipmentColumn, useShipmentColumns } from './shipment-columns'
import { useStateLabel } from './shipment-labels'
import styles from './shipments.module.css'
import { StopCell } from './stop-cell'
import { TimeNoteText } from './time-note'

interface ActiveTableProps extends ListTableProps<StoredListItem, ShipmentSorting['field']> {
  pendingKeys: ReadonlySet<number>
  locale: Locale
}

/** Spec section 2, Active shipments: a dense table at desk width, stacked cards on a phone. */
export function ActiveTable({ rows, controls, onDetails, pendingKeys, locale }: ActiveTableProps) {
  const { t } = useLingui()
  const stateLabel = useStateLabel()
  const shared = useShipmentColumns(locale, onDetails)
  const columns: ShipmentColumn[] = [
    {
      ...shared.number,
      cell: (row) => (
        <>
          {shared.number.cell(row)}
          {pendingKeys.has(row.key) ? <PendingMark className={styles.pendingAfter} /> : null}
        </>
      ),
    },
    { header: t`Reference`, cell: (row) => row.reference || '—' },
    {
      header: t`Date`,
      sortField: 'empfangsdatum',
      cell: (row) => (
        <div className={list.stack}>
          <span className="tabular">{formatDateTime(row.start)}</span>
          <TimeNoteText note={pickupNote(row)} kind="pickup" />
        </div>
      ),
    },
    { header: t`From`, cell: (row) => <StopCell stops={row.from} cancelled={row.cancelled} /> },
    {
      header: t`To`,
      cell: (row) => (
        <div className={list.stack}>
          <StopCell stops={row.to} cancelled={row.cancelled} />
          <TimeNoteText note={deliveryNote(row)} kind="delivery" />
        </div>
      ),
    },
    shared.cargo,
    {
      header: t`State`,
      sortField: 'status',
      cell: (row) => stateLabel(displayState(row.state, row.cancelled)),
    },
    { header: shared.actionsHeader, hiddenHeader: true, cell: shared.details },
  ]
  const selection = { header: t`Select for printing`, label: shared.selectLabel }
  return (
    <DataTable rows={rows} columns={columns} controls={controls} selection={selection} onOpen={onDetails} />
  )
}
