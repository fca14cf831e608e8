import { formatNumber } from '#i18n/format'
import type { Locale } from '#i18n/locales'

/** A file size as people read it ("5 MB", "812 KB"), in the language's Swiss number format. */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes >= 1)
    return `${formatNumber(megabytes, locale, megabytes < 10 && !Number.isInteger(megabytes) ? 1 : 0)} MB`
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`
}
