import { useLingui } from '@lingui/react/macro'

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
