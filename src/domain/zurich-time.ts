import { Temporal } from 'temporal-polyfill'

/** Every business time of the courier is Swiss local time. */
export const ZURICH = 'Europe/Zurich'

export function inZurich(instant: Temporal.Instant): Temporal.ZonedDateTime {
  return instant.toZonedDateTimeISO(ZURICH)
}

/** A Zurich wall-clock date and time as an instant; a time skipped by DST moves forward. */
export function zurichInstant(date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.Instant {
  return date.toZonedDateTime({ timeZone: ZURICH, plainTime: time }).toInstant()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The draft's time format, e.g. '0930'. */
export function formatHhmm(time: Temporal.PlainTime | Temporal.ZonedDateTime): string {
  return `${pad(time.hour)}${pad(time.minute)}`
}

/** The display format, e.g. '09:30'. */
export function formatHhColonMm(time: Temporal.PlainTime | Temporal.ZonedDateTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}`
}

/**
 * A Zurich wall-clock date ('2026-11-18') and time ('10:30:00') as the server writes an instant,
 * with its offset ('2026-11-18T10:30:00+01:00'): a bare local time is read as UTC by date filters.
 * Answers the input joined as it is when it is no valid date or time.
 */
export function zurichOffsetDateTime(date: string, time: string): string {
  try {
    const zoned = Temporal.PlainDate.from(date).toZonedDateTime({
      timeZone: ZURICH,
      plainTime: Temporal.PlainTime.from(time),
    })
    return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' })
  } catch {
    return `${date}T${time}`
  }
}
