import { Temporal } from 'temporal-polyfill'
import { isWeekend, swissHoliday } from '#fixture-api/swiss-holidays'

/** The next working day in Zurich as DDMMYYYY, as typed into a date field's segments: a pickup the fixture prices. */
export function nextWorkingDay(): string {
  let day = Temporal.Now.plainDateISO('Europe/Zurich').add({ days: 1 })
  while (isWeekend(day) || swissHoliday(day)) day = day.add({ days: 1 })
  return `${String(day.day).padStart(2, '0')}${String(day.month).padStart(2, '0')}${day.year}`
}
