import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { TextField } from '#ui/components/text-field'
import { FilterPanel } from '#ui/list/filter-panel'
import {
  type AddressFilter,
  EMPTY_FILTER,
  type TextField as FilterText,
  type FlagField,
  isFilterActive,
  toggleFlag,
  typeInto,
} from './address-filter'
import styles from './addresses.module.css'

interface AddressFilterPanelProps {
  applied: AddressFilter
  onApply: (filter: AddressFilter) => void
}

/** Spec section 2, "Address filter panel": Enter or Apply applies; Reset restores empty and applies. */
export function AddressFilterPanel({ applied, onApply }: AddressFilterPanelProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(applied)
  useEffect(() => setDraft(applied), [applied])

  const texts: [FilterText, string][] = [
    ['company', t`Company`],
    ['street', t`Street`],
    ['zip', t`Zip`],
    ['location', t`Location`],
    ['addressId', t`Address no.`],
  ]
  const flags: [FlagField, string][] = [
    ['standardSenderAddress', t`Standard sender`],
    ['standardReceiverAddress', t`Standard receiver`],
    ['standardBillingAddress', t`Standard billing`],
    ['isBillingAddress', t`Billing address`],
  ]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  const reset = () => {
    setDraft(EMPTY_FILTER)
    onApply(EMPTY_FILTER)
  }

  return (
    <FilterPanel
      open={open}
      onToggle={() => setOpen((value) => !value)}
      showSummaryReset={isFilterActive(applied)}
      showFormReset={isFilterActive(draft) || isFilterActive(applied)}
      onSubmit={submit}
      onReset={reset}
      compact
      noValidate={false}
      after={
        <fieldset className={styles.filterFlags}>
          <legend className="visually-hidden">{t`Address kinds`}</legend>
          {flags.map(([field, label]) => (
            <label key={field} className={styles.checkbox}>
              <input
                type="checkbox"
                name={field}
                checked={draft[field]}
                onChange={(event) => setDraft(toggleFlag(draft, field, event.target.checked))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      }
    >
      {texts.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          name={field}
          value={draft[field]}
          inputMode={field === 'zip' || field === 'addressId' ? 'numeric' : undefined}
          onChange={(event) => setDraft(typeInto(draft, field, event.target.value))}
        />
      ))}
    </FilterPanel>
  )
}
