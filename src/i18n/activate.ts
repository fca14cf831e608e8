import { i18n } from '@lingui/core'
import { loadCatalog } from './catalogs'
import { writeLanguageCookie } from './language-cookie'
import { LANGUAGE_STORAGE_KEY, type Locale } from './locales'

export async function activateLocale(locale: Locale, storage?: Storage): Promise<void> {
  const { messages } = await loadCatalog[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  writeLanguageCookie(document, locale)
  storage?.setItem(LANGUAGE_STORAGE_KEY, locale)
}
