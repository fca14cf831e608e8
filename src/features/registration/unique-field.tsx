import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { UniqueField as Field } from '#domain/registration/unique-check'
import { uniqueIssue } from '#domain/registration/unique-check'
import { TextField } from '#ui/components/text-field'
import { fieldError, issueText } from '#ui/forms/field-error'
import styles from './registration.module.css'
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
 * Username or e-mail with its unique check (spec section 5): the server is asked when the value
 * changes, and its verdict shows at once, without waiting for a submit. A verdict is shown only
 * for the value it answers, so a late answer for an older value never shows.
 */
export function UniqueTextField({ form, name, label, type = 'text', autoComplete }: UniqueFieldProps) {
  const { t } = useLingui()
  const statusId = useId()
  const { store, state } = useWizard()
  const verdict = store.verdictOf(name)
  const value = state.form[name]
  const issue = uniqueIssue(name, verdict, value)
  const free = name === 'username' ? t`This username is free.` : t`This e-mail address is not registered yet.`
  const status =
    issue === null && verdict?.status === 'checking' ? t`Checking…` : verdict?.status === 'free' ? free : ''
  return (
    <form.Field name={name}>
      {(field) => {
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
              value={field.state.value}
              error={error}
              // The field's error describes it; without one, the check's progress or its free verdict.
              {...(status && !error ? { 'aria-describedby': statusId } : {})}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={() => {
                field.handleBlur()
                void store.checkField(name)
              }}
            />
            <p id={statusId} role="status" className={styles.checkStatus}>
              {error ? '' : status}
            </p>
          </div>
        )
      }}
    </form.Field>
  )
}
