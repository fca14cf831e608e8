import { useLingui } from '@lingui/react/macro'
import { myDetailsAddress } from '#domain/registration/my-details'
import type { OptionalAddressKey, RegistrationAddressKey } from '#domain/registration/registration-form'
import { SchemaForm } from '#ui/forms/schema-form'
import { useFormValues } from '#ui/forms/use-form-values'
import { AddressFields } from './address-fields'
import { CheckboxField } from './bound-fields'
import styles from './registration.module.css'
import { StepActions } from './step-actions'
import { StepFrame } from './step-frame'
import { STEP_PATHS } from './step-paths'
import { type StepFormApi, useStepForm } from './use-step-form'
import { useWizard } from './wizard-context'

/** Wizard step 2, /register/addresses (spec sections 2, 3 and 5). */
export function AddressesStep() {
  return (
    <StepFrame step="addresses">
      <AddressesForm />
    </StepFrame>
  )
}

const ADD_FLAG = {
  defaultSenderAddress: 'addDefaultSenderAddress',
  defaultReceiverAddress: 'addDefaultReceiverAddress',
} as const satisfies Record<OptionalAddressKey, string>

function AddressesForm() {
  const { t } = useLingui()
  const { services } = useWizard()
  const form = useStepForm('addresses')
  const added = useFormValues(form, (values) => ({
    defaultSenderAddress: values.addDefaultSenderAddress,
    defaultReceiverAddress: values.addDefaultReceiverAddress,
  }))

  const fillFromMyDetails = (block: RegistrationAddressKey) => () => {
    const next = myDetailsAddress(form.state.values, block === 'invoiceAddress')
    for (const [key, value] of Object.entries(next)) {
      form.setFieldValue(`${block}.${key}` as `${RegistrationAddressKey}.name`, value as never)
    }
  }
  const fields = (block: RegistrationAddressKey, legend: string) => (
    <AddressFields
      form={form}
      block={block}
      legend={legend}
      searchLocations={services.searchLocations}
      onUseMyDetails={fillFromMyDetails(block)}
    />
  )
  const optional: [OptionalAddressKey, string, string][] = [
    ['defaultSenderAddress', t`Add a default sender address`, t`Default sender address`],
    ['defaultReceiverAddress', t`Add a default receiver address`, t`Default receiver address`],
  ]

  return (
    <SchemaForm form={form} className={styles.form} aria-label={t`Addresses`}>
      {fields('invoiceAddress', t`Invoice address`)}
      <section className={styles.optional} aria-labelledby="registration-default-addresses">
        <h3 id="registration-default-addresses">{t`Default addresses for your orders`}</h3>
        <p className={styles.hint}>
          {t`Optional: they are filled in for you when you order, and you can change them later in the address book.`}
        </p>
        {optional.map(([block, label, legend]) => (
          <div key={block} className={styles.optionalBlock}>
            <OptionalBox form={form} flag={ADD_FLAG[block]} label={label} />
            {added[block] ? fields(block, legend) : null}
          </div>
        ))}
      </section>
      <StepActions back={STEP_PATHS.user} submit={t`Next`} />
    </SchemaForm>
  )
}

function OptionalBox({
  form,
  flag,
  label,
}: {
  form: StepFormApi
  flag: (typeof ADD_FLAG)[OptionalAddressKey]
  label: string
}) {
  return <form.AppField name={flag}>{() => <CheckboxField label={label} />}</form.AppField>
}
