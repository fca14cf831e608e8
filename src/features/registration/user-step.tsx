import { useLingui } from '@lingui/react/macro'
import type { RegistrationGender } from '#domain/registration/registration-form'
import type { RadioOption } from '#ui/components/radio-group'
import { SchemaForm } from '#ui/forms/schema-form'
import { CheckboxField, RadioField } from './bound-fields'
import styles from './registration.module.css'
import { StepActions } from './step-actions'
import { StepFrame } from './step-frame'
import { UniqueTextField } from './unique-field'
import { useStepForm } from './use-step-form'
import { useWizard } from './wizard-context'

/** Wizard step 1, /register/ (spec sections 2, 3 and 5). */
export function UserStep() {
  return (
    <StepFrame step="user">
      <UserForm />
    </StepFrame>
  )
}

function UserForm() {
  const { t } = useLingui()
  const { services } = useWizard()
  // Next passes once both unique checks said free for what the fields hold (their onChangeAsync
  // runs again on submit, asking where the last try failed).
  const form = useStepForm('user')
  const genders: RadioOption<RegistrationGender>[] = [
    { value: 'male', label: t`Mr` },
    { value: 'female', label: t`Ms` },
  ]

  return (
    <div>
      <SchemaForm form={form} className={styles.form} aria-label={t`Your details`}>
        <form.AppField name="type">
          {() => <RadioField label={t`Salutation`} orientation="horizontal" options={genders} />}
        </form.AppField>
        <div className={styles.pair}>
          <form.AppField name="firstname">
            {(field) => <field.TextField label={t`First name`} autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastname">
            {(field) => <field.TextField label={t`Last name`} autoComplete="family-name" required />}
          </form.AppField>
        </div>
        <form.AppField name="street">
          {(field) => <field.TextField label={t`Street`} autoComplete="street-address" required />}
        </form.AppField>
        <div className={styles.zipPair}>
          <form.AppField name="zip">
            {(field) => (
              <field.TextField label={t`Zip`} autoComplete="postal-code" inputMode="numeric" required />
            )}
          </form.AppField>
          <form.AppField name="location">
            {(field) => <field.TextField label={t`Place`} autoComplete="address-level2" required />}
          </form.AppField>
        </div>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" required />}
        </form.AppField>
        <UniqueTextField form={form} name="email" label={t`E-mail`} type="email" autoComplete="email" />
        <UniqueTextField form={form} name="username" label={t`Username`} autoComplete="username" />
        <div className={styles.pair}>
          <form.AppField name="password">
            {(field) => (
              <field.TextField label={t`Password`} type="password" autoComplete="new-password" required />
            )}
          </form.AppField>
          <form.AppField name="passwordRepeat">
            {(field) => (
              <field.TextField
                label={t`Repeat password`}
                type="password"
                autoComplete="new-password"
                required
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="tosAccepted">
          {() => (
            <div>
              <CheckboxField label={t`I accept the terms and conditions`} required />
              <a href={services.termsUrl} target="_blank" rel="noreferrer" className={styles.termsLink}>
                {t`Read the terms and conditions (opens in a new tab)`}
              </a>
            </div>
          )}
        </form.AppField>
        <form.AppField name="newsletter">
          {() => <CheckboxField label={t`Send me the newsletter`} />}
        </form.AppField>
        <StepActions back="/login" submit={t`Next`} />
      </SchemaForm>
    </div>
  )
}
