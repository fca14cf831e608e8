import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { REQUIRED } from '#domain/changes/issue-codes'
import type { AddressType } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { RegistrationAddressKey } from '#domain/registration/registration-form'
import { addressIssues } from '#domain/registration/registration-rules'
import { Button } from '#ui/components/button'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'
import type { RadioOption } from '#ui/components/radio-group'
import { fieldError, issueText } from '#ui/forms/field-error'
import { useFormValues } from '#ui/forms/use-form-values'
import { RadioField } from './bound-fields'
import styles from './registration.module.css'
import type { StepFormApi } from './use-step-form'

interface AddressFieldsProps {
  form: StepFormApi
  block: RegistrationAddressKey
  legend: string
  searchLocations: (text: string, signal: AbortSignal) => Promise<Location[]>
  /** Copies the user step's name, street, place and phone into this address. */
  onUseMyDetails: () => void
}

type TextKey = 'name' | 'contact' | 'street' | 'zip' | 'location' | 'phone'

/**
 * One address of the addresses step (spec section 5): company or person; the invoice address with
 * free zip and place, the others with a place from the location search, validated immediately; a
 * P.O. box place is not taken and shows the inactive-zip warning.
 */
export function AddressFields({ form, block, legend, searchLocations, onUseMyDetails }: AddressFieldsProps) {
  const { t } = useLingui()
  const billing = block === 'invoiceAddress'
  const [inactiveZip, setInactiveZip] = useState(false)
  // Each P.O. box turned down starts the picker afresh (empty, list closed), with the focus back in it.
  const [refusals, setRefusals] = useState(0)
  const fieldset = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    if (refusals > 0) fieldset.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus()
  }, [refusals])
  const { type } = useFormValues(form, (values) => ({ type: values[block].type }))
  const types: RadioOption<AddressType>[] = [
    { value: 'company', label: t`Company` },
    { value: 'male', label: t`Mr` },
    { value: 'female', label: t`Ms` },
  ]
  const path = <K extends TextKey | 'type' | 'locationId'>(key: K) => `${block}.${key}` as const

  const text = (
    key: TextKey,
    label: string,
    options: { required?: boolean; type?: string; auto?: string } = {},
  ) => (
    <form.AppField name={path(key)}>
      {(field) => (
        <field.TextField
          label={label}
          type={options.type}
          autoComplete={options.auto}
          required={options.required ?? true}
        />
      )}
    </form.AppField>
  )

  const choose = (location: Location | null) => {
    const active = location?.is_active ?? true
    setInactiveZip(!active)
    if (!active) setRefusals((count) => count + 1)
    // A P.O. box is no place to pick up or deliver: the choice is not taken (spec section 8, inactiveZipWarning).
    const taken = location && active ? location : null
    form.setFieldValue(path('zip'), taken?.code ?? '')
    form.setFieldValue(path('location'), taken?.name ?? '')
    form.setFieldValue(path('locationId'), taken?.id ?? null)
    form.setFieldMeta(path('locationId'), (meta) => ({ ...meta, isTouched: true }))
  }

  return (
    <fieldset ref={fieldset} className={styles.block} data-block={block}>
      <legend>{legend}</legend>
      <p className={styles.blockTools}>
        <Button variant="quiet" onClick={onUseMyDetails}>{t`Use my details`}</Button>
      </p>
      <form.AppField name={path('type')}>
        {() => <RadioField label={t`Company or person`} orientation="horizontal" options={types} />}
      </form.AppField>
      <div className={styles.pair}>
        {text('name', type === 'company' ? t`Company` : t`First name / Last name`)}
        {text('contact', t`Contact`, { required: type === 'company' })}
      </div>
      {text('street', t`Street`, { auto: 'off' })}
      {billing ? (
        <div className={styles.zipPair}>
          {text('zip', t`Zip`)}
          {text('location', t`Place`)}
        </div>
      ) : (
        <form.Field name={path('locationId')}>
          {(field) => {
            const address = form.state.values[block]
            // Validated immediately (spec section 5): once touched, without waiting for a submit.
            const missing = field.state.meta.isTouched && addressIssues(address, false).includes('locationId')
            return (
              <LocationPicker
                key={refusals}
                label={t`Zip and place`}
                value={
                  field.state.value === null
                    ? null
                    : { id: field.state.value, label: `${address.zip} ${address.location}` }
                }
                error={fieldError(field) ?? (missing ? issueText(REQUIRED) : undefined)}
                search={searchLocations}
                onChange={choose}
              />
            )
          }}
        </form.Field>
      )}
      {inactiveZip ? (
        <Notice tone="warning">{t`The selected address has an invalid postal code (P.O. box). Please enter a valid postal code.`}</Notice>
      ) : null}
      {text('phone', t`Phone`, { type: 'tel', auto: 'off' })}
    </fieldset>
  )
}
