import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { LabelledField } from '#ui/components/labelled-field'
import { TextField as PlainTextField } from '#ui/components/text-field'
import field from '#ui/components/text-field.module.css'
import { fieldError } from './field-error'
import styles from './fields.module.css'
import { useFieldContext } from './form-context'

type Bound = 'name' | 'value' | 'onChange' | 'onBlur'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, Bound> {
  label: string
}

/** The ui text field bound to a string field of the form: value, change, blur and its message. */
export function TextField(props: TextFieldProps) {
  const bound = useFieldContext<string>()
  return (
    <PlainTextField
      {...props}
      name={bound.name}
      value={bound.state.value}
      error={fieldError(bound)}
      onChange={(event) => bound.handleChange(event.target.value)}
      onBlur={bound.handleBlur}
    />
  )
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Bound | 'rows'> {
  label: string
  /** It grows with its lines from this height. */
  minRows?: number
}

/** A multi-line text field that grows with its content, bound like TextField. */
export function TextAreaField({ label, minRows = 2, id, className, ...textarea }: TextAreaFieldProps) {
  const bound = useFieldContext<string>()
  const error = fieldError(bound)
  return (
    <LabelledField label={label} error={error} id={id}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          name={bound.name}
          className={[field.input, styles.textarea, className].filter(Boolean).join(' ')}
          rows={Math.max(minRows, bound.state.value.split('\n').length)}
          value={bound.state.value}
          onChange={(event) => bound.handleChange(event.target.value)}
          onBlur={bound.handleBlur}
        />
      )}
    </LabelledField>
  )
}
