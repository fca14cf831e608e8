import type { Locale } from '#domain/entities/basics'

// The domain names the portal's languages (Locale); this layer lists them in the order they are offered.
export type { Locale }
export const LOCALES = ['de', 'fr', 'it', 'en'] as const satisfies readonly Locale[]
export const LANGUAGE_STORAGE_KEY = 'language'
export const DEFAULT_LOCALE: Locale = 'de'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Spec section 1: the stored choice, else the browser language's first part if offered, else German. */
export function detectInitialLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored
  const first = browserLanguage?.split('-')[0]?.toLowerCase()
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/** The Intl locale of a language as used in Switzerland. */
export function swissLocale(locale: Locale): string {
  return `${locale}-CH`
}
