import type { Locale } from '#domain/entities/basics'
import type { HolidayLookup } from '#domain/standing-orders/next-runs'

const loaded = new Map<Locale, Promise<HolidayLookup>>()

/**
 * Swiss national holidays from date-holidays, the library the fixture API refuses prices on
 * (fixture-api/swiss-holidays.ts): the country-level days of type 'public', named in the portal's
 * language where the library has a name in it. The library and its data are large, so they are
 * imported here, on demand, by the detail modal only; the service worker keeps the chunk for
 * offline use like every other.
 */
export function loadSwissHolidays(locale: Locale): Promise<HolidayLookup> {
  let lookup = loaded.get(locale)
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
    void lookup.catch(() => loaded.delete(locale))
    loaded.set(locale, lookup)
  }
  return lookup
}
