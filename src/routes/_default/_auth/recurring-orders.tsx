import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { StandingOrdersApiContext } from '#features/standing-orders/standing-orders-api'
import { StandingOrdersPage } from '#features/standing-orders/standing-orders-page'
import { useStandingOrdersAdapter } from '#features/standing-orders/use-standing-orders-adapter'
import { useScopeRefresh } from '#services/use-scope-refresh'

function StandingOrdersRoute() {
  const { state, open } = Route.useSearch()
  const navigate = Route.useNavigate()
  const api = useStandingOrdersAdapter()
  useScopeRefresh('standingOrders')
  return (
    <StandingOrdersApiContext.Provider value={api}>
      {/* A new ?state is a new list: filter, page and selection start again. */}
      <StandingOrdersPage
        key={state ?? ''}
        state={state}
        openKey={open}
        onDetailsClosed={() => {
          if (open !== undefined)
            void navigate({ search: (prev) => ({ ...prev, open: undefined }), replace: true })
        }}
      />
    </StandingOrdersApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/recurring-orders')({
  validateSearch: v.object({
    /**
     * Spec section 2: "may pre-set the filter". A weekday code or the panel as JSON; anything else
     * opens the unfiltered list (#domain/standing-orders/standing-order-query, filterFromState).
     */
    state: v.optional(
      v.pipe(
        v.unknown(),
        // The router reads a JSON value in the query as an object already; the page takes text.
        v.transform((value) =>
          typeof value === 'string'
            ? value
            : typeof value === 'object' && value !== null
              ? JSON.stringify(value)
              : undefined,
        ),
      ),
    ),
    /** An order whose detail modal opens at once (a refused rename's correction). */
    open: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  }),
  component: StandingOrdersRoute,
})
