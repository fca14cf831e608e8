import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from './locales'

/** The portal's language as a Locale: the one the catalogs are active in, German before any. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'de'
}
