import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Locale } from '#domain/entities/basics'
import { canReorder } from '#domain/reorder'
import { deliveryNote, pickupNote } from '#domain/shipments/list-notes'
import type { ShipmentSorting, StoredListItem } from '#domain/shipments/shipment-query'
import { formatNumber } from '#i18n/format'
import { SortHeader } from '#ui/components/sort-header'
import { RepeatIcon } from '#ui/icons/icons'
import list from '#ui/list-page.module.css'
import { SelectionBox } from './selection-box'
import styles from './shipments.module.css'
import { StopCell } from './stop-cell'
import { TimeNoteText } from './time-note'

interface ArchiveTableProps {
  rows: readonly StoredListItem[]
  selected: ReadonlySet<number>
  onSelect: (key: number, selected: boolean) => void
  sorting: ShipmentSorting
  onSort: (sorting: ShipmentSorting) => void
  onDetails: (key: number) => void
  locale: Locale
}

/** Spec section 2, Archive: a dense table at desk width, stacked cards on a phone. */
export function ArchiveTable({
  rows,
  selected,
  onSelect,
  sorting,
  onSort,
  onDetails,
  locale,
}: ArchiveTableProps) {
  const { t } = useLingui()
  return (
    <table className={list.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t`Select for export`}</span>
          </th>
          <th scope="col">{t`Number`}</th>
          <SortHeader label={t`Reference`} field="reference" sorting={sorting} onSort={onSort} />
          <SortHeader label={t`From`} field="sender" sorting={sorting} onSort={onSort} />
          <SortHeader label={t`To`} field="receiver" sorting={sorting} onSort={onSort} />
          <th scope="col">{t`Cargo`}</th>
          <SortHeader label={t`Delivery date`} field="visier_datum" sorting={sorting} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const pickup = pickupNote(row)
          const delivery = deliveryNote(row)
          return (
            <tr key={row.key}>
              <td className={list.select}>
                <SelectionBox
                  label={t`Select ${row.externalNumber}`}
                  checked={selected.has(row.key)}
                  onChange={(checked) => onSelect(row.key, checked)}
                />
              </td>
              <td data-label={t`Number`} className="tabular">
                <strong className={list.number}>{row.externalNumber}</strong>
              </td>
              <td data-label={t`Reference`}>{row.reference || '—'}</td>
              <td data-label={t`From`}>
                <div className={styles.stack}>
                  <StopCell stops={row.from} cancelled={row.cancelled} />
                  {!row.cancelled && pickup?.kind === 'done' ? (
                    <TimeNoteText note={pickup} kind="pickup" />
                  ) : null}
                </div>
              </td>
              <td data-label={t`To`}>
                <div className={styles.stack}>
                  <StopCell stops={row.to} cancelled={row.cancelled} />
                  {!row.cancelled && delivery?.kind === 'done' ? (
                    <TimeNoteText note={delivery} kind="delivery" />
                  ) : null}
                </div>
              </td>
              <td data-label={t`Cargo`} className="tabular">
                {t`${row.numberOfColis} colis`}, {formatNumber(row.totalWeight, locale, 2)} kg
              </td>
              <td data-label={t`Delivery date`}>
                {row.delivered ? (
                  <TimeNoteText note={{ kind: 'done', at: row.delivered }} kind="delivery" />
                ) : (
                  '—'
                )}
              </td>
              <td>
                <div className={styles.rowActions}>
                  <button type="button" className={styles.linkButton} onClick={() => onDetails(row.key)}>
                    {t`Details`}
                    <span className="visually-hidden"> {row.externalNumber}</span>
                  </button>
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
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
