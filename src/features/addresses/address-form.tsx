import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { AddressInput } from '#domain/entities/address'
import type { AddressType } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import type { Organization } from '#domain/entities/organization'
import { Button } from '#ui/components/button'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import field from '#ui/components/text-field.module.css'
import styles from './address-form.module.css'
import { type AddressErrors, addressFormLayout, setFlag, validateAddress } from './address-form-rules'

type Flag =
  | 'standardSenderAddress'
  | 'standardReceiverAddress'
  | 'standardBillingAddress'
  | 'isBillingAddress'

interface AddressFormProps {
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

/** Spec section 2, "Address form", with the rules of sections 4, 5 and 6. */
export function AddressForm({
  initial,
  savedAsStandardBilling,
  organization,
  searchLocations,
  onSave,
}: AddressFormProps) {
  const { t } = useLingui()
  const [address, setAddress] = useState<AddressInput>(initial)
  const [errors, setErrors] = useState<AddressErrors>({})
  const [busy, setBusy] = useState(false)
  const hintId = useId()
  const layout = addressFormLayout(
    { ...address, readonly: initial.readonly, savedAsStandardBilling },
    organization,
  )
  const required = t`This field is required`
  const set = (patch: Partial<AddressInput>) => setAddress((current) => ({ ...current, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateAddress(address)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      // The form state started as `initial`, readonly flag included; a save carries the input only.
      const { readonly: _readonly, ...input } = address as AddressInput & { readonly?: boolean }
      await onSave(input)
    } finally {
      setBusy(false)
    }
  }

  const flags: [Flag, string, boolean][] = [
    ['standardSenderAddress', t`Standard sender address`, false],
    ['standardReceiverAddress', t`Standard receiver address`, false],
    ['standardBillingAddress', t`Standard billing address`, layout.standardBillingDisabled],
    ['isBillingAddress', t`Billing address`, layout.isBillingDisabled],
  ]
  const types: [AddressType, string][] = [
    ['company', t`Company`],
    ['male', t`Mr`],
    ['female', t`Ms`],
  ]

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <fieldset className={styles.group} aria-describedby={hintId}>
        <legend>{t`Use of this address`}</legend>
        {flags.map(([flag, label, disabled]) => (
          <label key={flag} className={styles.checkbox}>
            <input
              type="checkbox"
              name={flag}
              checked={address[flag]}
              disabled={disabled}
              onChange={(event) => setAddress(setFlag(address, flag, event.target.checked))}
            />
            {label}
          </label>
        ))}
        <p id={hintId} className={styles.hint}>
          {t`Standard addresses are filled in for you when you order. A standard billing address is always a billing address.`}
        </p>
      </fieldset>
      {layout.fieldsLocked ? (
        <Notice tone="info">{t`This is your standard billing address. Please contact us if it needs to change.`}</Notice>
      ) : null}
      {layout.showTypeRadio ? (
        <fieldset className={styles.group}>
          <legend>{t`Type`}</legend>
          <div className={styles.radios}>
            {types.map(([type, label]) => (
              <label key={type} className={styles.checkbox}>
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={address.type === type}
                  onChange={() => set({ type })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextField
        label={address.type === 'company' ? t`Company` : t`Name`}
        name="name"
        readOnly={layout.fieldsLocked}
        value={address.name}
        error={errors.name ? required : undefined}
        onChange={(event) => set({ name: event.target.value })}
        required
      />
      <div className={field.field}>
        <label htmlFor="address-street" className={field.label}>
          {t`Street`}
        </label>
        <textarea
          id="address-street"
          name="street"
          readOnly={layout.fieldsLocked}
          className={`${field.input} ${styles.textarea}`}
          rows={Math.max(2, address.street.split('\n').length)}
          value={address.street}
          aria-invalid={errors.street ? true : undefined}
          aria-describedby={errors.street ? 'address-street-error' : undefined}
          onChange={(event) => set({ street: event.target.value })}
        />
        {errors.street ? (
          <span id="address-street-error" className={field.error}>
            {required}
          </span>
        ) : null}
      </div>
      {layout.useLocationPicker ? (
        <LocationPicker
          label={t`Zip and place`}
          value={
            address.locationId === null
              ? null
              : { id: address.locationId, label: `${address.zip} ${address.location}` }
          }
          error={errors.location ? required : undefined}
          search={searchLocations}
          readOnly={layout.fieldsLocked}
          onChange={(location) =>
            set(
              location
                ? { locationId: location.id, zip: location.code, location: location.name }
                : { locationId: null },
            )
          }
        />
      ) : (
        <div className={styles.pair}>
          <TextField
            label={t`Zip`}
            name="zip"
            readOnly={layout.fieldsLocked}
            value={address.zip}
            error={errors.zip ? required : undefined}
            onChange={(event) => set({ zip: event.target.value })}
          />
          <TextField
            label={t`Place`}
            name="location"
            readOnly={layout.fieldsLocked}
            value={address.location}
            error={errors.locationText ? required : undefined}
            onChange={(event) => set({ location: event.target.value })}
          />
        </div>
      )}
      <TextField
        label={t`Contact`}
        name="contact"
        readOnly={layout.fieldsLocked}
        value={address.contact}
        onChange={(event) => set({ contact: event.target.value })}
      />
      <TextField
        label={t`Phone`}
        name="phone"
        readOnly={layout.fieldsLocked}
        type="tel"
        value={address.phone}
        onChange={(event) => set({ phone: event.target.value })}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {address.id === null ? t`Create contact` : t`Save changes`}
      </Button>
    </form>
  )
}
