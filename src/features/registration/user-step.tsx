import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes } from 'react'
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

type TextKey =
  | 'firstname'
  | 'lastname'
  | 'street'
  | 'zip'
  | 'location'
  | 'phone'
  | 'password'
  | 'passwordRepeat'
type TextInput = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>
const NEW_PASSWORD: TextInput = { type: 'password', autoComplete: 'new-password' }

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

  const text = (name: TextKey, label: string, input: TextInput) => (
    <form.AppField name={name}>
      {(field) => <field.TextField label={label} required {...input} />}
    </form.AppField>
  )

  return (
    <div>
      <SchemaForm form={form} className={styles.form} aria-label={t`Your details`}>
        <form.AppField name="type">
          {() => <RadioField label={t`Salutation`} orientation="horizontal" options={genders} />}
        </form.AppField>
        <div className={styles.pair}>
          {text('firstname', t`First name`, { autoComplete: 'given-name' })}
          {text('lastname', t`Last name`, { autoComplete: 'family-name' })}
        </div>
        {text('street', t`Street`, { autoComplete: 'street-address' })}
        <div className={styles.zipPair}>
          {text('zip', t`Zip`, { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {text('location', t`Place`, { autoComplete: 'address-level2' })}
        </div>
        {text('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
        <UniqueTextField form={form} name="email" label={t`E-mail`} type="email" autoComplete="email" />
        <UniqueTextField form={form} name="username" label={t`Username`} autoComplete="username" />
        <div className={styles.pair}>
          {text('password', t`Password`, NEW_PASSWORD)}
          {text('passwordRepeat', t`Repeat password`, NEW_PASSWORD)}
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
