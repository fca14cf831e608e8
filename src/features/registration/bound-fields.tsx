import { Checkbox } from '#ui/components/checkbox'
import { RadioGroup, type RadioGroupProps } from '#ui/components/radio-group'
import { fieldError } from '#ui/forms/field-error'
import { useFieldContext } from '#ui/forms/form-context'

type Bound = 'name' | 'value' | 'onChange' | 'error'

/**
 * A radio group bound to the wizard's field around it (form.AppField): its value, change and
 * message. `shown` stands for a value the field does not hold yet (a default that follows
 * something else).
 */
export function RadioField<V extends string>({
  shown,
  ...group
}: Omit<RadioGroupProps<V>, Bound> & { shown?: V }) {
  const bound = useFieldContext<V>()
  return (
    <RadioGroup
      {...group}
      name={bound.name}
      value={shown ?? bound.state.value}
      error={fieldError(bound)}
      onChange={(value) => bound.handleChange(value)}
    />
  )
}

/** A checkbox bound to the wizard's field around it: a click changes and leaves it at once. */
export function CheckboxField({ label, required }: { label: string; required?: boolean }) {
  const bound = useFieldContext<boolean>()
  return (
    <Checkbox
      name={bound.name}
      label={label}
      required={required}
      checked={bound.state.value}
      error={fieldError(bound)}
      onChange={(checked) => {
        bound.handleChange(checked)
        bound.handleBlur()
      }}
    />
  )
}
