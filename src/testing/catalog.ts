import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import type { Locale } from '#i18n/locales'

const compiled: Record<Locale, () => Promise<{ messages: Record<string, string> }>> = {
  de: () => import('#locales/de.po'),
  fr: () => import('#locales/fr.po'),
  it: () => import('#locales/it.po'),
  en: () => import('#locales/en.po'),
}

/** Loads the compiled catalog (via @lingui/vite-plugin) and activates it on the global i18n. */
export async function activateCatalog(locale: Locale): Promise<typeof i18n> {
  const { messages } = await compiled[locale]()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

const sources = new Map<Locale, Map<string, string>>()

/** msgid → msgstr of locales/<locale>.po, read from the source file (continued lines joined). */
function readPo(locale: Locale): Map<string, string> {
  const known = sources.get(locale)
  if (known) return known
  // A path, not new URL(…, import.meta.url): Vite would turn that pattern into an asset URL.
  const text = readFileSync(join(import.meta.dirname, '../../locales', `${locale}.po`), 'utf8')
  const entries = new Map<string, string>()
  let id: string[] | undefined
  let str: string[] = []
  let field: 'id' | 'str' | undefined
  const flush = () => {
    if (id) entries.set(id.join(''), str.join(''))
  }
  const unquote = (quoted: string) => JSON.parse(quoted) as string
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      id = [unquote(line.slice(6))]
      str = []
      field = 'id'
    } else if (line.startsWith('msgstr ') && id) {
      str.push(unquote(line.slice(7)))
      field = 'str'
    } else if (line.startsWith('"') && id && field) {
      if (field === 'id') id.push(unquote(line))
      else str.push(unquote(line))
    }
  }
  flush()
  sources.set(locale, entries)
  return entries
}

/**
 * The translation of a source message in a catalog, read from the .po file, so tests assert on the
 * catalog's wording instead of a copy of it. Placeholders such as {name} are replaced from values.
 */
export function translation(locale: Locale, message: string, values: Record<string, string> = {}): string {
  const text = readPo(locale).get(message)
  if (!text) throw new Error(`No ${locale} translation for "${message}" in locales/${locale}.po`)
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
