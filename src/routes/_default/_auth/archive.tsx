import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ArchivePage } from '#features/shipments/archive-page'
import { ShipmentsApiContext } from '#features/shipments/shipments-api'
import { useShipmentsAdapter } from '#features/shipments/use-shipments-adapter'

function ArchiveRoute() {
  const { initialDate, open } = Route.useSearch()
  const api = useShipmentsAdapter()
  return (
    <ShipmentsApiContext.Provider value={api}>
      <ArchivePage initialDate={initialDate} openKey={open} />
    </ShipmentsApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/archive')({
  // A value the screen does not know (a Swiss date, an old link) is ignored: the screen opens as it would without it.
  validateSearch: v.object({
    initialDate: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)),
    /** A shipment whose popup opens at once (a queued proof-of-delivery request's correction). */
    open: v.optional(
      v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
    ),
  }),
  component: ArchiveRoute,
})
