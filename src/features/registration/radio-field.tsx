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
