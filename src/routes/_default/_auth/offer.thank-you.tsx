import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OfferThankYouPage } from '#features/ordering/thank-you-page'
import { useOrdering } from '#features/ordering/use-ordering'

function OfferThankYouRoute() {
  const { queued } = Route.useSearch()
  const { blogFeed } = useOrdering()
  return <OfferThankYouPage queued={queued !== undefined} loadPosts={blogFeed} />
}

export const Route = createFileRoute('/_default/_auth/offer/thank-you')({
  validateSearch: v.object({ queued: v.optional(v.fallback(v.optional(v.picklist([1, '1'])), undefined)) }),
  component: OfferThankYouRoute,
})
