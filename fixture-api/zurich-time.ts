import { Temporal } from 'temporal-polyfill'

export const ZONE = 'Europe/Zurich'

export function zurich(instant: Temporal.Instant): Temporal.ZonedDateTime {
  return instant.toZonedDateTimeISO(ZONE)
}

/** ISO 8601 with the Zurich offset, as the courier's API writes date-times. */
export function isoDateTime(value: Temporal.ZonedDateTime): string {
  return value.toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

export function hhmm(value: Temporal.ZonedDateTime | Temporal.PlainTime): string {
  const time = value instanceof Temporal.PlainTime ? value : value.toPlainTime()
  return time.toString({ smallestUnit: 'minute' })
}

/** Accepts YYYY-MM-DD or D.M.YYYY (the UI's format), null when neither. */
export function parseDate(raw: string): Temporal.PlainDate | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(raw)
  const parts = iso ? [iso[1], iso[2], iso[3]] : swiss ? [swiss[3], swiss[2], swiss[1]] : null
  if (!parts) return null
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = parts.map(Number)
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' })
  } catch {
    return null
  }
}

/** Accepts HH:mm, HH:mm:ss or HHmm; 24:00 is not a pickup time. */
export function parseTime(raw: string): Temporal.PlainTime | null {
  const match = /^(\d{2}):?(\d{2})(?::?(\d{2}))?$/.exec(raw)
  if (!match) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  const second = Number(match[3] ?? 0)
  if (hour > 23 || minute > 59 || second > 59) return null
  return new Temporal.PlainTime(hour, minute, second)
}
