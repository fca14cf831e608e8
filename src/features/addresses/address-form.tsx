import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-form'
import { useId } from 'react'
import { addressSaveInput } from '#domain/changes/address-save'
import type { AddressInput } from '#domain/entities/address'
import type { AddressType } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { Organization } from '#domain/entities/organization'
import { Button } from '#ui/components/button'
import { Checkbox } from '#ui/components/checkbox'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'
import { RadioGroup, type RadioOption } from '#ui/components/radio-group'
import { fieldError } from '#ui/forms/field-error'
import { SchemaForm } from '#ui/forms/schema-form'
import { useFormValues } from '#ui/forms/use-form-values'
import { useSchemaForm } from '#ui/forms/use-schema-form'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import styles from './address-form.module.css'
import { ADDRESS_FLAGS, type AddressFlag, addressFormLayout, setFlag } from './address-form-rules'

export interface AddressFormProps {
  initial: AddressInput & { readonly: boolean }
  /** Whether the saved address is the standard billing address (locks it for some organisations). */
  savedAsStandardBilling: boolean
  organization: Pick<
    Organization,
    'change_default_invoice_address_allowed' | 'select_or_create_invoice_address_allowed'
  >
  searchLocations: (text: string, signal: AbortSignal) => Promise<Location[]>
  onSave: (address: AddressInput) => Promise<void>
}

/**
 * Spec section 2, "Address form", with the rules of sections 4, 5 and 6. Its rules are the address
 * save schema (validated lazily, spec section 5); the layout rules decide what shows.
 */
export function AddressForm({
  initial,
  savedAsStandardBilling,
  organization,
  searchLocations,
  onSave,
}: AddressFormProps) {
  const { t } = useLingui()
  const hintId = useId()
  // The readonly flag is the server's: it shapes the form but is never part of the save.
  const { readonly, ...defaultValues } = initial
  const form = useSchemaForm({ schema: addressSaveInput, defaultValues, onSubmit: onSave })
  const layout = useFormValues(form, (values) =>
    addressFormLayout({ ...values, readonly, savedAsStandardBilling }, organization),
  )
  const { type, isNew } = useFormValues(form, (values) => ({ type: values.type, isNew: values.id === null }))
  const busy = useSelector(form.store, (state) => state.isSubmitting)

  const applyFlag = (flag: AddressFlag, checked: boolean) => {
    const current = form.state.values
    const next = setFlag(current, flag, checked)
    for (const key of ADDRESS_FLAGS) if (next[key] !== current[key]) form.setFieldValue(key, next[key])
  }

  const flagLabels: Record<AddressFlag, string> = {
    standardSenderAddress: t`Standard sender address`,
    standardReceiverAddress: t`Standard receiver address`,
    standardBillingAddress: t`Standard billing address`,
    isBillingAddress: t`Billing address`,
  }
  const flagDisabled: Record<AddressFlag, boolean> = {
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: layout.standardBillingDisabled,
    isBillingAddress: layout.isBillingDisabled,
  }
  const types: RadioOption<AddressType>[] = [
    { value: 'company', label: t`Company` },
    { value: 'male', label: t`Mr` },
    { value: 'female', label: t`Ms` },
  ]
  const labels = {
    type: t`Type`,
    locationId: t`Zip and place`,
    zip: t`Zip`,
    location: t`Place`,
    ...flagLabels,
  }
  const locked = layout.fieldsLocked

  return (
    <SchemaForm form={form} labels={labels} className={styles.form} submitShortcut>
      <fieldset className={styles.group} aria-describedby={hintId}>
        <legend>{t`Use of this address`}</legend>
        {ADDRESS_FLAGS.map((flag) => (
          <form.Field key={flag} name={flag}>
            {(field) => (
              <Checkbox
                name={flag}
                label={flagLabels[flag]}
                checked={field.state.value}
                disabled={flagDisabled[flag]}
                onChange={(checked) => applyFlag(flag, checked)}
              />
            )}
          </form.Field>
        ))}
        <p id={hintId} className={styles.hint}>
          {t`Standard addresses are filled in for you when you order. A standard billing address is always a billing address.`}
        </p>
      </fieldset>
      {locked ? (
        <Notice tone="info">{t`This is your standard billing address. Please contact us if it needs to change.`}</Notice>
      ) : null}
      {layout.showTypeRadio ? (
        <form.Field name="type">
          {(field) => (
            <RadioGroup
              name="type"
              label={t`Type`}
              orientation="horizontal"
              options={types}
              value={field.state.value}
              error={fieldError(field)}
              onChange={(value) => field.handleChange(value)}
            />
          )}
        </form.Field>
      ) : null}
      <form.AppField name="name">
        {(field) => (
          <field.TextField label={type === 'company' ? t`Company` : t`Name`} readOnly={locked} required />
        )}
      </form.AppField>
      <form.AppField name="street">
        {(field) => <field.TextAreaField label={t`Street`} readOnly={locked} />}
      </form.AppField>
      {layout.useLocationPicker ? (
        <form.Field name="locationId">
          {(field) => (
            <LocationPicker
              label={labels.locationId}
              value={
                field.state.value === null
                  ? null
                  : {
                      id: field.state.value,
                      label: `${form.getFieldValue('zip')} ${form.getFieldValue('location')}`,
                    }
              }
              error={fieldError(field)}
              search={searchLocations}
              readOnly={locked}
              onChange={(location) => {
                // Zip and place first: the picker takes its label from them when the id changes.
                if (location) {
                  form.setFieldValue('zip', location.code)
                  form.setFieldValue('location', location.name)
                }
                field.handleChange(location?.id ?? null)
              }}
            />
          )}
        </form.Field>
      ) : (
        <div className={styles.pair}>
          <form.AppField name="zip">
            {(field) => <field.TextField label={labels.zip} readOnly={locked} />}
          </form.AppField>
          <form.AppField name="location">
            {(field) => <field.TextField label={labels.location} readOnly={locked} />}
          </form.AppField>
        </div>
      )}
      <form.AppField name="contact">
        {(field) => <field.TextField label={t`Contact`} readOnly={locked} />}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => <field.TextField label={t`Phone`} type="tel" readOnly={locked} />}
      </form.AppField>
      <Button type="submit" busy={busy} aria-keyshortcuts={ariaKeyShortcuts('submitForm')}>
        {isNew ? t`Create contact` : t`Save changes`}
      </Button>
    </SchemaForm>
  )
}
