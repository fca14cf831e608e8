import { describe, expect, it } from 'vitest'
import { charMask, charMaskOf, maskTest } from './char-mask'

/** The mask's promise: a text that contains `typed` has every bit of its mask. */
const mayContain = (text: string, typed: string) => {
  const { need } = maskTest(typed)
  return (charMask(text) & need) === need
}

describe('character masks for a filter as one types', () => {
  const texts = [
    'müller ag hans muster',
    'bäckerei zürcher 8001',
    'velo-kurier bern',
    '',
    'café sprüngli',
    'x',
  ]
  const typedSamples = ['a', 'ü', 'ürc', '80', 'kurier b', 'é', 'z', 'q', ' ', '-', 'xyz', 'sprüngli']

  it('never rules out a text that contains the typed text', () => {
    for (const text of texts)
      for (const typed of typedSamples)
        if (text.includes(typed)) expect(mayContain(text, typed), `${text} ${typed}`).toBe(true)
  })

  it('answers exactly for one letter a–z, and only then', () => {
    for (const text of texts)
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        expect(maskTest(letter).exact).toBe(true)
        expect(mayContain(text, letter), `${text} ${letter}`).toBe(text.includes(letter))
      }
    for (const typed of ['ü', '8', 'ab', ' ', 'é']) expect(maskTest(typed).exact, typed).toBe(false)
  })

  it('rules out texts missing a letter of the typed text', () => {
    expect(mayContain('velo-kurier bern', 'q')).toBe(false)
    expect(mayContain('müller ag', 'mülz')).toBe(false)
    expect(charMaskOf(['abc', 'xyz'])).toBe(charMask('abcxyz'))
    expect(charMask('')).toBe(0)
  })

  it('stays a positive small integer, whatever the characters', () => {
    const all = charMask(Array.from({ length: 400 }, (_, code) => String.fromCharCode(code)).join(''))
    expect(all).toBeGreaterThan(0)
    expect(all).toBeLessThan(2 ** 31)
  })
})
