import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  isWellFormedResetHash,
  type SetPasswordInput,
  type SetPasswordOutcome,
  setPasswordInput,
} from '#domain/password/password-forms'
import { buttonClass } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { SchemaForm } from '#ui/forms/schema-form'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import styles from './password.module.css'
import { ResetLinkFailure } from './reset-link-failure'
import { SubmitRow } from './submit-row'
import { UnreachableNotice } from './unreachable-notice'

interface SetPasswordFormProps {
  /** The route param of the mailed link. */
  hash: string
  setPassword: (hash: string, input: SetPasswordInput) => Promise<SetPasswordOutcome>
}

/**
 * PasswordResetSetPassword: the new password and its repeat, set with the link's hash. A link no
 * server could have mailed fails at once, before anyone types a password; a refused one fails on
 * submit, keeping what was typed.
 */
export function SetPasswordForm({ hash, setPassword }: SetPasswordFormProps) {
  const { t } = useLingui()
  const wellFormed = isWellFormedResetHash(hash)
  const [outcome, setOutcome] = useState<SetPasswordOutcome | null>(wellFormed ? null : 'failed')
  const form = useSchemaForm({
    schema: setPasswordInput,
    defaultValues: { password: '', repeat: '' },
    onSubmit: async (input) => {
      setOutcome(null)
      setOutcome(await setPassword(hash, input))
    },
  })
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  if (outcome === 'set') {
    return (
      <section className={styles.page}>
        <h1>{t`Set a new password`}</h1>
        <div className={styles.done}>
          <Notice tone="info">{t`Your new password is set. You can now log in with it.`}</Notice>
          <Link to="/login" className={buttonClass('primary')}>
            {t`To login`}
          </Link>
        </div>
      </section>
    )
  }

  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <h1>{t`Set a new password`}</h1>
        <Link to="/login">{t`Back to login`}</Link>
      </div>
      {outcome === 'failed' ? <ResetLinkFailure /> : null}
      <UnreachableNotice
        reason={outcome}
        offline={t`You are offline. Setting the password needs a connection; please try again once you are back online.`}
        slow={t`The server is not answering right now, so it is not certain that your password was set. Please try again in a moment.`}
      />
      {wellFormed ? (
        <SchemaForm form={form}>
          <form.AppField name="password">
            {(field) => (
              <field.TextField label={t`New password`} type="password" autoComplete="new-password" />
            )}
          </form.AppField>
          <form.AppField name="repeat">
            {(field) => (
              <field.TextField label={t`Repeat new password`} type="password" autoComplete="new-password" />
            )}
          </form.AppField>
          <SubmitRow busy={busy} label={t`Save password`} busyLabel={t`Saving…`} />
        </SchemaForm>
      ) : null}
    </section>
  )
}
