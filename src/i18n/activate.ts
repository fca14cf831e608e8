import { i18n } from '@lingui/core'
import { LANGUAGE_STORAGE_KEY, type Locale } from './locales'

// Each catalog is its own chunk (compiled from locales/*.po by @lingui/vite-plugin); the service worker precaches all four.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, string> }>> = {
  de: () => import('#locales/de.po'),
  fr: () => import('#locales/fr.po'),
  it: () => import('#locales/it.po'),
  en: () => import('#locales/en.po'),
}

export async function activateLocale(locale: Locale, storage?: Storage): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  storage?.setItem(LANGUAGE_STORAGE_KEY, locale)
}
