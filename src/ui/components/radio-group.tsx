import {
  RadioGroup as AriaRadioGroup,
  FieldError,
  Label,
  RadioButton,
  RadioField,
} from 'react-aria-components'
import { AriaLocale } from './aria-locale'
import styles from './choice.module.css'
import { FieldDescription } from './field-description'
import { fieldState } from './field-state'
import field from './text-field.module.css'

export interface RadioOption<V extends string> {
  value: V
  label: string
  description?: string | undefined
  disabled?: boolean
}

export interface RadioGroupProps<V extends string> {
  label: string
  options: readonly RadioOption<V>[]
  value: V | null
  onChange: (value: V) => void
  description?: string | undefined
  error?: string | undefined
  disabled?: boolean
  /** Shown as chosen but not changeable (a locked address type). */
  readOnly?: boolean
  required?: boolean
  name?: string | undefined
  orientation?: 'horizontal' | 'vertical'
}

/** One choice of a few, all visible; arrows move between them, as in every native radio group. */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  description,
  error,
  orientation = 'vertical',
  ...state
}: RadioGroupProps<V>) {
  return (
    <AriaLocale>
      <AriaRadioGroup
        className={styles.group}
        value={value}
        onChange={(next) => onChange(next as V)}
        {...fieldState({ ...state, error })}
        orientation={orientation}
      >
        <Label className={field.label}>{label}</Label>
        <div className={styles.options}>
          {options.map((option) => (
            <RadioField
              key={option.value}
              value={option.value}
              isDisabled={option.disabled ?? false}
              className={styles.field}
            >
              <RadioButton className={`${styles.choice} ${styles.radio}`}>
                <span className={styles.indicator} aria-hidden="true" />
                {option.label}
              </RadioButton>
              <FieldDescription text={option.description} className={styles.description} />
            </RadioField>
          ))}
        </div>
        <FieldDescription text={description} className={styles.groupDescription} />
        <FieldError className={field.error}>{error}</FieldError>
      </AriaRadioGroup>
    </AriaLocale>
  )
}
