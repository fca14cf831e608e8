import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { swissLocale } from '#i18n/locales'
import { useLocale } from '#i18n/use-locale'

/**
 * Gives React Aria the portal's language as used in Switzerland (de-CH, fr-CH, it-CH, en-CH), so its
 * own words (day and month names, "day", "month", "year" of a date field) follow the Lingui choice
 * instead of the browser's. Each kit component wraps itself, so no provider sits in the /login bundle.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return <I18nProvider locale={swissLocale(locale)}>{children}</I18nProvider>
}
