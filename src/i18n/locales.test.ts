import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, detectInitialLocale, isLocale, LOCALES, swissLocale } from './locales'

describe('detectInitialLocale', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(detectInitialLocale('fr', 'it-CH')).toBe('fr')
    expect(detectInitialLocale('en', 'de-CH')).toBe('en')
    expect(detectInitialLocale('it', undefined)).toBe('it')
  })

  it.each([
    ['fr-CH', 'fr'],
    ['it', 'it'],
    ['EN-gb', 'en'],
    ['de-DE', 'de'],
    ['en', 'en'],
  ] as const)(
    'without a stored choice takes the first part of the browser language %j',
    (browser, expected) => {
      expect(detectInitialLocale(null, browser)).toBe(expected)
    },
  )

  it.each(['es-ES', '', undefined, 'rm-CH', 'pt'])(
    'falls back to German for the unsupported browser language %j',
    (browser) => {
      expect(detectInitialLocale(null, browser)).toBe('de')
    },
  )

  it.each(['es', '', 'DE', 'fr-CH', 'null', 'english'])('ignores the invalid stored value %j', (stored) => {
    expect(detectInitialLocale(stored, 'it-CH')).toBe('it')
    expect(detectInitialLocale(stored, 'es-ES')).toBe('de')
  })

  it('falls back to German when nothing is known', () => {
    expect(DEFAULT_LOCALE).toBe('de')
    expect(detectInitialLocale(null, undefined)).toBe('de')
  })
})

describe('isLocale', () => {
  it('accepts exactly the four offered languages', () => {
    expect(LOCALES).toEqual(['de', 'fr', 'it', 'en'])
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true)
    for (const other of ['es', 'DE', 'de-CH', '', null, undefined, 1]) expect(isLocale(other)).toBe(false)
  })
})

describe('swissLocale', () => {
  it('gives the Intl locale as used in Switzerland', () => {
    expect(swissLocale('de')).toBe('de-CH')
    expect(swissLocale('fr')).toBe('fr-CH')
    expect(swissLocale('it')).toBe('it-CH')
    expect(swissLocale('en')).toBe('en-CH')
  })
})
