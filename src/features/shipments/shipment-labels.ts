import { useLingui } from '@lingui/react/macro'
import type { DisplayState } from '#domain/shipment-state'

/** Spec section 4: the translated state names of the lists. */
export function useStateLabel(): (state: DisplayState) => string {
  const { t } = useLingui()
  return (state) => {
    switch (state) {
      case 'readyForPickup':
        return t`Ready for pickup`
      case 'inDelivery':
        return t`In delivery`
      case 'delivered':
        return t`Delivered personally`
      case 'cancelled':
        return t`Cancelled`
    }
  }
}
