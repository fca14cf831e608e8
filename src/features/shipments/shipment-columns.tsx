import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/entities/basics'
import type { ShipmentSorting, StoredListItem } from '#domain/shipments/shipment-query'
import { formatNumber } from '#i18n/format'
import { type Column, DetailsButton } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'

export type ShipmentColumn = Column<StoredListItem, ShipmentSorting['field']>

/** The columns the active and the archive tables share, and the Details button of their rows. */
export function useShipmentColumns(locale: Locale, onDetails: (key: number) => void) {
  const { t } = useLingui()
  const number: ShipmentColumn = {
    header: t`Number`,
    className: 'tabular',
    cell: (row) => <strong className={list.number}>{row.externalNumber}</strong>,
  }
  const cargo: ShipmentColumn = {
    header: t`Cargo`,
    className: 'tabular',
    cell: (row) => (
      <>
        {t`${row.numberOfColis} colis`}, {formatNumber(row.totalWeight, locale, 2)} kg
      </>
    ),
  }
  const details = (row: StoredListItem) => (
    <DetailsButton name={row.externalNumber} onClick={() => onDetails(row.key)} />
  )
  return {
    number,
    cargo,
    details,
    actionsHeader: t`Actions`,
    selectLabel: (row: StoredListItem) => t`Select ${row.externalNumber}`,
  }
}
