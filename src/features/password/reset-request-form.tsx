import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type ResetRequestOutcome, resetRequestInput } from '#domain/password/password-forms'
import { buttonClass } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import { SchemaForm } from '#ui/forms/schema-form'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import styles from './password.module.css'
import { SubmitRow } from './submit-row'
import { UnreachableNotice } from './unreachable-notice'

interface ResetRequestFormProps {
  requestReset: (email: string) => Promise<ResetRequestOutcome>
}

/**
 * PasswordReset: asks for a reset link by e-mail. Whether the address has an account or not, the
 * answer is the same sentence (AUTH-035): the page never tells a stranger who is a customer.
 */
export function ResetRequestForm({ requestReset }: ResetRequestFormProps) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<ResetRequestOutcome | null>(null)
  const form = useSchemaForm({
    schema: resetRequestInput,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      setOutcome(null)
      setOutcome(await requestReset(email))
    },
  })
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <h1>{t`Reset password`}</h1>
        <Link to="/login">{t`Back to login`}</Link>
      </div>
      {outcome === 'sent' ? (
        <div className={styles.done}>
          <Notice tone="info">
            {t`If an account exists for this e-mail address, we have sent it a link to set a new password. Please check your inbox.`}
          </Notice>
          <Link to="/login" className={buttonClass('primary')}>
            {t`To login`}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.hint}>
            {t`Enter the e-mail address of your account. We will send you a link to set a new password.`}
          </p>
          <UnreachableNotice
            reason={outcome}
            offline={t`You are offline. Requesting a reset link needs a connection; please try again once you are back online.`}
            slow={t`The server is not answering right now. Requesting a reset link needs its answer; please try again in a moment.`}
          />
          {outcome === 'failed' ? (
            <Notice tone="error">{t`An error occurred. Please try again.`}</Notice>
          ) : null}
          <SchemaForm form={form}>
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
            </form.AppField>
            <SubmitRow busy={busy} label={t`Send link`} busyLabel={t`Sending…`} />
          </SchemaForm>
        </>
      )}
    </section>
  )
}
