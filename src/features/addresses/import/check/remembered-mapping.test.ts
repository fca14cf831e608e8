// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { proposeMapping } from '#domain/address-import/mapping'
import { REMEMBERED_MAPPINGS_MAX, rememberedMapping, rememberMapping } from './remembered-mapping'
import { REMEMBERED_MAPPINGS_KEY } from './remembered-mapping-key'

const HEADERS = ['Firma', 'Strasse', 'PLZ', 'Ort', 'Info']

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('remembered mappings', () => {
  it('gives the mapping confirmed last for the same headers, written another way too', () => {
    const confirmed = ['company', 'street', 'zip', 'location', 'contact'] as const
    rememberMapping(HEADERS, [...confirmed])
    expect(rememberedMapping(HEADERS)).toEqual(confirmed)
    expect(rememberedMapping(['FIRMA', 'strasse', 'plz', 'ort', 'info'])).toEqual(confirmed)
    rememberMapping(HEADERS, proposeMapping(HEADERS))
    expect(rememberedMapping(HEADERS)).toEqual(proposeMapping(HEADERS))
  })

  it('knows nothing of other headers', () => {
    rememberMapping(HEADERS, proposeMapping(HEADERS))
    expect(rememberedMapping(['Firma', 'Strasse', 'PLZ', 'Ort'])).toBeNull()
    expect(rememberedMapping(['Strasse', 'Firma', 'PLZ', 'Ort', 'Info'])).toBeNull()
  })

  it(`keeps the ${REMEMBERED_MAPPINGS_MAX} layouts confirmed last, under one key`, () => {
    const layout = (n: number) => [`Spalte ${n}`, 'Firma']
    for (let n = 0; n <= REMEMBERED_MAPPINGS_MAX; n++) rememberMapping(layout(n), [null, 'company'])
    expect(rememberedMapping(layout(0))).toBeNull()
    expect(rememberedMapping(layout(1))).toEqual([null, 'company'])
    expect(rememberedMapping(layout(REMEMBERED_MAPPINGS_MAX))).toEqual([null, 'company'])
    expect(Object.keys(localStorage)).toEqual([REMEMBERED_MAPPINGS_KEY])
    // Confirming an old layout again makes it the newest.
    rememberMapping(layout(1), [null, 'company'])
    rememberMapping(layout(99), [null, 'company'])
    expect(rememberedMapping(layout(1))).toEqual([null, 'company'])
  })

  it.each([
    ['not JSON', '{"broken'],
    ['another shape', JSON.stringify({ signature: 'x' })],
    [
      'an unknown field',
      JSON.stringify([
        {
          signature: '5:firma|strasse|plz|ort|info',
          mapping: ['company', 'street', 'zip', 'location', 'email'],
        },
      ]),
    ],
    [
      'a field twice',
      JSON.stringify([
        { signature: '5:firma|strasse|plz|ort|info', mapping: ['company', 'company', null, null, null] },
      ]),
    ],
    [
      'too few columns',
      JSON.stringify([{ signature: '5:firma|strasse|plz|ort|info', mapping: ['company'] }]),
    ],
  ])('reads a damaged value (%s) as nothing remembered, and remembers over it', (_case, value) => {
    localStorage.setItem(REMEMBERED_MAPPINGS_KEY, value)
    expect(rememberedMapping(HEADERS)).toBeNull()
    rememberMapping(HEADERS, proposeMapping(HEADERS))
    expect(rememberedMapping(HEADERS)).toEqual(proposeMapping(HEADERS))
  })

  it('never throws when storage refuses to read or write', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => rememberMapping(HEADERS, proposeMapping(HEADERS))).not.toThrow()
    expect(rememberedMapping(HEADERS)).toBeNull()
  })
})
