import { useNavigate } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { RegistrationForm } from '#domain/registration/registration-form'
import { nextStep, type WizardStep } from '#domain/registration/wizard-steps'
import type { SchemaFormApi } from '#ui/forms/use-schema-form'
import { STEP_PATHS } from './step-paths'
import { useWizard } from './wizard-context'

/** Every step edits the wizard's one RegistrationForm. */
export type StepFormApi = SchemaFormApi<RegistrationForm, unknown>

/**
 * The wizard's one form for the step on screen (spec section 2: one form across the steps): Next
 * validates the step's own fields with its schema, marks the step submitted and goes to the next
 * step, or runs `afterSubmit` instead.
 */
export function useStepForm(step: WizardStep, afterSubmit?: () => Promise<void>): StepFormApi {
  const { form, enter, markSubmitted } = useWizard()
  const navigate = useNavigate()
  const latest = useRef({ afterSubmit, markSubmitted, navigate })
  useEffect(() => {
    latest.current = { afterSubmit, markSubmitted, navigate }
  })
  // A layout effect: the step starts afresh before the fields' effects (a unique check asked on
  // mount), which a later fresh start would undo.
  useLayoutEffect(
    () =>
      enter(step, async () => {
        latest.current.markSubmitted(step)
        const next = nextStep(step)
        if (latest.current.afterSubmit) await latest.current.afterSubmit()
        else if (next) await latest.current.navigate({ to: STEP_PATHS[next] })
      }),
    [enter, step],
  )
  return form
}
