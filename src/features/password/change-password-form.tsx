import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import {
  EMPTY_PASSWORD_CHANGE,
  type PasswordChangeInput,
  type PasswordChangeOutcome,
  passwordChangeInput,
} from '#domain/password/password-forms'
import { Notice } from '#ui/components/notice'
import { SchemaForm } from '#ui/forms/schema-form'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import styles from './password.module.css'
import { SubmitRow } from './submit-row'
import { UnreachableNotice } from './unreachable-notice'

interface ChangePasswordFormProps {
  /** Sends the change; on success the session is already over when it resolves. */
  changePassword: (input: PasswordChangeInput) => Promise<PasswordChangeOutcome>
  /** After a change: the user logs in again (spec section 2: Login). */
  onChanged: () => void
  /** The account must change its password before anything else (shouldChangePassword). */
  forced: boolean
}

/** Spec section 2 "Password change": the hint, three fields, the Back link, and the outcome. */
export function ChangePasswordForm({ changePassword, onChanged, forced }: ChangePasswordFormProps) {
  const { t } = useLingui()
  const element = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<Exclude<PasswordChangeOutcome, 'changed'> | null>(null)
  const form = useSchemaForm({
    schema: passwordChangeInput,
    defaultValues: EMPTY_PASSWORD_CHANGE,
    onSubmit: async (input) => {
      setFailure(null)
      const outcome = await changePassword(input)
      if (outcome === 'changed') {
        onChanged()
        return
      }
      setFailure(outcome)
      if (outcome === 'refused') {
        // Spec section 8: the fields are cleared; the user starts again from the current password.
        form.reset(EMPTY_PASSWORD_CHANGE)
        element.current?.querySelector<HTMLInputElement>('input[name="oldPassword"]')?.focus()
      }
    },
  })
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  return (
    <section className={styles.page} ref={element}>
      <div className={styles.heading}>
        <h1>{t`Change password`}</h1>
        <Link to="/profile">{t`Back`}</Link>
      </div>
      {forced ? (
        <Notice tone="info">{t`Please choose a new password before you continue to use the portal.`}</Notice>
      ) : null}
      <p className={styles.hint}>{t`After changing the password you must log in again`}</p>
      {failure === 'refused' ? (
        <Notice tone="error">{t`An error occurred. Please check your password`}</Notice>
      ) : null}
      <UnreachableNotice
        reason={failure}
        offline={t`You are offline. Changing the password needs a connection; please try again once you are back online.`}
        slow={t`The server is not answering right now, so it is not certain that your password was changed. Please try again in a moment.`}
      />
      <SchemaForm form={form}>
        <form.AppField name="oldPassword">
          {(field) => (
            <field.TextField label={t`Current password`} type="password" autoComplete="current-password" />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.TextField label={t`New password`} type="password" autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="newPasswordRepeat">
          {(field) => (
            <field.TextField label={t`Repeat new password`} type="password" autoComplete="new-password" />
          )}
        </form.AppField>
        <SubmitRow busy={busy} label={t`Change password`} busyLabel={t`Saving…`} />
      </SchemaForm>
    </section>
  )
}
