import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useShipmentsApi } from '#app/use-shipments-api'
import { ArchivePage } from '#features/shipments/archive-page'
import { ShipmentsApiContext } from '#features/shipments/shipments-api'

function ArchiveRoute() {
  const { initialDate, open } = Route.useSearch()
  const api = useShipmentsApi()
  return (
    <ShipmentsApiContext.Provider value={api}>
      <ArchivePage initialDate={initialDate} openKey={open} />
    </ShipmentsApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/archive')({
  validateSearch: v.object({
    initialDate: v.optional(v.pipe(v.string(), v.isoDate())),
    /** A shipment whose popup opens at once (a queued proof-of-delivery request's correction). */
    open: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  }),
  component: ArchiveRoute,
})
