import { TextField } from '#ui/components/text-field'

interface FilterTextFieldsProps<Name extends string> {
  /** Each field's name (the draft's key) and label, in the panel's order. */
  fields: readonly (readonly [Name, string])[]
  values: Readonly<Record<Name, string>>
  /** Postcodes and numbers open the phone's number pad. */
  numeric: (name: Name) => boolean
  errorOf?: (name: Name) => string | undefined
  onChange: (name: Name, value: string) => void
}

/** A filter's text fields, one per draft key. */
export function FilterTextFields<Name extends string>({
  fields,
  values,
  numeric,
  errorOf,
  onChange,
}: FilterTextFieldsProps<Name>) {
  return fields.map(([name, label]) => (
    <TextField
      key={name}
      label={label}
      name={name}
      value={values[name]}
      inputMode={numeric(name) ? 'numeric' : undefined}
      error={errorOf?.(name)}
      onChange={(event) => onChange(name, event.target.value)}
    />
  ))
}
