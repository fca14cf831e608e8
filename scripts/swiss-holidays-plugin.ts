import Holidays from 'date-holidays'
import type { Plugin } from 'vite'

const ID = 'virtual:swiss-holidays'
const RESOLVED = `\0${ID}`
const LOCALES = ['de', 'fr', 'it', 'en'] as const

export interface SwissHolidayTable {
  from: number
  to: number
  byLocale: Record<(typeof LOCALES)[number], Record<string, string>>
}

/** Switzerland's country-level public holidays of the years `from`..`to`, named in each language. */
export function swissHolidayTable(from: number, to: number): SwissHolidayTable {
  const byLocale = {} as SwissHolidayTable['byLocale']
  for (const locale of LOCALES) {
    const switzerland = new Holidays('CH', { languages: [locale] })
    const days: Record<string, string> = {}
    for (let year = from; year <= to; year++) {
      for (const holiday of switzerland.getHolidays(year, locale)) {
        if (holiday.type === 'public') days[holiday.date.slice(0, 10)] = holiday.name
      }
    }
    byLocale[locale] = days
  }
  return { from, to, byLocale }
}

/**
 * The date-holidays library and its world-wide data are 230 KB gzip, all precached for offline
 * use, to name a dozen Swiss days a year. The build asks it once and ships the table (a few KB) of
 * the years around the build; a date outside them still loads the library (swiss-holidays.ts).
 */
export function swissHolidaysPlugin(year = new Date().getFullYear()): Plugin {
  return {
    name: 'portal:swiss-holidays',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? `export default ${JSON.stringify(swissHolidayTable(year - 2, year + 10))}`
        : undefined,
  }
}
