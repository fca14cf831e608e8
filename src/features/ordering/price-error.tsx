import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import DOMPurify from 'dompurify'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { Notice } from '#ui/components/notice'
import { priceErrorMessage } from '#ui/messages/price-error-message'

type PriceRefusal = Exclude<PriceOutcome, { kind: 'result' }>

/**
 * Spec section 8, "Price": the refusal's message with the link to the offer form. The texts are
 * ours, but a server message can carry HTML (the direct-run time), so what is rendered as HTML is
 * sanitised first (decisions).
 */
export function PriceError({ outcome }: { outcome: PriceRefusal }) {
  const { t } = useLingui()
  const message =
    outcome.kind === 'noresult'
      ? priceErrorMessage('noresult')
      : priceErrorMessage(outcome.code, outcome.maxDeliveryTimeDirect)
  const html = DOMPurify.sanitize(message, { ALLOWED_TAGS: ['b', 'strong', 'em', 'br'] })
  return (
    <Notice tone="error">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
      <span dangerouslySetInnerHTML={{ __html: html }} /> <Link to="/offer">{t`To the offer form`}</Link>
    </Notice>
  )
}
