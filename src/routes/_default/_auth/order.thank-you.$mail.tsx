import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OrderThankYouPage } from '#features/ordering/thank-you-page'
import { useOrdering } from '#features/ordering/use-ordering'

function OrderThankYouRoute() {
  const { mail } = Route.useParams()
  const { queued } = Route.useSearch()
  const ordering = useOrdering()
  return (
    <OrderThankYouPage
      mail={mail}
      phone={ordering.companyPhone}
      phoneHref={ordering.companyPhoneHref}
      queued={queued !== undefined}
      loadPosts={ordering.blogFeed}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/order/thank-you/$mail')({
  validateSearch: v.object({ queued: v.optional(v.fallback(v.optional(v.picklist([1, '1'])), undefined)) }),
  component: OrderThankYouRoute,
})
