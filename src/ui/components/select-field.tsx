import { useId } from 'react'
import field from './text-field.module.css'

interface SelectFieldProps {
  label: string
  name: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

/**
 * A native select with its label: the filters' short fixed lists (state, weekday, transport type),
 * where the browser's own picker is the quickest on a phone and needs no script.
 */
export function SelectField({ label, name, value, options, onChange }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={field.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
