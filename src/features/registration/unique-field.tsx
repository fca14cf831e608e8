import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useEffect, useId } from 'react'
import type { UniqueField as Field } from '#domain/registration/unique-check'
import { isCheckable, uniqueIssue, verdictFor } from '#domain/registration/unique-check'
import { TextField } from '#ui/components/text-field'
import { fieldError, issueText } from '#ui/forms/field-error'
import styles from './registration.module.css'
import { CHECK_DELAY_MS } from './unique-checks'
import type { StepFormApi } from './use-step-form'
import { useWizard } from './wizard-context'

interface UniqueFieldProps {
  form: StepFormApi
  name: Field
  label: string
  type?: string
  autoComplete: string
}

/**
 * Username or e-mail with its unique check (spec section 5): the server is asked a pause after the
 * value changes (the field's onChangeAsync, debounced; TanStack aborts the question for an older
 * value) and at once when the field is left, and its verdict shows without waiting for a submit.
 */
export function UniqueTextField({ form, name, ...input }: UniqueFieldProps) {
  const { checks } = useWizard()
  return (
    <form.Field
      name={name}
      validators={{
        onChangeAsync: ({ value, signal }) => checks.validate(name, value, signal),
        onChangeAsyncDebounceMs: CHECK_DELAY_MS,
      }}
    >
      {(field) => <UniqueInput field={field} name={name} {...input} />}
    </form.Field>
  )
}

/** Asks at once: a 'submit' run has no debounce; the step's schema stays out of it. */
function checkNow(field: AnyFieldApi) {
  if (!field.state.meta.isTouched) field.setMeta((meta) => ({ ...meta, isTouched: true }))
  return field.validate('submit', { skipFormValidation: true })
}

function UniqueInput({
  field,
  name,
  label,
  type = 'text',
  autoComplete,
}: Omit<UniqueFieldProps, 'form'> & { field: AnyFieldApi }) {
  const { t } = useLingui()
  const statusId = useId()
  const { verdicts } = useWizard()
  const value = String(field.state.value)
  const verdict = verdictFor(verdicts[name], value)
  const issue = uniqueIssue(name, verdict, value)
  // A value with no verdict when the step opens (a restored draft, a value the server refused on
  // sending) may be taken meanwhile: ask again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    if (isCheckable(name, value) && !verdict) void checkNow(field)
  }, [])
  const free = name === 'username' ? t`This username is free.` : t`This e-mail address is not registered yet.`
  const status =
    issue === null && verdict?.status === 'checking' ? t`Checking…` : verdict?.status === 'free' ? free : ''
  // Its own rule first (required, valid), then the server's verdict on what it holds.
  const error = fieldError(field) ?? (issue ? issueText(issue) : undefined)
  return (
    <div className={styles.unique}>
      <TextField
        name={name}
        label={label}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        error={error}
        // The field's error describes it; without one, the check's progress or its free verdict.
        {...(status && !error ? { 'aria-describedby': statusId } : {})}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => {
          field.handleBlur()
          void checkNow(field)
        }}
      />
      <p id={statusId} role="status" className={styles.checkStatus}>
        {error ? '' : status}
      </p>
    </div>
  )
}
