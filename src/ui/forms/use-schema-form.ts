import { createFormHook, defaultValidationLogic, type ValidationLogicFn } from '@tanstack/react-form'
import * as v from 'valibot'
import { TextAreaField, TextField } from './fields'
import { fieldContext, formContext } from './form-context'

/**
 * Spec section 5: a form is validated 'lazy' unless it says 'validated immediately'.
 * - immediate: the schema runs on every change and blur from the start;
 * - lazy: the schema runs on submit; after the first submit, on every change and blur too.
 * Either way a field shows its message only once touched (see fieldError), and submit touches all.
 */
export type ValidationMode = 'immediate' | 'lazy'

/**
 * Runs the form's one validator (the schema, as onDynamic) on the events the mode names, and a
 * field's own validators (a server check's onChangeAsync) on theirs.
 */
function schemaLogic(mode: ValidationMode): ValidationLogicFn {
  return (props) => {
    const { form, validators, event, runValidation } = props
    const live = mode === 'immediate' || form.state.submissionAttempts > 0
    const runs = event.type === 'submit' || (live && (event.type === 'change' || event.type === 'blur'))
    const fn = event.async ? validators?.onDynamicAsync : validators?.onDynamic
    let own: Parameters<typeof runValidation>[0]['validators'] = []
    defaultValidationLogic({
      ...props,
      runValidation: (chosen) => {
        own = chosen.validators
      },
    })
    // TanStack reads the validators from what runValidation returns, though the type says void.
    return runValidation({ form, validators: runs ? [...own, { fn, cause: 'dynamic' }] : own })
  }
}

const LOGIC: Record<ValidationMode, ValidationLogicFn> = {
  immediate: schemaLogic('immediate'),
  lazy: schemaLogic('lazy'),
}

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField },
  formComponents: {},
})

export interface SchemaFormOptions<TValues, TOutput> {
  /** The form's rules, all of them: the same schema the worker checks the queued change with. */
  schema: v.GenericSchema<TValues, TOutput>
  defaultValues: TValues
  /** 'lazy' unless the spec says the form is validated immediately. */
  mode?: ValidationMode
  /** Called with the schema's output (unknown keys dropped) once the values pass. */
  onSubmit: (output: TOutput) => void | Promise<void>
}

/**
 * A TanStack form whose rules are one valibot schema. Fields: `form.AppField` with the bound
 * `field.TextField` / `field.TextAreaField`, or `form.Field` and fieldError(field) for other controls.
 * Render it inside <SchemaForm form={form}>.
 */
export function useSchemaForm<TValues, TOutput>({
  schema,
  defaultValues,
  mode = 'lazy',
  onSubmit,
}: SchemaFormOptions<TValues, TOutput>) {
  return useAppForm({
    defaultValues,
    validators: { onDynamic: schema },
    validationLogic: LOGIC[mode],
    onSubmit: ({ value }) => onSubmit(v.parse(schema, value)),
  })
}

export type SchemaFormApi<TValues, TOutput = TValues> = ReturnType<typeof useSchemaForm<TValues, TOutput>>
