import { describe, expect, it } from 'vitest'
import { foldSearchText, matchesAllWords, searchWordsOf } from './search-words'

const label = 'Muster AG, Anna Muster, Bahnhofstrasse 1, 8001 Zürich'

describe('matchesAllWords', () => {
  it('matches an empty or blank search', () => {
    expect(matchesAllWords(label, '')).toBe(true)
    expect(matchesAllWords(label, '   ')).toBe(true)
    expect(matchesAllWords('', '')).toBe(true)
  })

  it('matches one word anywhere, ignoring case', () => {
    expect(matchesAllWords(label, 'bahnhof')).toBe(true)
    expect(matchesAllWords(label, 'ZÜRICH')).toBe(true)
    expect(matchesAllWords(label, '8001')).toBe(true)
  })

  it('needs every word, in any order', () => {
    expect(matchesAllWords(label, 'zürich muster')).toBe(true)
    expect(matchesAllWords(label, 'muster bern')).toBe(false)
  })

  it('does not need the words next to each other', () => {
    expect(matchesAllWords(label, 'ag 8001')).toBe(true)
    expect(matchesAllWords(label, 'ag 8001 ')).toBe(true)
  })

  it('treats repeated and other whitespace as one separator', () => {
    expect(matchesAllWords(label, '  anna \t  zürich\n')).toBe(true)
  })

  it('matches words as substrings, punctuation included', () => {
    expect(matchesAllWords(label, 'ag,')).toBe(true)
    expect(matchesAllWords(label, 'strasse')).toBe(true)
  })

  it('does not treat a phrase as one word', () => {
    expect(matchesAllWords('Anna Muster', 'anna  muster')).toBe(true)
    expect(matchesAllWords('Muster Anna', 'anna muster')).toBe(true)
  })

  it('keeps accents significant', () => {
    expect(matchesAllWords(label, 'zurich')).toBe(false)
  })

  it('fails on a label without the word', () => {
    expect(matchesAllWords('', 'a')).toBe(false)
  })
})

describe('foldSearchText and searchWordsOf', () => {
  it('reads ü, ue and u alike, and drops accents, so either spelling finds the other', () => {
    expect(foldSearchText('Zürich')).toBe('zurich')
    expect(foldSearchText('Zuerich')).toBe('zurich')
    expect(foldSearchText('ZURICH')).toBe('zurich')
    expect(foldSearchText('Genève')).toBe('geneve')
    expect(foldSearchText('Bäckerei Müller')).toBe('backerei muller')
    expect(foldSearchText('Strasse')).toBe(foldSearchText('Straße'))
  })

  it('keeps a typed prefix a prefix of the folded word', () => {
    expect(foldSearchText('Zürich').startsWith(foldSearchText('zue'))).toBe(true)
    expect(foldSearchText('Müller').startsWith(foldSearchText('mü'))).toBe(true)
  })

  it('splits at anything that is not a letter or digit', () => {
    expect(searchWordsOf('VK-1042, Muster AG / 8001 Zürich')).toEqual([
      'vk',
      '1042',
      'muster',
      'ag',
      '8001',
      'zurich',
    ])
    expect(searchWordsOf('  ')).toEqual([])
  })
})
