import { useLingui } from '@lingui/react/macro'
import { FilterPanel } from '#ui/list/filter-panel'
import { FilterTextFields } from '#ui/list/filter-text-fields'
import { useFilterDraft } from '#ui/list/use-filter-draft'
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
  const { draft, setDraft, shell } = useFilterDraft({ applied, empty: EMPTY_FILTER, onApply })

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

  return (
    <FilterPanel
      {...shell}
      showSummaryReset={isFilterActive(applied)}
      showFormReset={isFilterActive(draft) || isFilterActive(applied)}
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
      <FilterTextFields
        fields={texts}
        values={draft}
        numeric={(field) => field === 'zip' || field === 'addressId'}
        onChange={(field, value) => setDraft(typeInto(draft, field, value))}
      />
    </FilterPanel>
  )
}
