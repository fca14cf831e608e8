import type { Locale } from './locales'

/**
 * The language the portal shows, also as a cookie: the server picks /login's prerendered page by it
 * (scripts/login-page.ts), so a reload paints the language the user chose, not the browser's.
 * Local storage stays the source; the cookie follows it on every activation.
 */
export const LANGUAGE_COOKIE = 'language'

export function writeLanguageCookie(doc: Document, locale: Locale): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`
}

/** The cookie's value in a Cookie header (or document.cookie), undefined when it is not set. */
export function languageCookieValue(cookies: string | undefined): string | undefined {
  for (const part of cookies?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE) return value
  }
  return undefined
}
