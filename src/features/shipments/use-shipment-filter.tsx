import { useMemo, useState } from 'react'
import { type initialFilter, toApiFilter } from '#domain/shipments/shipment-filter'
import { ShipmentFilterPanel } from './shipment-filter-panel'

const FILTER_OPTIONS = { withState: true, withReference: false }

/**
 * The shipment lists' filter (active and archive): the applied form, its API shape and its panel.
 * Applying a filter starts the list again (`restart`: first page, nothing selected).
 */
export function useShipmentFilter(initial: ReturnType<typeof initialFilter>, restart: () => void) {
  const [filter, setFilter] = useState(initial.filter)
  const apiFilter = useMemo(() => toApiFilter(filter, FILTER_OPTIONS), [filter])
  const panel = (
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
  )
  return { filter, apiFilter, panel }
}
