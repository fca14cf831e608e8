import { Temporal } from 'temporal-polyfill'
import { WEEKDAYS, type Weekday } from '#domain/entities/basics'

export { WEEKDAYS }

/** The weekday code of an ISO day ('YYYY-MM-DD'), or null when it is no valid day. */
export function weekdayOf(isoDay: string): Weekday | null {
  try {
    return WEEKDAYS[Temporal.PlainDate.from(isoDay, { overflow: 'reject' }).dayOfWeek - 1] ?? null
  } catch {
    return null
  }
}

/** An order's days in the week's order, each once, whatever order the server sent them in. */
export function inWeekOrder(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day))
}
