import { searchWordsOf as foldedWords } from '#domain/search-words'
import type { PaletteEntry, PaletteKind } from './palette-entry'
import { firstBit, type IndexedEntry, lowerBound, type PaletteIndex } from './palette-index'

/**
 * The palette's search over its indexes (palette-index.ts): every typed word must start a word of
 * the entry; one typo only when nothing matches as typed; the best few per kind kept as they are
 * found, then usage (frecency) and order; typing on narrows the previous matches.
 */
export interface Usage {
  count: number
  /** Epoch ms. */
  lastUsed: number
}

export type UsageMap = ReadonlyMap<string, Usage>

export interface SearchOptions {
  usage?: UsageMap
  now?: number
  /** At most this many results of one kind (8). */
  perKind?: number
  /** At most this many results (30). */
  total?: number
}

export const PER_KIND = 8
export const TOTAL = 30
/** Typed words shorter than this must match as typed: one edit in three letters finds too much. */
const TYPO_MIN_LENGTH = 4
const DAY_MS = 86_400_000
/** A typo is looked up among at most this many near words. */
const MAX_NEAR_WORDS = 12
const KINDS: readonly PaletteKind[] = ['screen', 'action', 'shipment', 'address', 'standingOrder']

export function frecency(usage: Usage | undefined, now: number): number {
  if (!usage) return 0
  const ageDays = Math.max(0, now - usage.lastUsed) / DAY_MS
  return Math.log2(1 + usage.count) / (1 + ageDays / 7) + (ageDays < 1 ? 1 : 0)
}

/** A word with a digit is no typo's neighbour: numbers must match as typed. */
const DIGIT = /\d/
/** Above every letter and digit a folded word holds: `word + END` bounds the words it starts. */
const END = '\uffff'

/** A typed word as searched; one letter tests only the entries' first-letter bits. */
interface Needle {
  text: string
  first: number
  single: boolean
}

const needleOf = (word: string): Needle => ({ text: word, first: firstBit(word), single: word.length === 1 })

/**
 * A typed word in one index: the words of its vocabulary it starts are `[low, high)`, and `exact`
 * is the place of the word itself (-1 when no entry has it whole). `near` marks, by place, the
 * words one typo away when typos are searched: one lookup per word of an entry, not a search.
 */
interface Range {
  low: number
  high: number
  exact: number
  near: Uint8Array | null
  /** The same words' places, as a list. */
  nearIds: readonly number[]
}

function rangeOf(index: PaletteIndex, needle: Needle, withTypos: boolean): Range {
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
function reach(index: PaletteIndex, range: Range): number {
  const { starts } = index
  let count = (starts[range.high] as number) - (starts[range.low] as number)
  for (const id of range.nearIds) count += (starts[id + 1] as number) - (starts[id] as number)
  return count
}

/**
 * The entries (places in `index.items`, ascending) that have a word of the rarest typed word, when
 * there are fewer of them than in `poolSize`; otherwise null and the pool is scanned. A broad
 * first keystroke scans, and typing on soon reaches a word few entries have: 'vk 05015' looks
 * only at the entries of the numbers starting 05015.
 */
function candidatesOf(
  index: PaletteIndex,
  needles: readonly Needle[],
  ranges: readonly Range[],
  poolSize: number,
): Int32Array | null {
  let rarest: Range | null = null
  let fewest = poolSize
  for (const [at, needle] of needles.entries()) {
    if (needle.single) continue
    const count = reach(index, ranges[at] as Range)
    if (count < fewest) {
      rarest = ranges[at] as Range
      fewest = count
    }
  }
  if (!rarest) return null
  const { starts, postings, items } = index
  const seen = new Uint8Array(items.length)
  let count = 0
  const take = (from: number, to: number) => {
    for (let at = from; at < to; at++) {
      const item = postings[at] as number
      count += 1 - (seen[item] as number)
      seen[item] = 1
    }
  }
  take(starts[rarest.low] as number, starts[rarest.high] as number)
  for (const id of rarest.nearIds) take(starts[id] as number, starts[id + 1] as number)
  // In the index's order, as a scan would meet them (the ranking's early exits rely on it): read
  // off the marks, not sorted; a sort of 50,000 places ('vk', every shipment) took milliseconds.
  const found = new Int32Array(count)
  for (let item = 0, next = 0; next < count; item++) if (seen[item] === 1) found[next++] = item
  return found
}

/** Whether no entry of the index can match: a typed word starts none of its words and has no typo's neighbour. */
const hopeless = (needles: readonly Needle[], ranges: readonly Range[]) =>
  needles.some(
    (needle, at) =>
      !needle.single &&
      (ranges[at] as Range).low === (ranges[at] as Range).high &&
      ranges[at]?.nearIds.length === 0,
  )

interface Hit {
  item: IndexedEntry
  score: number
  frecency: number
  /** Which index it came from, then its place there. */
  rank: number
}

/** Score, then use, then the shorter title (the entry named just so), then the index's order. */
const better = (a: Hit, b: Hit) =>
  a.score !== b.score
    ? a.score > b.score
    : a.frecency !== b.frecency
      ? a.frecency > b.frecency
      : a.item.titleLength !== b.item.titleLength
        ? a.item.titleLength < b.item.titleLength
        : a.rank < b.rank

/** Keeps the best `limit` hits of one kind, best first, by insertion: a kind may match 50,000 entries. */
function keep(best: Hit[], hit: Hit, limit: number) {
  if (best.length === limit && !better(hit, best[limit - 1] as Hit)) return
  let at = best.length
  while (at > 0 && better(hit, best[at - 1] as Hit)) at--
  best.splice(at, 0, hit)
  if (best.length > limit) best.pop()
}

/**
 * How well an entry matches every typed word: 4 for a whole word, 2 for the start of one, 1 for a
 * word one typo away (`typos`); 1 more in the title, 2 for its whole first word; -1 when a typed
 * word is missing.
 * So a whole word in the detail still beats the start of a title word ('Bern' the place before
 * 'Bernasconi'), and the entry named as typed comes first.
 */
function scoreOf(item: IndexedEntry, needles: readonly Needle[], ranges: readonly Range[]): number {
  const { ids } = item
  let score = 0
  for (let index = 0; index < needles.length; index++) {
    const needle = needles[index] as Needle
    if (needle.single) {
      // One letter typed: the first-letter bits say it all (no whole word is one letter worth
      // ranking), so the broadest search of all compares no words.
      if ((item.firsts & needle.first) === 0) return -1
      score += (item.titleFirsts & needle.first) !== 0 ? 3 : 2
      continue
    }
    const { low, high, exact, near } = ranges[index] as Range
    let at = -1
    for (let position = 0; position < ids.length; position++) {
      const id = ids[position] as number
      if (id >= low && id < high) {
        at = position
        break
      }
    }
    if (at >= 0) {
      const whole = ids[at] === exact
      score += whole ? 4 : 2
      if (at < item.titleWords) score += whole && at === 0 ? 2 : 1
      continue
    }
    if (!near || !ids.some((id) => near[id] === 1)) return -1
    score += 1
  }
  return score
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

/**
 * The entries of each index a search may match, as places in its `items`: all of them (null), or
 * (typing on) those the shorter search matched, since a longer word matches only where its start did.
 * Places in a typed array, not the entries in an array: a broad word matches 50,000 shipments, and
 * an array that long is allocated apart by V8 and grown a push at a time (about 4 ms here).
 */
type Pools = readonly (Int32Array | null)[]

function collect(
  indexes: readonly PaletteIndex[],
  needles: readonly Needle[],
  withTypos: boolean,
  options: Required<Pick<SearchOptions, 'perKind' | 'now'>> & { usage: UsageMap | undefined },
  pools: Pools = [],
  matched?: Int32Array[],
): Map<PaletteKind, Hit[]> {
  const best = new Map<PaletteKind, Hit[]>(KINDS.map((kind) => [kind, []]))
  let base = 0
  for (const [position, index] of indexes.entries()) {
    const { items } = index
    const ranges = needles.map((needle) => rangeOf(index, needle, withTypos))
    const pool = pools[position] ?? null
    const poolSize = hopeless(needles, ranges) ? 0 : (pool?.length ?? items.length)
    const scanned = (poolSize > 0 && candidatesOf(index, needles, ranges, poolSize)) || pool
    const length = poolSize === 0 ? 0 : (scanned?.length ?? items.length)
    const found = new Int32Array(length)
    let count = 0
    for (let at = 0; at < length; at++) {
      const item = items[scanned ? (scanned[at] as number) : at] as IndexedEntry
      const score = scoreOf(item, needles, ranges)
      if (score < 0) continue
      found[count++] = item.order
      const kept = best.get(item.entry.kind) as Hit[]
      // Most matches of a broad word cannot enter a full list: no hit is made for them.
      const worst = kept.length === options.perKind ? (kept[kept.length - 1] as Hit) : null
      if (worst && score < worst.score) continue
      const used = options.usage?.get(item.entry.id)
      if (
        worst &&
        score === worst.score &&
        !used &&
        worst.frecency === 0 &&
        item.titleLength >= worst.item.titleLength
      )
        continue
      keep(
        kept,
        { item, score, frecency: frecency(used, options.now), rank: base + item.order },
        options.perKind,
      )
    }
    matched?.push(found.subarray(0, count))
    base += items.length
  }
  return best
}

/**
 * The results for `query` over `indexes` (the screens and actions, then the replica's records):
 * every typed word must start a word of the entry, in any order; whole words and the title's words
 * first, then the most used and most recent; at most `perKind` of a kind and `total` in all. When
 * nothing matches, a word of four letters or more may be one typo off. An empty query lists the
 * recently used entries, then the screens and actions.
 */
export function searchPalette(
  indexes: readonly PaletteIndex[],
  query: string,
  options: SearchOptions = {},
): PaletteEntry[] {
  return search(indexes, query, options, null).entries
}

/** What a search matched, so the next, longer one scans only that (createPaletteSearch). */
interface Narrowing {
  indexes: readonly PaletteIndex[]
  typed: readonly string[]
  matched: Pools
}

function search(
  indexes: readonly PaletteIndex[],
  query: string,
  { usage, now = Date.now(), perKind = PER_KIND, total = TOTAL }: SearchOptions,
  previous: Narrowing | null,
): { entries: PaletteEntry[]; narrowing: Narrowing | null } {
  const typed = foldedWords(query)
  if (typed.length === 0) return { entries: recentThenCommands(indexes, usage, now, total), narrowing: null }
  const needles = typed.map(needleOf)
  const options = { perKind, now, usage }
  const matched: Int32Array[] = []
  const pools = previous && narrows(previous, indexes, typed) ? previous.matched : undefined
  let best = collect(indexes, needles, false, options, pools, matched)
  let hits = [...best.values()].flat()
  let narrowing: Narrowing | null = { indexes, typed, matched }
  if (hits.length === 0 && typed.some((word) => word.length >= TYPO_MIN_LENGTH)) {
    best = collect(indexes, needles, true, options)
    hits = [...best.values()].flat()
    // Matches made with a typo do not narrow the next search, which may need the exact words.
    if (hits.length > 0) narrowing = null
  }
  const entries = hits
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
    .slice(0, total)
    .map((hit) => hit.item.entry)
  return { entries, narrowing }
}

/**
 * Whether every entry `typed` can match is among what the previous search matched: the same
 * indexes, and each earlier word still typed, grown at most (a new word may follow).
 */
function narrows(previous: Narrowing, indexes: readonly PaletteIndex[], typed: readonly string[]): boolean {
  if (
    previous.indexes.length !== indexes.length ||
    previous.indexes.some((index, at) => index !== indexes[at])
  )
    return false
  if (typed.length < previous.typed.length) return false
  return previous.typed.every((word, at) => (typed[at] ?? '').startsWith(word))
}

/**
 * A search that remembers its last matches: typing on ('mu' after 'm', 'mül zü' after 'mül')
 * scans only what the shorter text matched, so the broad first letter is the only full scan.
 * The palette keeps one per open dialog.
 */
export function createPaletteSearch(): (
  indexes: readonly PaletteIndex[],
  query: string,
  options?: SearchOptions,
) => PaletteEntry[] {
  let last: Narrowing | null = null
  return (indexes, query, options = {}) => {
    const { entries, narrowing } = search(indexes, query, options, last)
    last = narrowing
    return entries
  }
}

function recentThenCommands(
  indexes: readonly PaletteIndex[],
  usage: UsageMap | undefined,
  now: number,
  total: number,
): PaletteEntry[] {
  const recent: { entry: PaletteEntry; frecency: number }[] = []
  for (const [id, used] of usage ?? []) {
    const item = indexes.map((index) => index.byId.get(id)).find(Boolean)
    if (item) recent.push({ entry: item.entry, frecency: frecency(used, now) })
  }
  const shown = recent
    .sort((a, b) => b.frecency - a.frecency)
    .slice(0, PER_KIND)
    .map((hit) => hit.entry)
  const ids = new Set(shown.map((entry) => entry.id))
  for (const index of indexes)
    for (const item of index.items)
      if ((item.entry.kind === 'screen' || item.entry.kind === 'action') && !ids.has(item.entry.id))
        shown.push(item.entry)
  return shown.slice(0, total)
}
