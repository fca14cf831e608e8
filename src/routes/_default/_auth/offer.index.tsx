import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import type { Organization } from '#domain/entities/organization'
import { OrderFormPage } from '#features/ordering/order-form-page'
import { submitPlacement } from '#features/ordering/submit-placement'
import { useOrderFormPage } from '#features/ordering/use-order-form-page'
import { usePlacement } from '#features/ordering/use-placement'
import { LoadingPage } from '#features/shell/page-states'
import { useOrganization } from '#services/use-organization'

const seq = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))

function OfferRoute() {
  const organization = useOrganization()
  if (!organization) return <LoadingPage />
  return <OfferScreen organization={organization} />
}

function OfferScreen({ organization }: { organization: Organization }) {
  const { correct } = Route.useSearch()
  const navigate = useNavigate()
  const { ordering, page } = useOrderFormPage('offer', organization)
  const placement = usePlacement(ordering, 'offer')
  const request = useMemo(() => ({ archivedShipment: null, correct: correct ?? null }), [correct])
  return (
    <OrderFormPage
      {...page}
      kind="offer"
      request={request}
      onNext={async (values) => {
        const result = await submitPlacement(placement, values, { isOffer: true, correct: correct ?? null })
        if (result.status === 'refused') return result.message
        await navigate({ to: '/offer/thank-you', search: result.status === 'queued' ? { queued: 1 } : {} })
        return null
      }}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/offer/')({
  validateSearch: v.object({ correct: v.optional(v.fallback(v.optional(seq), undefined)) }),
  component: OfferRoute,
})
