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
