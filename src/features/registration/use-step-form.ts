import { useEffect, useState } from 'react'
import type * as v from 'valibot'
import type { RegistrationForm } from '#domain/registration/registration-form'
import { type SchemaFormApi, useSchemaForm } from '#ui/forms/use-schema-form'
import { useWizard } from './wizard-context'

/** Every step edits the one RegistrationForm; its schema reads only the step's own fields. */
export type StepFormApi = SchemaFormApi<RegistrationForm, unknown>

/**
 * A step's form over the wizard's one form: it starts from the wizard's values and hands every
 * change back, so the other steps and the draft see it (spec section 2: one form across the steps).
 */
export function useStepForm<TStepInput>(
  schema: v.GenericSchema<TStepInput, unknown>,
  onSubmit: () => void | Promise<void>,
  initial?: (form: RegistrationForm) => RegistrationForm,
): StepFormApi {
  const { store, state } = useWizard()
  const form = useSchemaForm<RegistrationForm, unknown>({
    // The step schemas type only their own fields; the form holds them all, which they accept.
    schema: schema as unknown as v.GenericSchema<RegistrationForm, unknown>,
    defaultValues: initial ? initial(state.form) : state.form,
    onSubmit: () => onSubmit(),
  })
  // The form is made for this generation of the wizard's values (a reset starts a new one).
  const [generation] = useState(state.generation)
  useEffect(() => {
    store.update(form.state.values, generation)
    const subscription = form.store.subscribe(() => store.update(form.state.values, generation))
    return () => subscription.unsubscribe()
  }, [form, store, generation])
  return form
}
