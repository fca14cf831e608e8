import type { InputHTMLAttributes } from 'react'
import { LabelledField } from './labelled-field'
import styles from './text-field.module.css'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | undefined
}

/** A labelled input whose error is announced with it (aria-describedby). */
export function TextField({ label, error, id, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} id={id}>
      {(control) => <input {...control} className={styles.input} {...input} />}
    </LabelledField>
  )
}
