import { Temporal } from 'temporal-polyfill'
import { formatHhmm, inZurich, zurichInstant } from './zurich-time'

/** A pickup up to this far in the past still counts as valid. */
export const PICKUP_TOLERANCE_MINUTES = 10
/** A stored default time up to this far in the past is kept as it is. */
export const DEFAULT_TIME_TOLERANCE_MINUTES = 5
/** Default pickup times are offered on this grid. */
export const DEFAULT_TIME_STEP_MINUTES = 5

/** 'D.M.YYYY' (day and month with one or two digits) → a real calendar date, else null. */
export function parseSwissDate(text: string): Temporal.PlainDate | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim())
  if (!match) return null
  try {
    return Temporal.PlainDate.from(
      { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) },
      { overflow: 'reject' },
    )
  } catch {
    return null
  }
}

/**
 * 'HHmm', 'HH:mm', 'HHmmss' or 'HH:mm:ss' → a time of day, else null. The spec's format rule
 * allows hour 24, but 24:xx is no time of day a courier can come (and no PlainTime), so hours
 * are 00–23 here; use isPickupTimeFormat as the format rule so both rules agree.
 */
export function parseHhmm(text: string): Temporal.PlainTime | null {
  const trimmed = text.trim()
  const match = /^(\d{2})(\d{2})(\d{2})?$/.exec(trimmed) ?? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed)
  if (!match) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  const second = Number(match[3] ?? '0')
  if (hour > 23 || minute > 59 || second > 59) return null
  return new Temporal.PlainTime(hour, minute, second)
}

export function isPickupTimeFormat(text: string): boolean {
  return parseHhmm(text) !== null
}

/**
 * The validPickupTime rule: the pickup may lie at most 10 minutes before now (Zurich time).
 * Without a target date (absent or blank) there is nothing to compare, so it passes; the
 * required rule reports the blank. A date or time that cannot be read cannot be shown to be
 * in time, so it fails.
 */
export function validPickupTime(date: string | undefined, time: string, now: Temporal.Instant): boolean {
  if (date === undefined || date.trim() === '') return true
  const day = parseSwissDate(date)
  const clock = parseHhmm(time)
  if (!day || !clock) return false
  const earliest = now.subtract({ minutes: PICKUP_TOLERANCE_MINUTES })
  return Temporal.Instant.compare(zurichInstant(day, clock), earliest) >= 0
}

export interface StoredPickup {
  date?: Temporal.PlainDate
  /** HHmm as stored in the draft. */
  time?: string
}

export interface Pickup {
  date: Temporal.PlainDate
  /** HHmm */
  time: string
}

/**
 * Now rounded up to the next 5-minute mark; an exact mark stays. Rounding past 23:55 lands on
 * tomorrow's 00:00, which is why the date comes from the rounded value.
 */
function roundedNow(now: Temporal.Instant): Pickup {
  const rounded = inZurich(now).round({
    smallestUnit: 'minute',
    roundingIncrement: DEFAULT_TIME_STEP_MINUTES,
    roundingMode: 'ceil',
  })
  return { date: rounded.toPlainDate(), time: formatHhmm(rounded) }
}

/**
 * The pickup the order form opens with: a past (or missing) date becomes today; a time more
 * than 5 minutes in the past (or missing or unreadable) becomes now rounded up to 5 minutes.
 * A missing time on a later date takes the same rounded clock time on that date.
 */
export function defaultPickup(stored: StoredPickup, now: Temporal.Instant): Pickup {
  const today = inZurich(now).toPlainDate()
  const date = stored.date && Temporal.PlainDate.compare(stored.date, today) >= 0 ? stored.date : today
  const fallback = roundedNow(now)
  const clock = stored.time === undefined ? null : parseHhmm(stored.time)
  if (!clock) return date.equals(today) ? fallback : { date, time: fallback.time }
  // Only a pickup today can be stale: any later date starts after now.
  const oldest = now.subtract({ minutes: DEFAULT_TIME_TOLERANCE_MINUTES })
  if (Temporal.Instant.compare(zurichInstant(date, clock), oldest) < 0) return fallback
  return { date, time: formatHhmm(clock) }
}

/** What the confirm step stores when the pickup has slipped into the past: now, to the minute. */
export function correctedPickup(now: Temporal.Instant): Pickup {
  const zoned = inZurich(now)
  return { date: zoned.toPlainDate(), time: formatHhmm(zoned) }
}
