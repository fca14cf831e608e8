import { readFileSync } from 'node:fs'
import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'

const LOCALES = ['de', 'fr', 'it', 'en'] as const

interface Entry {
  id: string
  translation: string
}

/** A small .po reader: msgid/msgstr pairs with continued lines, enough for Lingui's output. */
function readCatalog(locale: string): Entry[] {
  const text = readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), 'utf8')
  const entries: Entry[] = []
  let current: { id: string[]; str: string[] } | undefined
  let field: 'id' | 'str' | undefined
  const unquote = (line: string) => JSON.parse(line) as string
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      if (current) entries.push({ id: current.id.join(''), translation: current.str.join('') })
      current = { id: [unquote(line.slice(6))], str: [] }
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.str.push(unquote(line.slice(7)))
      field = 'str'
    } else if (line.startsWith('"') && current && field) {
      current[field].push(unquote(line))
    }
  }
  if (current) entries.push({ id: current.id.join(''), translation: current.str.join('') })
  return entries.filter((entry) => entry.id !== '')
}

interface Token {
  type: string
  arg?: string
  cases?: { key: string; tokens: Token[] }[]
}

/** The ICU structure a translation must keep: argument names, and plural/select keys, nested. */
function shape(tokens: Token[]): string[] {
  const found: string[] = []
  for (const token of tokens) {
    if (token.type === 'argument') found.push(`{${token.arg}}`)
    if (token.cases) {
      found.push(`{${token.arg}, ${token.type}: ${token.cases.map((entry) => entry.key).join(' ')}}`)
      for (const entry of token.cases) found.push(...shape(entry.tokens))
    }
  }
  return found.sort()
}

const placeholders = (text: string) => shape(parse(text) as Token[])

describe('translation catalogs', () => {
  const english = readCatalog('en')

  it('has messages to translate', () => {
    expect(english.length).toBeGreaterThan(50)
  })

  for (const locale of LOCALES) {
    it(`${locale}: every message is translated, with the same placeholders`, () => {
      const catalog = new Map(readCatalog(locale).map((entry) => [entry.id, entry.translation]))
      const missing = english.filter((entry) => !catalog.get(entry.id)?.trim()).map((entry) => entry.id)
      expect(missing).toEqual([])
      const broken = english.filter((entry) => {
        const translation = catalog.get(entry.id) ?? ''
        return JSON.stringify(placeholders(translation)) !== JSON.stringify(placeholders(entry.id))
      })
      expect(broken.map((entry) => entry.id)).toEqual([])
    })
  }

  it('German uses Swiss spelling: never ß', () => {
    const withSharpS = readCatalog('de').filter((entry) => entry.translation.includes('ß'))
    expect(withSharpS).toEqual([])
  })

  it('the other languages are not English copied over', () => {
    // Words that are the same in English and in that language, checked by a fluent writer.
    const sameWord: Record<string, readonly string[]> = { de: [], fr: ['Notifications'], it: [] }
    for (const locale of ['de', 'fr', 'it'] as const) {
      const catalog = readCatalog(locale)
      const copied = catalog.filter(
        (entry) =>
          entry.translation === entry.id && entry.id.length > 12 && !sameWord[locale]?.includes(entry.id),
      )
      expect(
        copied.map((entry) => entry.id),
        locale,
      ).toEqual([])
    }
  })
})
