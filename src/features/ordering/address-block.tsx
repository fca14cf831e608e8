import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Address } from '#domain/entities/address'
import type { AddressType } from '#domain/entities/basics'
import type { Location } from '#domain/entities/location'
import { clearSavedAddress, lockedFields, selectSavedAddress } from '#domain/ordering/address-selection'
import type { AddressBlockKind, OrderAddress } from '#domain/ordering/order-form'
import { firstnameRequired } from '#domain/ordering/person-name'
import {
  createSavedAddressSearch,
  labelledOptions,
  savedAddressOptions,
} from '#domain/ordering/saved-address-options'
import { Checkbox } from '#ui/components/checkbox'
import { ComboBox } from '#ui/components/combobox'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'
import { RadioGroup, type RadioOption } from '#ui/components/radio-group'
import { TextField } from '#ui/components/text-field'
import { fieldError } from '#ui/forms/field-error'
import type { OrderFormApi } from './order-form-api'
import styles from './ordering.module.css'
import { useOrderValues } from './use-order-values'

export interface AddressBlockServices {
  /** The replica's address book; undefined while it loads. */
  addresses: readonly Address[] | undefined
  searchLocations: (text: string, signal: AbortSignal) => Promise<Location[]>
  /** Whether a place is active (not a P.O. box): from the device's places, else the server; null if unknown. */
  isLocationActive: (locationId: number) => Promise<boolean | null>
}

interface AddressBlockProps extends AddressBlockServices {
  form: OrderFormApi
  block: AddressBlockKind
  title: string
  /** Without select_or_create_invoice_address_allowed the invoice block has no selector and no save box. */
  selectable: boolean
}

const keyOf = (address: Address) => address.id ?? -1
/**
 * At most this many matches are listed: a word or two narrows 10,000 addresses to a handful, and
 * building a list of thousands for the first letter alone would make that keystroke lag. Fifty fill
 * eight heights of the open list; at 100 the list's build was most of a keystroke's work (npm run
 * bench, order-form: work p95 6.7-7.6 ms in two runs at 100, 4.5-7.2 ms in seven at 50, median 5).
 */
export const MAX_SHOWN_ADDRESSES = 50
const labelOf = (address: Address) => address.label

/** Spec section 2, "Order address block", with the selection rules of section 4. */
export function AddressBlock({
  form,
  block,
  title,
  selectable,
  addresses,
  searchLocations,
  isLocationActive,
}: AddressBlockProps) {
  const { t } = useLingui()
  const billing = block === 'invoiceAddress'
  const [inactiveZip, setInactiveZip] = useState(false)
  const current = useOrderValues(form, (values) => {
    const address = values[block]
    return { type: address.type, saved: address.saved, hasLocation: address.saved?.hasLocation ?? false }
  })
  const locked = lockedFields({ ...form.state.values[block], saved: current.saved })
  const options = useMemo(() => savedAddressOptions(addresses ?? [], block), [addresses, block])
  // Fold the labels while the user is still reading the form, not on their first keystroke.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(() => labelledOptions(options))
  }, [options])
  // One per selector: it stops at one more match than shown (which tells that there were more), and
  // typing on narrows its last matches instead of scanning the book again.
  const [searchOptions] = useState(() => createSavedAddressSearch(MAX_SHOWN_ADDRESSES + 1))
  // Answered at once (the book is in memory): the options come with the keystroke's own render.
  const search = useCallback((text: string) => searchOptions(options, text), [options, searchOptions])

  const replace = (next: OrderAddress) => {
    const before = form.state.values[block]
    for (const key of Object.keys(next) as (keyof OrderAddress)[]) {
      if (next[key] !== before[key]) form.setFieldValue(`${block}.${key}`, next[key] as never)
    }
  }

  const choose = async (address: Address | null) => {
    if (!address) {
      setInactiveZip(false)
      replace(clearSavedAddress(form.state.values[block]))
      return
    }
    const active = billing || address.locationId === null ? null : await isLocationActive(address.locationId)
    const chosen = selectSavedAddress(address, block, active)
    setInactiveZip(chosen.inactiveZip)
    replace({ ...chosen.address, save: form.state.values[block].save })
  }

  const types: RadioOption<AddressType>[] = [
    { value: 'company', label: t`Company` },
    { value: 'male', label: t`Mr` },
    { value: 'female', label: t`Ms` },
  ]
  const field = <K extends keyof OrderAddress>(name: K) => `${block}.${name}` as `${AddressBlockKind}.${K}`

  return (
    <fieldset className={styles.block} data-block={block}>
      <legend>{title}</legend>
      {selectable ? (
        <ComboBox<Address>
          label={t`Choose from the address book`}
          name={field('saved')}
          value={current.saved ? { key: current.saved.id, label: current.saved.label } : null}
          search={search}
          limit={{
            count: MAX_SHOWN_ADDRESSES,
            description: t`Showing the first ${MAX_SHOWN_ADDRESSES} matches. Type more words to narrow them down.`,
          }}
          source={options}
          getKey={keyOf}
          getLabel={labelOf}
          debounceMs={0}
          workMeasure="order-form:selector-work"
          placeholder={addresses === undefined ? t`Loading addresses…` : t`Search by name, street or place`}
          onChange={(address) => void choose(address)}
        />
      ) : null}
      {inactiveZip ? (
        <Notice tone="warning">{t`The selected address has an invalid postal code (P.O. box). Please enter a valid postal code.`}</Notice>
      ) : null}
      <form.Field name={field('type')}>
        {(bound) => (
          <RadioGroup
            name={field('type')}
            label={t`Type`}
            orientation="horizontal"
            options={types}
            value={bound.state.value}
            readOnly={locked.type}
            error={fieldError(bound)}
            onChange={(value) => {
              bound.handleChange(value)
              // Spec section 3: first and last name are cleared when the type is company.
              if (value === 'company') {
                form.setFieldValue(field('firstname'), '')
                form.setFieldValue(field('lastname'), '')
              }
            }}
          />
        )}
      </form.Field>
      {current.type === 'company' ? (
        <div className={styles.pair}>
          <BoundText form={form} name={field('name')} label={t`Company`} readOnly={locked.name} required />
          <BoundText form={form} name={field('contact')} label={t`Contact`} required={!billing} />
        </div>
      ) : (
        <div className={styles.pair}>
          <BoundText
            form={form}
            name={field('firstname')}
            label={t`First name`}
            readOnly={locked.name}
            required={firstnameRequired(current)}
          />
          <BoundText
            form={form}
            name={field('lastname')}
            label={t`Last name`}
            readOnly={locked.name}
            required
          />
        </div>
      )}
      <BoundText form={form} name={field('street')} label={t`Street`} readOnly={locked.street} required />
      {billing ? (
        <div className={styles.zipPair}>
          <BoundText form={form} name={field('zip')} label={t`Zip`} readOnly={locked.location} required />
          <BoundText
            form={form}
            name={field('location')}
            label={t`Place`}
            readOnly={locked.location}
            required
          />
        </div>
      ) : (
        <form.Field name={field('locationId')}>
          {(bound) => (
            <LocationPicker
              // The picker keeps typed text when its value is cleared; a new choice in the selector
              // (or none) starts it afresh, so a P.O.-box place it cleared does not linger as text.
              key={current.saved?.id ?? 'typed'}
              label={t`Zip and place`}
              value={
                bound.state.value === null
                  ? null
                  : {
                      id: bound.state.value,
                      label: `${form.getFieldValue(field('zip'))} ${form.getFieldValue(field('location'))}`,
                    }
              }
              error={fieldError(bound)}
              search={searchLocations}
              readOnly={locked.location}
              onChange={(location) => {
                if (location) {
                  form.setFieldValue(field('zip'), location.code)
                  form.setFieldValue(field('location'), location.name)
                  setInactiveZip(false)
                }
                bound.handleChange(location?.id ?? null)
                bound.handleBlur()
              }}
            />
          )}
        </form.Field>
      )}
      {billing ? null : <BoundText form={form} name={field('phone')} label={t`Phone`} type="tel" required />}
      {selectable ? (
        <form.Field name={field('save')}>
          {(bound) => (
            <Checkbox
              name={field('save')}
              label={t`Save to address book`}
              description={t`The address is stored in your address book when the order is placed, to be chosen again next time.`}
              checked={bound.state.value}
              onChange={(checked) => bound.handleChange(checked)}
            />
          )}
        </form.Field>
      ) : null}
    </fieldset>
  )
}

type TextFieldName =
  `${AddressBlockKind}.${'name' | 'firstname' | 'lastname' | 'contact' | 'street' | 'zip' | 'location' | 'phone'}`

function BoundText({
  form,
  name,
  label,
  readOnly = false,
  required = false,
  type,
}: {
  form: OrderFormApi
  name: TextFieldName
  label: string
  readOnly?: boolean
  required?: boolean
  type?: string
}) {
  return (
    <form.Field name={name}>
      {(bound) => (
        <TextField
          name={name}
          label={label}
          type={type}
          readOnly={readOnly}
          required={required}
          value={bound.state.value}
          error={fieldError(bound)}
          onChange={(event) => bound.handleChange(event.target.value)}
          onBlur={bound.handleBlur}
        />
      )}
    </form.Field>
  )
}
