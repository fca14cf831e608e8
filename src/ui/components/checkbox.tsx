import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components'
import { CheckIcon, MinusIcon } from '#ui/icons/icons'
import { AriaLocale } from './aria-locale'
import styles from './choice.module.css'
import { FieldDescription } from './field-description'
import { fieldState } from './field-state'
import field from './text-field.module.css'

export interface CheckboxProps {
  /** The text beside the box; clicking it toggles the box too. */
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  description?: string | undefined
  error?: string | undefined
  disabled?: boolean
  /** Shown as set but not changeable (a flag the user's rights do not allow to change). */
  readOnly?: boolean
  required?: boolean
  /** Some but not all of what it stands for are on (a "select all" box). */
  indeterminate?: boolean
  name?: string | undefined
  value?: string | undefined
}

/** A yes/no choice with its label, an optional description and an error read with it. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  error,
  indeterminate = false,
  value,
  ...state
}: CheckboxProps) {
  return (
    <AriaLocale>
      <CheckboxField
        className={styles.field}
        isSelected={checked}
        onChange={onChange}
        {...fieldState({ ...state, error })}
        isIndeterminate={indeterminate}
        value={value}
      >
        <CheckboxButton className={`${styles.choice} ${styles.checkbox}`}>
          {({ isSelected, isIndeterminate }) => (
            <>
              <span className={styles.indicator} aria-hidden="true">
                {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
              </span>
              {label}
            </>
          )}
        </CheckboxButton>
        <FieldDescription text={description} className={styles.description} />
        <FieldError className={`${field.error} ${styles.description}`}>{error}</FieldError>
      </CheckboxField>
    </AriaLocale>
  )
}
