import type { Locale } from './locales'

// Each catalog is its own chunk (compiled from locales/*.po by @lingui/vite-plugin); the service
// worker precaches all four. No Lingui here: the entry (main.tsx) starts the catalog's download
// beside the app's code, and the same module answers activateLocale later.
export const loadCatalog: Record<Locale, () => Promise<{ messages: Record<string, string> }>> = {
  de: () => import('#locales/de.po'),
  fr: () => import('#locales/fr.po'),
  it: () => import('#locales/it.po'),
  en: () => import('#locales/en.po'),
}
