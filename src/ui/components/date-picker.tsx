import { type CalendarDate, parseDate } from '@internationalized/date'
import { useLingui } from '@lingui/react/macro'
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components'
import { formatDate } from '#i18n/format'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '#ui/icons/icons'
import { AriaLocale } from './aria-locale'
import styles from './date-picker.module.css'
import { FieldDescription } from './field-description'
import { fieldState } from './field-state'
import field from './text-field.module.css'

export interface DatePickerProps {
  label: string
  /** The day as an ISO date, 'YYYY-MM-DD', or null for none. */
  value: string | null
  /** Called with the typed or picked day ('YYYY-MM-DD'), or null once the field is emptied. */
  onChange: (value: string | null) => void
  /** The first day that may be chosen ('YYYY-MM-DD'); days before it are disabled in the calendar. */
  min?: string | undefined
  error?: string | undefined
  description?: string | undefined
  disabled?: boolean
  readOnly?: boolean
  required?: boolean
  name?: string | undefined
}

/** An ISO day as React Aria's date, or null when there is none (or it is not a valid ISO day). */
function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null
  try {
    return parseDate(iso)
  } catch {
    return null
  }
}

/**
 * A day, typed as DD.MM.YYYY or picked from a calendar whose weeks start on Monday, in the portal's
 * language as used in Switzerland. Days before `min` cannot be picked; a typed one is marked invalid.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  error,
  description,
  disabled = false,
  readOnly = false,
  required = false,
  name,
}: DatePickerProps) {
  const { t } = useLingui()
  const minValue = toCalendarDate(min)
  const earliest = min && minValue ? formatDate(`${min}T12:00:00Z`) : ''
  return (
    <AriaLocale>
      <AriaDatePicker
        className={`${field.field} ${styles.picker}`}
        value={toCalendarDate(value)}
        onChange={(day) => onChange(day ? day.toString() : null)}
        minValue={minValue}
        granularity="day"
        firstDayOfWeek="mon"
        shouldForceLeadingZeros
        {...fieldState({ disabled, readOnly, required, error, name })}
        // Without an error of ours, React Aria's own check (a day before the earliest) may still mark it.
        isInvalid={error ? true : undefined}
      >
        <Label className={field.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.open}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldDescription text={description} className={styles.description} />
        <FieldError className={field.error}>
          {(validation) =>
            error ??
            (validation.validationDetails.rangeUnderflow
              ? t`Choose ${earliest} or a later day.`
              : t`Enter a complete date as DD.MM.YYYY.`)
          }
        </FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" className={styles.step}>
                  <ChevronLeftIcon />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.step}>
                  <ChevronRightIcon />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.day} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </AriaLocale>
  )
}
