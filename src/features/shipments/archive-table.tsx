import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Locale } from '#domain/entities/basics'
import { canReorder } from '#domain/reorder'
import { deliveryNote, pickupNote } from '#domain/shipments/list-notes'
import type { ShipmentSorting, StoredListItem } from '#domain/shipments/shipment-query'
import { RepeatIcon } from '#ui/icons/icons'
import { DataTable, type ListTableProps } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'
import { type ShipmentColumn, useShipmentColumns } from './shipment-columns'
import styles from './shipments.module.css'
import { StopCell } from './stop-cell'
import { TimeNoteText } from './time-note'

interface ArchiveTableProps extends ListTableProps<StoredListItem, ShipmentSorting['field']> {
  locale: Locale
}

/** A side's stops, with the time they were served once the shipment is done (not when cancelled). */
function ServedStops({ row, side }: { row: StoredListItem; side: 'from' | 'to' }) {
  const note = side === 'from' ? pickupNote(row) : deliveryNote(row)
  return (
    <div className={list.stack}>
      <StopCell stops={row[side]} cancelled={row.cancelled} />
      {!row.cancelled && note?.kind === 'done' ? (
        <TimeNoteText note={note} kind={side === 'from' ? 'pickup' : 'delivery'} />
      ) : null}
    </div>
  )
}

/** Spec section 2, Archive: a dense table at desk width, stacked cards on a phone. */
export function ArchiveTable({ rows, controls, onDetails, locale }: ArchiveTableProps) {
  const { t } = useLingui()
  const shared = useShipmentColumns(locale, onDetails)
  const columns: ShipmentColumn[] = [
    shared.number,
    { header: t`Reference`, sortField: 'reference', cell: (row) => row.reference || '—' },
    { header: t`From`, sortField: 'sender', cell: (row) => <ServedStops row={row} side="from" /> },
    { header: t`To`, sortField: 'receiver', cell: (row) => <ServedStops row={row} side="to" /> },
    shared.cargo,
    {
      header: t`Delivery date`,
      sortField: 'visier_datum',
      cell: (row) =>
        row.delivered ? <TimeNoteText note={{ kind: 'done', at: row.delivered }} kind="delivery" /> : '—',
    },
    {
      header: shared.actionsHeader,
      hiddenHeader: true,
      cell: (row) => (
        <div className={styles.rowActions}>
          {shared.details(row)}
          {canReorder(row) ? (
            <Link
              to="/order/{-$archivedShipment}"
              params={{ archivedShipment: String(row.key) }}
              className={styles.iconLink}
              title={t`order again`}
              aria-label={t`order again: ${row.externalNumber}`}
            >
              <RepeatIcon />
            </Link>
          ) : null}
        </div>
      ),
    },
  ]
  const selection = { header: t`Select for export`, label: shared.selectLabel }
  return (
    <DataTable rows={rows} columns={columns} controls={controls} selection={selection} onOpen={onDetails} />
  )
}
