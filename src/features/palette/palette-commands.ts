import type { Locale } from '#i18n/locales'

/** What the palette cannot do by navigating: the app layer passes these in (features never import each other). */
export interface PaletteCommands {
  /** Opens the tracking popup; with a number, tracks it at once, as its form would. */
  track: (number: string | null) => void
  setLocale: (locale: Locale) => void
  /** The header's logout: it asks first when changes wait to be sent (features/sync, logout guard). */
  logOut: () => void
}
