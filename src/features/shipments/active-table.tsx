import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/entities/basics'
import { displayState } from '#domain/shipment-state'
import { deliveryNote, pickupNote } from '#domain/shipments/list-notes'
import type { ShipmentSorting, StoredListItem } from '#domain/shipments/shipment-query'
import { formatDateTime, formatNumber } from '#i18n/format'
import { SortHeader } from '#ui/components/sort-header'
import list from '#ui/list-page.module.css'
import { SelectionBox } from './selection-box'
import { useStateLabel } from './shipment-labels'
import styles from './shipments.module.css'
import { StopCell } from './stop-cell'
import { TimeNoteText } from './time-note'

interface ActiveTableProps {
  rows: readonly StoredListItem[]
  pendingKeys: ReadonlySet<number>
  selected: ReadonlySet<number>
  onSelect: (key: number, selected: boolean) => void
  sorting: ShipmentSorting
  onSort: (sorting: ShipmentSorting) => void
  onDetails: (key: number) => void
  locale: Locale
}

/** Spec section 2, Active shipments: a dense table at desk width, stacked cards on a phone. */
export function ActiveTable({
  rows,
  pendingKeys,
  selected,
  onSelect,
  sorting,
  onSort,
  onDetails,
  locale,
}: ActiveTableProps) {
  const { t } = useLingui()
  const stateLabel = useStateLabel()
  return (
    <table className={list.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t`Select for printing`}</span>
          </th>
          <th scope="col">{t`Number`}</th>
          <th scope="col">{t`Reference`}</th>
          <SortHeader label={t`Date`} field="empfangsdatum" sorting={sorting} onSort={onSort} />
          <th scope="col">{t`From`}</th>
          <th scope="col">{t`To`}</th>
          <th scope="col">{t`Cargo`}</th>
          <SortHeader label={t`State`} field="status" sorting={sorting} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
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
              {pendingKeys.has(row.key) ? (
                <span className={styles.pending}>{t`waiting to be sent`}</span>
              ) : null}
            </td>
            <td data-label={t`Reference`}>{row.reference || '—'}</td>
            <td data-label={t`Date`}>
              <div className={styles.stack}>
                <span className="tabular">{formatDateTime(row.start)}</span>
                <TimeNoteText note={pickupNote(row)} kind="pickup" />
              </div>
            </td>
            <td data-label={t`From`}>
              <StopCell stops={row.from} cancelled={row.cancelled} />
            </td>
            <td data-label={t`To`}>
              <div className={styles.stack}>
                <StopCell stops={row.to} cancelled={row.cancelled} />
                <TimeNoteText note={deliveryNote(row)} kind="delivery" />
              </div>
            </td>
            <td data-label={t`Cargo`} className="tabular">
              {t`${row.numberOfColis} colis`}, {formatNumber(row.totalWeight, locale, 2)} kg
            </td>
            <td data-label={t`State`}>{stateLabel(displayState(row.state, row.cancelled))}</td>
            <td>
              <button type="button" className={styles.linkButton} onClick={() => onDetails(row.key)}>
                {t`Details`}
                <span className="visually-hidden"> {row.externalNumber}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
