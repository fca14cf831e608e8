import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { Notice } from '#ui/components/notice'
import { priceErrorMessage } from '#ui/messages/price-error-message'

type PriceRefusal = Exclude<PriceOutcome, { kind: 'result' }>

/**
 * Spec section 8, "Price": the refusal's message with the link to the offer form. The texts are
 * ours, in the user's language; the one value the server adds (the direct-run time) goes in as
 * text, never as markup, so no HTML the server sends can reach the page (decisions: sanitised).
 */
export function PriceError({ outcome }: { outcome: PriceRefusal }) {
  const { t } = useLingui()
  const message =
    outcome.kind === 'noresult'
      ? priceErrorMessage('noresult')
      : priceErrorMessage(outcome.code, outcome.maxDeliveryTimeDirect)
  return (
    <Notice tone="error">
      <span>{message}</span> <Link to="/offer">{t`To the offer form`}</Link>
    </Notice>
  )
}
