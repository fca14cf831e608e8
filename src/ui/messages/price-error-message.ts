import { t } from '@lingui/core/macro'
import type { PriceErrorCode } from '#domain/entities/price-outcome'
import { changeFailureText } from './change-failure-message'

/** Spec section 8, "Price": the message of each refusal, and of "no result", in the active locale. */
export function priceErrorMessage(code: PriceErrorCode | 'noresult', maxDeliveryTimeDirect?: string): string {
  switch (code) {
    case 'max_weight':
      return t`Due to weight or dimensions an online price calculation is not possible. Please fill in the offer form.`
    case 'delivery_time_train':
      return t`Delivery time is expected after 18:00. Please fill in the offer form.`
    case 'delivery_time_direct': {
      const time = maxDeliveryTimeDirect ?? '18:00'
      return t`Delivery expected after ${time}. Please fill in the offer form.`
    }
    case 'weekend':
      return t`Pickup time is on a weekend. Please fill in the offer form.`
    case 'holiday':
      return t`Pickup time falls on a national holiday. Please fill in the offer form.`
    case 'time':
      return t`The pickup time is in the past.`
    default:
      return t`No price information could be determined. Please fill in the offer form`
  }
}

const PRICE_REFUSAL =
  /^price:(noresult|max_weight|delivery_time_train|delivery_time_direct|weekend|holiday|time)$/

/**
 * The reason a queued order needs attention, in the user's words: the worker stores the price
 * refusal as 'price:<code>', its own failures as codes (changeFailureText); any other reason is the
 * server's own message and is shown as it is.
 */
export function refusalText(reason: string): string {
  const match = PRICE_REFUSAL.exec(reason)
  return match ? priceErrorMessage(match[1] as PriceErrorCode | 'noresult') : changeFailureText(reason)
}
