import { useLingui } from '@lingui/react/macro'
import type { DisplayState } from '#domain/shipment-state'
import type { TransportType } from '#domain/shipments/shipment-filter'

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

/** Spec section 9: 0 all, 1 train, 3 direct run, 4 night transport. */
export function useTransportTypeLabel(): (type: TransportType | number) => string {
  const { t } = useLingui()
  return (type) => {
    switch (type) {
      case 0:
        return t`All`
      case 1:
        return t`Train`
      case 3:
        return t`Direct run`
      case 4:
        return t`Night transport`
      default:
        return String(type)
    }
  }
}
