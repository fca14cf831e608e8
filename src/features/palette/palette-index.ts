import { runInSlices } from '#domain/row-index'
import { searchWordsOf as foldedWords } from '#domain/search-words'
import { PALETTE_KINDS, type PaletteEntry } from './palette-entry'

/**
 * The palette's in-memory search index: each entry's words folded once (umlauts, accents, case) and
 * numbered by their place in the index's sorted vocabulary. A typed word is then a range of that
 * vocabulary (the words it starts), found by two binary searches, and a keystroke compares small
 * integers instead of scanning strings: at 10,000 addresses and 50,000 kept shipments the scan
 * of every entry stays within a few milliseconds (tests/benchmarks/palette.ts).
 */
export interface IndexedEntry {
  entry: PaletteEntry
  /** The folded words, each once, the title's first. */
  words: readonly string[]
  /** How many of `words` are the title's. */
  titleWords: number
  /** The length of the title's folded words: the shorter title wins a tie (the entry named just so). */
  titleLength: number
  /** Each word's place in the index's `vocabulary`, in the order of `words`. */
  ids: Int32Array
  /** What `words` were made from: a rebuild reuses the item when it has not changed. */
  source: string
  /** The entry's place in the index: the tie-break, so equal results keep their order. */
  order: number
  /** Which first letters its words have (hashed to 32 bits): one typed letter tests only these. */
  firsts: number
  /** The first letters of the title's words alone. */
  titleFirsts: number
}

export interface PaletteIndex {
  items: readonly IndexedEntry[]
  byId: ReadonlyMap<string, IndexedEntry>
  /** Every distinct word of the entries, sorted by code unit: a typed word's matches are a range of it. */
  vocabulary: readonly string[]
  /**
   * Which entries (places in `items`, ascending) have each word: those of the vocabulary's word at
   * place `id` are `postings[starts[id]]` to `postings[starts[id + 1] - 1]`.
   */
  starts: Int32Array
  postings: Int32Array
  /** What a keystroke reads of each item, side by side (IndexColumns). */
  columns: IndexColumns
}

/**
 * The items' fields a keystroke's scan reads, by place in `items`, in typed arrays: a scan of 60,000
 * entries then reads a few contiguous arrays instead of 60,000 objects (and their word lists)
 * scattered over the heap, and touches an item itself only when it may enter the results.
 */
export interface IndexColumns {
  /** Item i's word places (its `ids`) are `wordIds[wordStarts[i]]` to `wordIds[wordStarts[i + 1] - 1]`. */
  wordStarts: Int32Array
  wordIds: Int32Array
  titleWords: Int32Array
  titleLengths: Int32Array
  firsts: Int32Array
  titleFirsts: Int32Array
  /** The kind's place in PALETTE_KINDS. */
  kinds: Uint8Array
}

const sourceOf = (entry: PaletteEntry) => `${entry.title}\n${entry.detail}\n${entry.keywords}`

/** A word's first letter as one of 32 bits. */
export const firstBit = (word: string) => 1 << (word.charCodeAt(0) % 32)

const NO_IDS = new Int32Array(0)

/** Each folded word once, title first: a route repeats the stops' names the keywords hold too. */
function indexWords(entry: PaletteEntry, order: number, source: string): IndexedEntry {
  const title = foldedWords(entry.title)
  const seen = new Set(title)
  const words = [...seen]
  const titleWords = words.length
  for (const word of foldedWords(`${entry.detail} ${entry.keywords}`))
    if (!seen.has(word)) {
      seen.add(word)
      words.push(word)
    }
  let firsts = 0
  let titleFirsts = 0
  for (const [at, word] of words.entries()) {
    firsts |= firstBit(word)
    if (at < titleWords) titleFirsts |= firstBit(word)
  }
  const titleLength = title.join(' ').length
  return { entry, words, titleWords, titleLength, ids: NO_IDS, source, order, firsts, titleFirsts }
}

/** Adds entries one by one; `finish` gives the index (the kept archive is read and added in pages). */
export class IndexBuilder {
  private readonly items: IndexedEntry[] = []
  private readonly byId = new Map<string, IndexedEntry>()

  constructor(private readonly previous?: PaletteIndex) {}

  add(entry: PaletteEntry) {
    const source = sourceOf(entry)
    const before = this.previous?.byId.get(entry.id)
    const order = this.items.length
    const item =
      before && before.source === source ? { ...before, entry, order } : indexWords(entry, order, source)
    this.items.push(item)
    this.byId.set(entry.id, item)
  }

  finish(): PaletteIndex {
    const steps = this.finishing()
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value
  }

  /**
   * The vocabulary and each entry's word numbers, in steps that a sliced build gives the page back
   * between: at 60,000 entries the whole takes about a tenth of a second.
   */
  *finishing(): Generator<void, PaletteIndex> {
    // Sorted by first letter, then within it: each group is a small sort of its own, and the groups
    // joined in order of their letter are in the order `<` gives (what a range lookup needs).
    const groups = new Map<number, Set<string>>()
    for (const [at, item] of this.items.entries()) {
      for (const word of item.words) {
        const letter = word.charCodeAt(0)
        const group = groups.get(letter)
        if (group) group.add(word)
        else groups.set(letter, new Set([word]))
      }
      if (at % 4096 === 4095) yield
    }
    const vocabulary: string[] = []
    for (const letter of [...groups.keys()].sort((a, b) => a - b)) {
      // A loop, not push(...words): a letter may start 50,000 words (the shipment numbers).
      for (const word of [...(groups.get(letter) as Set<string>)].sort()) vocabulary.push(word)
      yield
    }
    const place = new Map<string, number>()
    for (const [at, word] of vocabulary.entries()) place.set(word, at)
    yield
    // Each word's entries, all words' lists end to end in vocabulary order (`starts` says where
    // each begins): the entries of every word a typed word starts are one stretch of `postings`.
    const starts = new Int32Array(vocabulary.length + 1)
    const columns = emptyColumns(this.items)
    const { wordStarts, wordIds } = columns
    for (const [at, item] of this.items.entries()) {
      // Each item's word places are its stretch of the columns' `wordIds`, not an array of their own.
      const ids = wordIds.subarray(wordStarts[at], wordStarts[at + 1])
      for (const [position, word] of item.words.entries()) {
        const id = place.get(word) as number
        ids[position] = id
        starts[id + 1] = (starts[id + 1] as number) + 1
      }
      item.ids = ids
      columns.titleWords[at] = item.titleWords
      columns.titleLengths[at] = item.titleLength
      columns.firsts[at] = item.firsts
      columns.titleFirsts[at] = item.titleFirsts
      columns.kinds[at] = PALETTE_KINDS.indexOf(item.entry.kind)
      if (at % 4096 === 4095) yield
    }
    for (let id = 0; id < vocabulary.length; id++)
      starts[id + 1] = (starts[id + 1] as number) + (starts[id] as number)
    const postings = new Int32Array(starts[vocabulary.length] as number)
    const filled = starts.slice(0, vocabulary.length)
    for (const [at, item] of this.items.entries()) {
      for (const id of item.ids) {
        postings[filled[id] as number] = at
        filled[id] = (filled[id] as number) + 1
      }
      if (at % 4096 === 4095) yield
    }
    return { items: this.items, byId: this.byId, vocabulary, starts, postings, columns }
  }
}

/** The columns for `items`, their word places' stretches laid out and the rest to be filled. */
function emptyColumns(items: readonly IndexedEntry[]): IndexColumns {
  const count = items.length
  const wordStarts = new Int32Array(count + 1)
  for (let at = 0; at < count; at++)
    wordStarts[at + 1] = (wordStarts[at] as number) + (items[at] as IndexedEntry).words.length
  return {
    wordStarts,
    wordIds: new Int32Array(wordStarts[count] as number),
    titleWords: new Int32Array(count),
    titleLengths: new Int32Array(count),
    firsts: new Int32Array(count),
    titleFirsts: new Int32Array(count),
    kinds: new Uint8Array(count),
  }
}

/** The first place in `vocabulary` whose word is not below `word`. */
export function lowerBound(vocabulary: readonly string[], word: string): number {
  let low = 0
  let high = vocabulary.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((vocabulary[middle] as string) < word) low = middle + 1
    else high = middle
  }
  return low
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
  const giveBack = async () => {
    if (performance.now() - sliceStart <= sliceMs) return true
    await nextTask()
    sliceStart = performance.now()
    return !signal.aborted
  }
  for (let index = 0; index < entries.length; index++) {
    builder.add(entries[index] as PaletteEntry)
    if (index % 256 === 255 && !(await giveBack())) return null
  }
  return finishInSlices(builder, signal, sliceMs)
}

/** Finishes `builder` in slices of about `sliceMs`; null once aborted. */
export async function finishInSlices(
  builder: IndexBuilder,
  signal: AbortSignal,
  sliceMs = 8,
): Promise<PaletteIndex | null> {
  return runInSlices(builder.finishing(), signal, sliceMs)
}
