import { useEffect, useLayoutEffect, useRef } from 'react'
import type { RegistrationForm } from '#domain/registration/registration-form'
import type { WizardStep } from '#domain/registration/wizard-steps'
import type { SchemaFormApi } from '#ui/forms/use-schema-form'
import { useWizard } from './wizard-context'

/** Every step edits the wizard's one RegistrationForm. */
export type StepFormApi = SchemaFormApi<RegistrationForm, unknown>

/**
 * The wizard's one form for the step on screen (spec section 2: one form across the steps): Next
 * validates the step's own fields with its schema, then runs `onSubmit`.
 */
export function useStepForm(step: WizardStep, onSubmit: () => Promise<void>): StepFormApi {
  const { form, enter } = useWizard()
  const submit = useRef(onSubmit)
  useEffect(() => {
    submit.current = onSubmit
  })
  // Before the fields' own effects (a unique check asked on mount), which the fresh start would undo.
  useLayoutEffect(() => enter(step, () => submit.current()), [enter, step])
  return form
}
