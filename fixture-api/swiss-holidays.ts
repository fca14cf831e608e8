import Holidays from 'date-holidays'
import type { Temporal } from 'temporal-polyfill'

// Country-level public holidays from the maintained date-holidays data set, not a hand-kept list.
const switzerland = new Holidays('CH')
const cache = new Map<number, Map<string, string>>()

function holidaysOf(year: number): Map<string, string> {
  let byDate = cache.get(year)
  if (!byDate) {
    byDate = new Map()
    for (const holiday of switzerland.getHolidays(year)) {
      if (holiday.type === 'public') byDate.set(holiday.date.slice(0, 10), holiday.name)
    }
    cache.set(year, byDate)
  }
  return byDate
}

/** The holiday's (German) name when the date is a Swiss national public holiday. */
export function swissHoliday(date: Temporal.PlainDate): string | undefined {
  return holidaysOf(date.year).get(date.toString())
}

export function isWeekend(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek >= 6
}
