import { searchWordsOf as foldedWords } from '#domain/search-words'
import type { PaletteEntry } from './palette-entry'

/**
 * The palette's in-memory search index: each entry's words folded once (umlauts, accents, case),
 * so a keystroke only scans strings. At 10,000 addresses and 50,000 kept shipments a keystroke
 * takes a few milliseconds (tests/benchmarks/palette.ts): one `indexOf` per typed word and entry,
 * and the best few per kind kept as they are found, never a sort of every match.
 */
export interface IndexedEntry {
  entry: PaletteEntry
  /** The folded words, each with a space before and after: ' muster ag zurich '. */
  text: string
  /** Where the title's words end in `text`: a word found before it is in the title. */
  titleEnd: number
  /** What `text` was made from: a rebuild reuses the item when it has not changed. */
  source: string
  /** The entry's place in the index: the tie-break, so equal results keep their order. */
  order: number
  /**
   * Which first letters, and which (hashed) first two letters, its words have: a typed word whose
   * bits are missing cannot start any of them, so most entries are passed over without a scan.
   */
  firsts: number
  pairs: number
  /** The first letters of the title's words alone. */
  titleFirsts: number
}

export interface PaletteIndex {
  items: readonly IndexedEntry[]
  byId: ReadonlyMap<string, IndexedEntry>
  /** Its distinct words without digits, where a typo's nearest words are looked up. */
  words: readonly string[]
}

/** A word with a digit stays out of the typo dictionary: numbers must match as typed. */
const DIGIT = /\d/

const sourceOf = (entry: PaletteEntry) => `${entry.title}\n${entry.detail}\n${entry.keywords}`

/** Two bits per word: one for its first letter, one for its first two (hashed to 0–31). */
export function bitsOf(word: string): [number, number] {
  const first = word.charCodeAt(0)
  const second = word.length > 1 ? word.charCodeAt(1) : 0
  return [1 << (first % 32), 1 << ((first * 7 + second) % 32)]
}

/** Each folded word once, title first: a route repeats the stops' names the keywords hold too. */
function indexWords(
  entry: PaletteEntry,
  order: number,
  source: string,
  dictionary: Set<string>,
): IndexedEntry {
  const title = foldedWords(entry.title)
  const seen = new Set(title)
  const words = [...title]
  for (const word of foldedWords(`${entry.detail} ${entry.keywords}`))
    if (!seen.has(word)) {
      seen.add(word)
      words.push(word)
    }
  let firsts = 0
  let pairs = 0
  let titleFirsts = 0
  for (const word of title) titleFirsts |= bitsOf(word)[0]
  for (const word of words) {
    // Numbers are typed from a waybill, not from memory: no typo tolerance, and 50,000 fewer words.
    if (!DIGIT.test(word)) dictionary.add(word)
    const [first, pair] = bitsOf(word)
    firsts |= first
    pairs |= pair
  }
  const titleEnd = title.join(' ').length + 1
  return { entry, text: ` ${words.join(' ')} `, titleEnd, source, order, firsts, pairs, titleFirsts }
}

/** Adds entries one by one; `finish` gives the index (the kept archive is read and added in pages). */
export class IndexBuilder {
  private readonly items: IndexedEntry[] = []
  private readonly byId = new Map<string, IndexedEntry>()
  private readonly dictionary = new Set<string>()

  constructor(private readonly previous?: PaletteIndex) {}

  add(entry: PaletteEntry) {
    const source = sourceOf(entry)
    const before = this.previous?.byId.get(entry.id)
    const order = this.items.length
    const item =
      before && before.source === source
        ? { ...before, entry, order }
        : indexWords(entry, order, source, this.dictionary)
    this.items.push(item)
    this.byId.set(entry.id, item)
  }

  finish(): PaletteIndex {
    // A word of an entry gone since stays: a typo may then find nothing, never a wrong entry.
    if (this.previous) for (const word of this.previous.words) this.dictionary.add(word)
    return { items: this.items, byId: this.byId, words: [...this.dictionary] }
  }
}

/**
 * Builds the index; with `previous`, an entry whose texts did not change keeps its folded words,
 * so a live update of the replica rebuilds in a fraction of the first build's time.
 */
export function buildPaletteIndex(entries: readonly PaletteEntry[], previous?: PaletteIndex): PaletteIndex {
  const builder = new IndexBuilder(previous)
  for (const entry of entries) builder.add(entry)
  return builder.finish()
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The same, in slices of about `sliceMs`, giving the page back in between: 60,000 entries take a
 * few hundred milliseconds, which would otherwise freeze the palette as it opens. Null once aborted.
 */
export async function buildPaletteIndexInSlices(
  entries: readonly PaletteEntry[],
  previous: PaletteIndex | undefined,
  signal: AbortSignal,
  sliceMs = 8,
): Promise<PaletteIndex | null> {
  const builder = new IndexBuilder(previous)
  let sliceStart = performance.now()
  for (let index = 0; index < entries.length; index++) {
    builder.add(entries[index] as PaletteEntry)
    if (index % 256 === 255 && performance.now() - sliceStart > sliceMs) {
      await nextTask()
      if (signal.aborted) return null
      sliceStart = performance.now()
    }
  }
  return builder.finish()
}

/** How often and how lately an entry was run: a use today counts more than ten a month ago. */
