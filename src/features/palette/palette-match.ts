import type { IndexColumns, PaletteIndex } from './palette-index'
import { firstBit, lowerBound } from './palette-index'

// How one entry of an index is matched against the typed words (palette-search.ts ranks them):
// each typed word a range of the index's sorted vocabulary, each entry's words read from the
// index's columns.

/** Typed words shorter than this must match as typed: one edit in three letters finds too much. */
export const TYPO_MIN_LENGTH = 4
/** A typo is looked up among at most this many near words. */
const MAX_NEAR_WORDS = 12
/** A word with a digit is no typo's neighbour: numbers must match as typed. */
const DIGIT = /\d/
/** Above every letter and digit a folded word holds: `word + END` bounds the words it starts. */
const END = '\uffff'

/** A typed word as searched; one letter tests only the entries' first-letter bits. */
export interface Needle {
  text: string
  first: number
  single: boolean
}

export const needleOf = (word: string): Needle => ({
  text: word,
  first: firstBit(word),
  single: word.length === 1,
})

/**
 * A typed word in one index: the words of its vocabulary it starts are `[low, high)`, and `exact`
 * is the place of the word itself (-1 when no entry has it whole). `near` marks, by place, the
 * words one typo away when typos are searched: one lookup per word of an entry, not a search.
 */
export interface Range {
  low: number
  high: number
  exact: number
  near: Uint8Array | null
  /** The same words' places, as a list. */
  nearIds: readonly number[]
}

export function rangeOf(index: PaletteIndex, needle: Needle, withTypos: boolean): Range {
  const { vocabulary } = index
  const low = lowerBound(vocabulary, needle.text)
  const high = lowerBound(vocabulary, needle.text + END)
  const exact = vocabulary[low] === needle.text ? low : -1
  const nearIds = withTypos && needle.text.length >= TYPO_MIN_LENGTH ? nearWords(index, needle.text) : []
  let near: Uint8Array | null = null
  if (nearIds.length > 0) {
    near = new Uint8Array(vocabulary.length)
    for (const id of nearIds) near[id] = 1
  }
  return { low, high, exact, near, nearIds }
}

/** How many entries have a word the typed word starts or is one typo from (with repeats): no scan. */
export function reach(index: PaletteIndex, range: Range): number {
  const { starts } = index
  let count = (starts[range.high] as number) - (starts[range.low] as number)
  for (const id of range.nearIds) count += (starts[id + 1] as number) - (starts[id] as number)
  return count
}

/** Whether no entry of the index can match: a typed word starts none of its words and has no typo's neighbour. */
export const hopeless = (needles: readonly Needle[], ranges: readonly Range[]) =>
  needles.some(
    (needle, at) =>
      !needle.single &&
      (ranges[at] as Range).low === (ranges[at] as Range).high &&
      ranges[at]?.nearIds.length === 0,
  )

/**
 * How well the item at `place` matches every typed word: 4 for a whole word, 2 for the start of one,
 * 1 for a word one typo away (`typos`); 1 more in the title, 2 for its whole first word; -1 when a
 * typed word is missing.
 * So a whole word in the detail still beats the start of a title word ('Bern' the place before
 * 'Bernasconi'), and the entry named as typed comes first. Reads the index's columns only.
 */
export function scoreOf(
  columns: IndexColumns,
  place: number,
  needles: readonly Needle[],
  ranges: readonly Range[],
): number {
  const { wordIds } = columns
  const from = columns.wordStarts[place] as number
  const to = columns.wordStarts[place + 1] as number
  let score = 0
  for (let index = 0; index < needles.length; index++) {
    const needle = needles[index] as Needle
    if (needle.single) {
      // One letter typed: the first-letter bits say it all (no whole word is one letter worth
      // ranking), so the broadest search of all compares no words.
      if (((columns.firsts[place] as number) & needle.first) === 0) return -1
      score += ((columns.titleFirsts[place] as number) & needle.first) !== 0 ? 3 : 2
      continue
    }
    const { low, high, exact, near } = ranges[index] as Range
    let at = -1
    for (let position = from; position < to; position++) {
      const id = wordIds[position] as number
      if (id >= low && id < high) {
        at = position
        break
      }
    }
    if (at >= 0) {
      const whole = wordIds[at] === exact
      score += whole ? 4 : 2
      if (at - from < (columns.titleWords[place] as number)) score += whole && at === from ? 2 : 1
      continue
    }
    if (!near || !nearIn(near, wordIds, from, to)) return -1
    score += 1
  }
  return score
}

/** Whether a word place in `wordIds[from, to)` is marked in `near`. */
function nearIn(near: Uint8Array, wordIds: Int32Array, from: number, to: number): boolean {
  for (let position = from; position < to; position++)
    if (near[wordIds[position] as number] === 1) return true
  return false
}

/** Whether `a` becomes `b` by one letter changed, added, dropped, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const restA = endA - start
  const restB = endB - start
  if (restA <= 1 && restB <= 1) return true
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start]
}

/** The places of the index's words one typo away from `typed` (same first letter: cheap, and how people slip). */
function nearWords(index: PaletteIndex, typed: string): number[] {
  const { vocabulary } = index
  const near: number[] = []
  const end = lowerBound(vocabulary, typed.charAt(0) + END)
  for (let at = lowerBound(vocabulary, typed.charAt(0)); at < end && near.length < MAX_NEAR_WORDS; at++) {
    const word = vocabulary[at] as string
    if (!DIGIT.test(word) && oneEditApart(word, typed)) near.push(at)
  }
  return near
}
