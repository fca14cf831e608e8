import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function OfferThankYouPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Thank you for your request`} />
}

export const Route = createFileRoute('/_default/_auth/offer/thank-you')({ component: OfferThankYouPage })
