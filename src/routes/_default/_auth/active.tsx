import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ActivePage } from '#features/shipments/active-page'
import { ShipmentsApiContext } from '#features/shipments/shipments-api'
import { useShipmentsAdapter } from '#features/shipments/use-shipments-adapter'
import { useScopeRefresh } from '#services/use-scope-refresh'

function ActiveRoute() {
  const { state, open } = Route.useSearch()
  const api = useShipmentsAdapter()
  useScopeRefresh('activeShipments')
  return (
    <ShipmentsApiContext.Provider value={api}>
      <ActivePage initialState={state} openKey={open} />
    </ShipmentsApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/active')({
  // A value the screen does not know (a typo, an old link) is ignored: the screen opens as it would without it.
  validateSearch: v.object({
    state: v.optional(v.fallback(v.optional(v.picklist(['readyForPickup', 'inTransit'])), undefined)),
    /**
     * A shipment whose popup opens at once (a queued edit's correction); a negative key is an
     * order still waiting to be sent (−seq), opened from this device.
     */
    open: v.optional(
      v.fallback(
        v.optional(
          v.pipe(
            v.unknown(),
            v.transform(Number),
            v.integer(),
            v.check((key) => key !== 0),
          ),
        ),
        undefined,
      ),
    ),
  }),
  component: ActiveRoute,
})
