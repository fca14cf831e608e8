import { useLingui } from '@lingui/react/macro'
import type { Weekday } from '#domain/entities/basics'

/** Spec section 9: the weekday codes, by their names in the portal's language. */
export function useWeekdayLabel(): (day: Weekday) => string {
  const { t } = useLingui()
  return (day) => {
    switch (day) {
      case 'monday':
        return t`Monday`
      case 'tuesday':
        return t`Tuesday`
      case 'wednesday':
        return t`Wednesday`
      case 'thursday':
        return t`Thursday`
      case 'friday':
        return t`Friday`
      case 'saturday':
        return t`Saturday`
      case 'sunday':
        return t`Sunday`
    }
  }
}

/** Spec section 9: 0 all, 1 train, 3 direct run, 4 night transport; an unknown type shows its number. */
export function useTransportTypeLabel(): (type: number) => string {
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
