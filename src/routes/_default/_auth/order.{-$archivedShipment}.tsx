import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import { OrderFormPage } from '#features/ordering/order-form-page'
import { useOrderFormPage } from '#features/ordering/use-order-form-page'
import { LoadingPage } from '#features/shell/page-states'
import { useOrganization } from '#services/use-organization'

const seq = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))

function OrderRoute() {
  const organization = useOrganization()
  if (!organization) return <LoadingPage />
  return <OrderScreen organization={organization} />
}

function OrderScreen({ organization }: { organization: NonNullable<ReturnType<typeof useOrganization>> }) {
  const { archivedShipment } = Route.useParams()
  const { correct, calculator, check } = Route.useSearch()
  const navigate = useNavigate()
  const { page } = useOrderFormPage('order', organization)
  const key = archivedShipment === undefined ? null : Number(archivedShipment)
  const request = useMemo(
    () => ({
      archivedShipment: Number.isInteger(key) ? key : null,
      correct: correct ?? null,
      fromCalculator: calculator !== undefined,
    }),
    [key, correct, calculator],
  )
  return (
    <OrderFormPage
      {...page}
      kind="order"
      request={request}
      checkOnOpen={check !== undefined}
      onNext={async () => {
        // No server call here (spec section 2): confirm prices it and places it.
        await navigate({ to: '/order/confirm', search: correct ? { correct } : {} })
        return null
      }}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/order/{-$archivedShipment}')({
  validateSearch: v.object({
    load: v.optional(v.fallback(v.optional(v.picklist([1, '1'])), undefined)),
    correct: v.optional(v.fallback(v.optional(seq), undefined)),
    /** Sent back by confirm with an incomplete draft: the form marks its first invalid field at once. */
    check: v.optional(v.fallback(v.optional(v.picklist([1, '1'])), undefined)),
    /** Opened by the price calculator's "order". */
    calculator: v.optional(v.fallback(v.optional(v.picklist([1, '1'])), undefined)),
  }),
  component: OrderRoute,
})
