import table from 'virtual:swiss-holidays'
import type { Locale } from '#domain/entities/basics'
import type { HolidayLookup } from '#domain/standing-orders/next-runs'

const library = new Map<Locale, Promise<HolidayLookup>>()

/**
 * Swiss national holidays as date-holidays gives them, the library the fixture API refuses prices
 * on (fixture-api/swiss-holidays.ts): the country-level days of type 'public', named in the
 * portal's language. The years around the build come from a table made at build time
 * (scripts/swiss-holidays-plugin.ts); only a date outside them loads the library itself, which is
 * large.
 */
export async function loadSwissHolidays(
  locale: Locale,
  today: string = new Date().toISOString(),
): Promise<HolidayLookup> {
  const named = table.byLocale[locale]
  const year = Number(today.slice(0, 4))
  // The next runs reach two weeks ahead, so next year's days may be asked for too.
  if (year >= table.from && year + 1 <= table.to) {
    return (isoDay) => named[isoDay] ?? null
  }
  return fromLibrary(locale)
}

function fromLibrary(locale: Locale): Promise<HolidayLookup> {
  let lookup = library.get(locale)
  if (!lookup) {
    lookup = import('date-holidays').then(({ default: Holidays }) => {
      const switzerland = new Holidays('CH', { languages: [locale] })
      const years = new Map<number, Map<string, string>>()
      return (isoDay: string) => {
        const year = Number(isoDay.slice(0, 4))
        let byDay = years.get(year)
        if (!byDay) {
          byDay = new Map()
          for (const holiday of switzerland.getHolidays(year, locale)) {
            if (holiday.type === 'public') byDay.set(holiday.date.slice(0, 10), holiday.name)
          }
          years.set(year, byDay)
        }
        return byDay.get(isoDay) ?? null
      }
    })
    // A failed load (offline before the chunk was ever kept) may succeed on the next opening.
    void lookup.catch(() => library.delete(locale))
    library.set(locale, lookup)
  }
  return lookup
}
