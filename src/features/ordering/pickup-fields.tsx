import { useLingui } from '@lingui/react/macro'
import { Temporal } from 'temporal-polyfill'
import { inZurich } from '#domain/zurich-time'
import { DatePicker } from '#ui/components/date-picker'
import { TextField } from '#ui/components/text-field'
import { fieldError } from '#ui/forms/field-error'
import type { OrderFormApi } from './order-form-api'
import styles from './ordering.module.css'

/** 'HHmm[ss]' as the ##:## mask shows it while typing: '09' → '09', '093' → '09:3', '0930' → '09:30'. */
export function maskTime(value: string): string {
  const digits = value.slice(0, 4)
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`
}

/** What the user typed into the mask, back to the form's 'HHmm': digits only, at most four. */
export function unmaskTime(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4)
}

/** Spec section 5: dates before yesterday are disabled (Europe/Zurich). */
export function earliestPickupDate(now: Temporal.Instant = Temporal.Now.instant()): string {
  return inZurich(now).toPlainDate().subtract({ days: 1 }).toString()
}

/** Pickup date (dd.MM.yyyy, weeks from Monday) and pickup time through a ##:## mask. */
export function PickupFields({ form }: { form: OrderFormApi }) {
  const { t } = useLingui()
  return (
    <div className={styles.pair}>
      <form.Field name="date">
        {(field) => (
          <DatePicker
            name="date"
            label={t`Pickup date`}
            value={field.state.value === '' ? null : field.state.value}
            min={earliestPickupDate()}
            error={fieldError(field)}
            required
            onChange={(value) => {
              field.handleChange(value ?? '')
              field.handleBlur()
            }}
          />
        )}
      </form.Field>
      <form.Field name="time">
        {(field) => (
          <TextField
            name="time"
            label={t`Pickup time`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="hh:mm"
            maxLength={5}
            required
            value={maskTime(field.state.value)}
            error={fieldError(field)}
            onChange={(event) => field.handleChange(unmaskTime(event.target.value))}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
    </div>
  )
}
