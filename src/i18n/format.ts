import { type Locale, swissLocale } from './locales'

const ZONE = 'Europe/Zurich'
type Moment = Date | string | number

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined
  if (!format) {
    format = make()
    cache.set(key, format)
  }
  return format
}

const asDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment))

/** DD.MM.YYYY in Zurich, in every language (spec section 1: Swiss format). */
export function formatDate(moment: Moment): string {
  const format = cached(
    'date',
    () =>
      new Intl.DateTimeFormat('de-CH', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }),
  )
  return format.format(asDate(moment))
}

/** HH:mm, 24-hour, in Zurich. */
export function formatTime(moment: Moment): string {
  const format = cached(
    'time',
    () =>
      new Intl.DateTimeFormat('de-CH', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  )
  return format.format(asDate(moment))
}

export function formatDateTime(moment: Moment): string {
  return `${formatDate(moment)} ${formatTime(moment)}`
}

/** A written-out date in the current language, e.g. 'Sonntag, 22. November 2026' or 'dimanche 22 novembre 2026'. */
export function formatLongDate(moment: Moment, locale: Locale): string {
  const format = cached(
    `long-${locale}`,
    () =>
      new Intl.DateTimeFormat(swissLocale(locale), {
        timeZone: ZONE,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  )
  return format.format(asDate(moment))
}

/** CHF with 2 decimals, written as the language does in Switzerland. */
export function formatChf(amount: number, locale: Locale): string {
  const format = cached(
    `chf-${locale}`,
    () =>
      new Intl.NumberFormat(swissLocale(locale), {
        style: 'currency',
        currency: 'CHF',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  )
  return format.format(amount)
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const format = cached(
    `number-${locale}-${fractionDigits}`,
    () =>
      new Intl.NumberFormat(swissLocale(locale), {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  )
  return format.format(value)
}
