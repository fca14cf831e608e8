import * as v from 'valibot'
import type { RegistrationForm } from './registration-form'
import { addressesStepSchema, paymentStepSchema, userStepSchema } from './registration-rules'
import { isConfirmedFree, type UniqueVerdicts } from './unique-check'

/** Spec section 2: the stepper user → addresses → payment. */
export const WIZARD_STEPS = ['user', 'addresses', 'payment'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/** Steps the user has submitted successfully in this visit (spec section 4: validated true or false). */
export type SubmittedSteps = Record<WizardStep, boolean>

export const NOTHING_SUBMITTED: SubmittedSteps = { user: false, addresses: false, payment: false }

/** Each step's schema: it reads only the step's own fields of the one form. */
export const STEP_SCHEMAS = {
  user: userStepSchema,
  addresses: addressesStepSchema,
  payment: paymentStepSchema,
} as const satisfies Record<WizardStep, v.GenericSchema>

/** Whether the values pass every rule of the step; the user step also needs both unique answers to say free. */
export function isStepValid(step: WizardStep, form: RegistrationForm, verdicts: UniqueVerdicts): boolean {
  if (!v.is(STEP_SCHEMAS[step], form)) return false
  return (
    step !== 'user' ||
    (isConfirmedFree(verdicts.username, form.username) && isConfirmedFree(verdicts.email, form.email))
  )
}

/**
 * A step is validated once it was submitted and its values still pass: a step changed afterwards
 * (or a password gone with a reload) is no longer validated, and the steps after it close again.
 */
export function validatedSteps(
  submitted: SubmittedSteps,
  form: RegistrationForm,
  verdicts: UniqueVerdicts,
): SubmittedSteps {
  return {
    user: submitted.user && isStepValid('user', form, verdicts),
    addresses: submitted.addresses && isStepValid('addresses', form, verdicts),
    payment: submitted.payment && isStepValid('payment', form, verdicts),
  }
}

/** Spec section 2: a step can be reached only when every earlier step has been validated. */
export function isStepOpen(step: WizardStep, validated: SubmittedSteps): boolean {
  const before = WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step))
  return before.every((earlier) => validated[earlier])
}

/** Where a visit to a closed step goes instead: the first step before it that is not validated. */
export function firstUnvalidatedStep(step: WizardStep, validated: SubmittedSteps): WizardStep {
  const before = WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step))
  return before.find((earlier) => !validated[earlier]) ?? step
}

/** The step after this one, or null after payment (which sends the registration). */
export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null
}
