import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'
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
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const error = fieldError(bound)
  return (
    <div className={field.field}>
      <label htmlFor={inputId} className={field.label}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={inputId}
        name={bound.name}
        className={[field.input, styles.textarea, className].filter(Boolean).join(' ')}
        rows={Math.max(minRows, bound.state.value.split('\n').length)}
        value={bound.state.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => bound.handleChange(event.target.value)}
        onBlur={bound.handleBlur}
      />
      {error ? (
        <span id={errorId} className={field.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
