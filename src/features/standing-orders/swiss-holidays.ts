import table from 'virtual:swiss-holidays'
import type { Locale } from '#domain/entities/basics'
import type { HolidayLookup } from '#domain/standing-orders/next-runs'

/** A date the built table does not cover: the calendar says the holidays are missing. */
export class HolidaysNotBuiltError extends Error {
  constructor(year: number) {
    super(`The Swiss holidays of ${year} are not in this build (${table.from}–${table.to})`)
  }
}

/**
 * Swiss national holidays as date-holidays gives them, the library the fixture API refuses prices
 * on (fixture-api/swiss-holidays.ts): the country-level days of type 'public', named in the
 * portal's language, from a table made at build time (scripts/swiss-holidays-plugin.ts) of the two
 * years before the build to the ten after it. The library itself (1.4 MB, 238 KB gzip with the
 * world's calendars) is no longer shipped for the years outside: a portal runs a build that old
 * never, and should it, the calendar shows the runs and says the holidays could not be loaded
 * rather than download that much to name a dozen days.
 */
export async function loadSwissHolidays(
  locale: Locale,
  today: string = new Date().toISOString(),
): Promise<HolidayLookup> {
  const named = table.byLocale[locale]
  const year = Number(today.slice(0, 4))
  // The next runs reach two weeks ahead, so next year's days may be asked for too.
  if (year < table.from || year + 1 > table.to) throw new HolidaysNotBuiltError(year)
  return (isoDay) => named[isoDay] ?? null
}
