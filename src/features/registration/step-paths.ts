import { useLingui } from '@lingui/react/macro'
import type { WizardStep } from '#domain/registration/wizard-steps'

/** Spec section 2's routes of the three steps. */
export const STEP_PATHS = {
  user: '/register',
  addresses: '/register/addresses',
  payment: '/register/payment',
} as const satisfies Record<WizardStep, string>

export function useStepTitles(): Record<WizardStep, string> {
  const { t } = useLingui()
  return { user: t`Your details`, addresses: t`Addresses`, payment: t`Billing` }
}
