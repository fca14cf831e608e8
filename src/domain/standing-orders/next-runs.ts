import type { Temporal } from 'temporal-polyfill'
import type { Weekday } from '#domain/entities/basics'
import type { StandingOrder } from '#domain/entities/standing-order'
import { ZURICH } from '#domain/zurich-time'
import { type PlannedWindow, plannedWindow } from './planned-window'
import { WEEKDAYS } from './weekdays'

/** The calendar in the detail modal looks two weeks ahead, today included. */
export const NEXT_RUN_DAYS = 14

/**
 * The name of the national holiday on an ISO day, or null. Passed in: the holiday data is a large
 * library the UI loads on demand, and this module stays pure.
 */
export type HolidayLookup = (isoDay: string) => string | null

export interface StopWindow {
  name: string
  location: string
  window: PlannedWindow | null
}

export interface CalendarDay {
  /** 'YYYY-MM-DD', a Zurich calendar day. */
  date: string
  weekday: Weekday
  /** The holiday's name when the day is a Swiss national holiday. */
  holiday: string | null
  /** The run of the day, with its planned windows; null on a day the order does not run. */
  run: { pickups: StopWindow[]; deliveries: StopWindow[] } | null
}

type RunSource = Pick<
  StandingOrder,
  'days' | 'from' | 'to' | 'pickupFrom' | 'pickupTo' | 'deliveryFrom' | 'deliveryTo'
>

/** The Zurich calendar day of an instant: what "today" is for a Swiss courier, whatever the device's zone. */
export function zurichToday(now: Temporal.Instant): Temporal.PlainDate {
  return now.toZonedDateTimeISO(ZURICH).toPlainDate()
}

/**
 * The next days of a standing order, from today in Europe/Zurich: a run on each day whose weekday
 * code the order has, with every stop's planned window (the address's own, else the order's). A run
 * that falls on a national holiday is still listed, marked with the holiday: whether the courier
 * drives then is agreed per customer, so the calendar warns instead of guessing. Days are counted
 * as calendar days, so a DST change neither skips nor repeats one.
 */
export function nextRuns(
  order: RunSource,
  now: Temporal.Instant,
  holidayOf: HolidayLookup,
  count = NEXT_RUN_DAYS,
): CalendarDay[] {
  const today = zurichToday(now)
  const windows = (stops: RunSource['from']): StopWindow[] =>
    stops.map((stop) => ({
      name: stop.name || stop.contact,
      location: `${stop.zip} ${stop.location}`.trim(),
      window: plannedWindow(order, stop),
    }))
  const run = { pickups: windows(order.from), deliveries: windows(order.to) }
  return Array.from({ length: count }, (_, offset) => {
    const day = today.add({ days: offset })
    const weekday = WEEKDAYS[day.dayOfWeek - 1] as Weekday
    const date = day.toString()
    return {
      date,
      weekday,
      holiday: holidayOf(date),
      run: order.days.includes(weekday) ? run : null,
    }
  })
}
