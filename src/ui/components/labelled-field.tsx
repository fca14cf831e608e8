import { type ReactNode, useId } from 'react'
import styles from './text-field.module.css'

/** What ties a control to its label and its error: give all of it to the control. */
export interface FieldControl {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface LabelledFieldProps {
  label: string
  error: string | undefined
  /** The control's id; a generated one when absent. */
  id?: string | undefined
  children: (control: FieldControl) => ReactNode
}

/** A label, the control it names and the error announced with it (aria-describedby). */
export function LabelledField({ label, error, id, children }: LabelledFieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
