import { describe, expect, it } from 'vitest'
import { joinedTexts, rowsHolding } from './joined-texts'

// The company filter's look over the whole address book (features/addresses/address-filter.ts):
// it must find exactly the rows whose own text holds the typed text, and no match may run from the
// end of one row's text into the next.

function randomness(start: number) {
  let seed = start
  return (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % below
  }
}

const holdingOneByOne = (texts: readonly string[], typed: string) =>
  texts.map((text) => (text.includes(typed) ? 1 : 0))

describe('texts joined for one look', () => {
  it('finds in one look exactly the rows whose text holds the typed text', () => {
    const random = randomness(7)
    const letters = 'abcgrtü ösé-'
    const texts = Array.from({ length: 2_000 }, () =>
      Array.from({ length: random(12) }, () => letters[random(letters.length)]).join(''),
    )
    const joined = joinedTexts(texts, (text) => text)
    for (let attempt = 0; attempt < 300; attempt++) {
      const typed = Array.from({ length: 1 + random(3) }, () => letters[random(letters.length)]).join('')
      expect([...(rowsHolding(joined, typed) ?? [])], typed).toEqual(holdingOneByOne(texts, typed))
    }
  })

  it('never finds a text made of one row’s end and the next row’s start', () => {
    const texts = ['gartenba', 'u meier', '', 'bau', 'au']
    const joined = joinedTexts(texts, (text) => text)
    expect([...(rowsHolding(joined, 'bau') ?? [])]).toEqual([0, 0, 0, 1, 0])
    expect([...(rowsHolding(joined, 'au') ?? [])]).toEqual([0, 0, 0, 1, 1])
    expect([...(rowsHolding(joined, 'a u') ?? [])]).toEqual([0, 0, 0, 0, 0])
  })

  it('finds the empty text in every row, and leaves a text with the separator to the row-by-row test', () => {
    const joined = joinedTexts(['a', '', 'b'], (text) => text)
    expect([...(rowsHolding(joined, '') ?? [])]).toEqual([1, 1, 1])
    expect(rowsHolding(joined, 'a\u0000b')).toBeNull()
    expect([
      ...(rowsHolding(
        joinedTexts([], (text: string) => text),
        'a',
      ) ?? []),
    ]).toEqual([])
  })

  it('joins a list once: the same array answers the same joined text', () => {
    const texts = ['a', 'b']
    let reads = 0
    const textOf = (text: string) => {
      reads++
      return text
    }
    expect(joinedTexts(texts, textOf)).toBe(joinedTexts(texts, textOf))
    expect(reads).toBe(2)
  })
})
