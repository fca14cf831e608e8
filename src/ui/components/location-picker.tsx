import { useLingui } from '@lingui/react/macro'
import type { Location } from '#domain/entities/location'
import { ComboBox } from './combobox'
import styles from './location-picker.module.css'
import type { OptionSearch } from './use-option-search'

interface LocationPickerProps<T extends Location> {
  label: string
  value: { id: number; label: string } | null
  error?: string | undefined
  /** Where places come from (the zip search with its offline cache, in the address form). */
  search: OptionSearch<T>
  onChange: (location: T | null) => void
  /** Shown but not changeable (a locked standard billing address). */
  readOnly?: boolean
}

const keyOf = (location: Location) => location.id
const labelOf = (location: Location) => location.label

/** Zip and place: a combobox over a place search; a P.O. box place says so. */
export function LocationPicker<T extends Location = Location>({
  label,
  value,
  error,
  search,
  onChange,
  readOnly = false,
}: LocationPickerProps<T>) {
  const { t } = useLingui()
  return (
    <ComboBox<T>
      label={label}
      value={value ? { key: value.id, label: value.label } : null}
      error={error}
      search={search}
      getKey={keyOf}
      getLabel={labelOf}
      renderOption={(location) => (
        <span>
          <span className="tabular">{location.code}</span> {location.name}
          {location.is_active ? null : <span className={styles.inactive}> · {t`P.O. box`}</span>}
        </span>
      )}
      onChange={onChange}
      placeholder={t`Zip or place`}
      describeFailure={() => t`Places could not be searched. Check your connection and try again.`}
      readOnly={readOnly}
    />
  )
}
