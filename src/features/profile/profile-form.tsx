import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import type { ProfileUpdate } from '#domain/entities/profile'
import { isCompany, type ProfileFormValues, profileFormSchema } from '#domain/profile/profile-form'
import { Button } from '#ui/components/button'
import { Checkbox } from '#ui/components/checkbox'
import { RadioGroup, type RadioOption } from '#ui/components/radio-group'
import { fieldError } from '#ui/forms/field-error'
import { SchemaForm } from '#ui/forms/schema-form'
import { useFormValues } from '#ui/forms/use-form-values'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import { InvoiceLanguageSelect } from './invoice-language-select'
import styles from './profile.module.css'
import type { ProfileField, ProfileSaveOutcome } from './profile-save-outcome'
import { SaveOutcomeNotice } from './save-outcome-notice'

/** Mid-screen, so the sticky header of a phone does not cover the field the user must correct. */
function reveal(control: HTMLElement) {
  control.scrollIntoView?.({ block: 'center' })
}

interface ProfileFormProps {
  initial: ProfileFormValues
  /** Sends the update; it never throws, the outcome says how it went. */
  onSave: (update: ProfileUpdate) => Promise<ProfileSaveOutcome>
}

/**
 * Spec section 5, "Profile form", validated lazily: a company edits company and contact, a person
 * the salutation and the names. A failed save keeps every typed value and says why; the outcome
 * message stays until the values change again.
 */
export function ProfileForm({ initial, onSave }: ProfileFormProps) {
  const { t } = useLingui()
  const fields = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState<{ result: ProfileSaveOutcome; values: unknown } | null>(null)
  const shownValues = useRef<unknown>(null)
  const form = useSchemaForm({
    schema: profileFormSchema,
    defaultValues: initial,
    onSubmit: async (update) => {
      const result = await onSave(update)
      setOutcome({ result, values: shownValues.current })
      const refused = result.kind === 'refused' && result.field
      const control = refused ? fields.current?.querySelector<HTMLElement>(`[name="${refused}"]`) : null
      if (control) {
        control.focus({ preventScroll: true })
        reveal(control)
      }
    },
  })
  const values = useSelector(form.store, (state) => state.values)
  shownValues.current = values
  const { company } = useFormValues(form, (current) => ({ company: isCompany(current) }))
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  const labels: Record<ProfileField, string> = {
    username: t`Username`,
    email: t`E-mail`,
    gender: t`Salutation`,
    company: t`Company`,
    contact: t`Contact`,
    firstname: t`First name`,
    lastname: t`Last name`,
    street: t`Street`,
    zip: t`Zip`,
    location: t`Place`,
    phone: t`Phone`,
    newsletter: t`Newsletter`,
    invoiceLanguage: t`Invoice language`,
  }
  const salutations: RadioOption<'male' | 'female'>[] = [
    { value: 'male', label: t`Mr` },
    { value: 'female', label: t`Ms` },
  ]

  return (
    <SchemaForm form={form} labels={labels} className={styles.form} onInvalidSubmit={reveal}>
      <div ref={fields}>
        {company ? (
          <div className={styles.pair}>
            <form.AppField name="company">
              {(field) => <field.TextField label={labels.company} autoComplete="organization" required />}
            </form.AppField>
            <form.AppField name="contact">
              {(field) => <field.TextField label={labels.contact} autoComplete="name" required />}
            </form.AppField>
          </div>
        ) : (
          <>
            <form.Field name="gender">
              {(field) => (
                <RadioGroup
                  name="gender"
                  label={labels.gender}
                  orientation="horizontal"
                  options={salutations}
                  value={field.state.value === 'company' ? null : field.state.value}
                  error={fieldError(field)}
                  onChange={(value) => field.handleChange(value)}
                />
              )}
            </form.Field>
            <div className={styles.pair}>
              <form.AppField name="firstname">
                {(field) => <field.TextField label={labels.firstname} autoComplete="given-name" required />}
              </form.AppField>
              <form.AppField name="lastname">
                {(field) => <field.TextField label={labels.lastname} autoComplete="family-name" required />}
              </form.AppField>
            </div>
          </>
        )}
        <div className={styles.pair}>
          <form.AppField name="username">
            {(field) => <field.TextField label={labels.username} autoComplete="username" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label={labels.email} type="email" autoComplete="email" required />}
          </form.AppField>
        </div>
        <form.AppField name="street">
          {(field) => <field.TextField label={labels.street} autoComplete="street-address" required />}
        </form.AppField>
        <div className={styles.place}>
          <form.AppField name="zip">
            {(field) => (
              <field.TextField label={labels.zip} autoComplete="postal-code" inputMode="numeric" required />
            )}
          </form.AppField>
          <form.AppField name="location">
            {(field) => <field.TextField label={labels.location} autoComplete="address-level2" required />}
          </form.AppField>
        </div>
        <form.AppField name="phone">
          {(field) => <field.TextField label={labels.phone} type="tel" autoComplete="tel" required />}
        </form.AppField>
        <form.Field name="invoiceLanguage">
          {(field) => (
            <InvoiceLanguageSelect
              name="invoiceLanguage"
              value={field.state.value}
              error={fieldError(field)}
              onChange={(value) => field.handleChange(value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="newsletter">
          {(field) => (
            <Checkbox
              name="newsletter"
              label={t`Subscribe to the newsletter`}
              checked={field.state.value}
              onChange={(checked) => field.handleChange(checked)}
            />
          )}
        </form.Field>
      </div>
      <div className={styles.actions}>
        {outcome && outcome.values === values ? (
          <SaveOutcomeNotice outcome={outcome.result} labels={labels} />
        ) : null}
        <Button type="submit" busy={busy}>
          {busy ? t`Saving…` : t`Save profile`}
        </Button>
      </div>
    </SchemaForm>
  )
}
