import { searchWordsOf as foldedWords } from '#domain/search-words'
import { PALETTE_KINDS, type PaletteEntry } from './palette-entry'
import type { IndexedEntry, PaletteIndex } from './palette-index'
import {
  hopeless,
  type Needle,
  needleOf,
  type Range,
  rangeOf,
  reach,
  scoreOf,
  TYPO_MIN_LENGTH,
} from './palette-match'

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
const DAY_MS = 86_400_000

export function frecency(usage: Usage | undefined, now: number): number {
  if (!usage) return 0
  const ageDays = Math.max(0, now - usage.lastUsed) / DAY_MS
  return Math.log2(1 + usage.count) / (1 + ageDays / 7) + (ageDays < 1 ? 1 : 0)
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

/** The places of `index`'s items that have a use in `usage` (a few): no scan asks the map per match. */
function usedPlaces(index: PaletteIndex, usage: UsageMap | undefined): Uint8Array | null {
  if (!usage || usage.size === 0) return null
  const marks = new Uint8Array(index.items.length)
  for (const id of usage.keys()) {
    const item = index.byId.get(id)
    if (item) marks[item.order] = 1
  }
  return marks
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
): Hit[][] {
  // The best hits of each kind, by kind code (the index's `kinds` column).
  const lists: Hit[][] = PALETTE_KINDS.map(() => [])
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
    const { columns } = index
    const used = length > 0 ? usedPlaces(index, options.usage) : null
    for (let at = 0; at < length; at++) {
      // An item's place in `items` is its order.
      const place = scanned ? (scanned[at] as number) : at
      const score = scoreOf(columns, place, needles, ranges)
      if (score < 0) continue
      found[count++] = place
      const kept = lists[columns.kinds[place] as number] as Hit[]
      // Most matches of a broad word cannot enter a full list: no hit is made for them, and the
      // item itself is not read.
      const worst = kept.length === options.perKind ? (kept[kept.length - 1] as Hit) : null
      if (worst && score < worst.score) continue
      const isUsed = used !== null && used[place] === 1
      if (
        worst &&
        score === worst.score &&
        !isUsed &&
        worst.frecency === 0 &&
        (columns.titleLengths[place] as number) >= worst.item.titleLength
      )
        continue
      const item = items[place] as IndexedEntry
      const usage = isUsed ? options.usage?.get(item.entry.id) : undefined
      keep(kept, { item, score, frecency: frecency(usage, options.now), rank: base + place }, options.perKind)
    }
    matched?.push(found.subarray(0, count))
    base += items.length
  }
  return lists
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
  let hits = collect(indexes, needles, false, options, pools, matched).flat()
  let narrowing: Narrowing | null = { indexes, typed, matched }
  if (hits.length === 0 && typed.some((word) => word.length >= TYPO_MIN_LENGTH)) {
    hits = collect(indexes, needles, true, options).flat()
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
