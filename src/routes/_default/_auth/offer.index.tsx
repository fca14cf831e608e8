import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function OfferPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Request an offer`} />
}

export const Route = createFileRoute('/_default/_auth/offer/')({ component: OfferPage })
