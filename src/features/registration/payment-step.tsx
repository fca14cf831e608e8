import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import type { InvoiceType, Locale } from '#domain/entities/basics'
import { invoiceLanguageOf, REGISTRATION_LANGUAGES } from '#domain/registration/registration-form'
import { Notice } from '#ui/components/notice'
import type { RadioOption } from '#ui/components/radio-group'
import { SchemaForm } from '#ui/forms/schema-form'
import { RadioField } from './bound-fields'
import styles from './registration.module.css'
import { StepActions } from './step-actions'
import { StepFrame } from './step-frame'
import { STEP_PATHS } from './step-paths'
import { useStepForm } from './use-step-form'
import { useWizard } from './wizard-context'

/** Each language in its own words, as the language switcher names them. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
}

/** Wizard step 3, /register/payment (spec sections 2, 3 and 5): it sends the registration. */
export function PaymentStep() {
  return (
    <StepFrame step="payment">
      <PaymentForm />
    </StepFrame>
  )
}

function PaymentForm() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { services, sending, register } = useWizard()
  const form = useStepForm('payment', async () => {
    const outcome = await register()
    if (outcome === 'sent') await navigate({ to: '/registered' })
  })
  // The invoice e-mail starts as the account's e-mail (spec section 3: invoiceEmail's default),
  // before the step is painted; untouched, as a default is.
  useLayoutEffect(() => {
    const { invoiceMail, email } = form.state.values
    if (invoiceMail === '') {
      form.setFieldValue('invoiceMail', email.trim(), { dontUpdateMeta: true, dontValidate: true })
    }
  }, [form])
  const languages: RadioOption<Locale>[] = REGISTRATION_LANGUAGES.map((value) => ({
    value,
    label: LANGUAGE_NAMES[value],
  }))
  const invoiceTypes: RadioOption<InvoiceType>[] = [
    {
      value: 'monthly',
      label: t`Monthly collective invoice`,
      description: t`One invoice a month for all orders.`,
    },
    { value: 'single', label: t`Single invoice`, description: t`One invoice per order.` },
  ]
  const dispatch: RadioOption<'email'>[] = [
    {
      value: 'email',
      label: t`By e-mail (PDF)`,
      description: t`Invoices are sent to the invoice e-mail address.`,
    },
  ]

  return (
    <SchemaForm form={form} className={styles.form} aria-label={t`Billing`}>
      <form.AppField name="invoiceMail">
        {(field) => <field.TextField label={t`Invoice e-mail`} type="email" autoComplete="email" required />}
      </form.AppField>
      <form.AppField name="language">
        {(field) => (
          <RadioField
            label={t`Invoice language`}
            orientation="horizontal"
            options={languages}
            required
            // Until one is picked, the language the portal is shown in (spec section 3).
            shown={invoiceLanguageOf({ language: field.state.value }, services.interfaceLanguage)}
          />
        )}
      </form.AppField>
      <form.AppField name="invoiceType">
        {() => <RadioField label={t`Invoice type`} options={invoiceTypes} />}
      </form.AppField>
      <form.AppField name="invoiceDispatchType">
        {() => <RadioField label={t`Invoice dispatch`} options={dispatch} />}
      </form.AppField>
      {sending ? <Notice tone="info">{t`Sending your registration…`}</Notice> : null}
      <StepActions back={STEP_PATHS.addresses} submit={t`Register`} />
    </SchemaForm>
  )
}
