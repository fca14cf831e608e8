/**
 * A list's rows prepared once for the filter a keystroke runs (issue 25, item 3): each row's
 * searchable texts folded when the row arrives, in the list's order, and kept in step with the
 * replica: when the rows are read again after a change (the mirror's diff applied, an address
 * saved), a row whose texts did not change keeps its prepared entry, so only the added and changed
 * rows are prepared again. The address book, the order form's selector and the archive's offline
 * filter share it; the palette keeps its own word index (features/palette), which folds words
 * rather than comparing texts as typed.
 */
export interface RowIndex<E> {
  /** The prepared rows, in the order the list shows them. */
  readonly entries: readonly E[]
  /** Each row's prepared entry and the text it was made from, by the row's key. */
  readonly byKey: ReadonlyMap<string | number, { entry: E; source: string }>
}

export interface RowIndexSpec<R, E> {
  keyOf: (row: R) => string | number
  /** Everything `prepare` reads, as one string: an unchanged source keeps the prepared entry. */
  sourceOf: (row: R) => string
  prepare: (row: R) => E
  /** A kept entry given the row as read now (what the list shows of it beyond its source). */
  refresh: (entry: E, row: R) => E
}

/** Rows prepared between two chances to give the page back: a slice of a few milliseconds. */
const STEP_ROWS = 1024

/** Prepares `rows` in order, reusing `previous`'s entries of unchanged rows; yields every 1024 rows. */
export function* indexingRows<R, E>(
  rows: readonly R[],
  spec: RowIndexSpec<R, E>,
  previous?: RowIndex<E>,
): Generator<void, RowIndex<E>> {
  const entries: E[] = new Array(rows.length)
  const byKey = new Map<string | number, { entry: E; source: string }>()
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at] as R
    const key = spec.keyOf(row)
    const source = spec.sourceOf(row)
    const before = previous?.byKey.get(key)
    const prepared =
      before && before.source === source
        ? { entry: spec.refresh(before.entry, row), source }
        : { entry: spec.prepare(row), source }
    entries[at] = prepared.entry
    byKey.set(key, prepared)
    if (at % STEP_ROWS === STEP_ROWS - 1) yield
  }
  return { entries, byKey }
}

/** The same at once: for a few hundred rows, or a test. */
export function indexRows<R, E>(rows: readonly R[], spec: RowIndexSpec<R, E>, previous?: RowIndex<E>) {
  return runToEnd(indexingRows(rows, spec, previous))
}

export function runToEnd<T>(steps: Generator<void, T>): T {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Runs `steps` in slices of about `sliceMs`, giving the page back between them, so building an index
 * of 100,000 rows is no long task: a keystroke or a frame waits at most one slice. Null once aborted.
 */
export async function runInSlices<T>(
  steps: Generator<void, T>,
  signal: AbortSignal,
  sliceMs = 8,
): Promise<T | null> {
  let sliceStart = performance.now()
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value
    if (performance.now() - sliceStart > sliceMs) {
      await nextTask()
      if (signal.aborted) return null
      sliceStart = performance.now()
    }
  }
}

/**
 * A filter's answer: the matching entries in the entries' order, read by index. Arrays are one; the
 * narrowing filter's answer holds only the matches' positions, not the entries themselves.
 */
export interface Matches<E> {
  readonly length: number
  /** The match at `index`, 0 ≤ index < length; undefined past either end. */
  at(index: number): E | undefined
  /** The matches from `start` to before `end` (to the last by default), as a new array. */
  slice(start?: number, end?: number): E[]
}

/**
 * The matches as positions in `entries`. An array of the entries themselves cost more than the
 * search: past 16,383 elements V8 allocates it in the large-object space, whose fresh pages cost
 * about 4 ms for 100,000 slots on this machine; the positions' typed array costs a tenth.
 */
class MatchList<E> implements Matches<E> {
  constructor(
    private readonly entries: readonly E[],
    readonly positions: Int32Array,
    readonly length: number,
  ) {}

  at(index: number): E | undefined {
    return index >= 0 && index < this.length ? this.entries[this.positions[index] as number] : undefined
  }

  slice(start = 0, end = this.length): E[] {
    const from = Math.max(0, start)
    const to = Math.min(this.length, end)
    const out: E[] = []
    for (let index = from; index < to; index++) out.push(this.entries[this.positions[index] as number] as E)
    return out
  }
}

/**
 * A filter that remembers its last answer: when the new query only narrows the last one (typing
 * on: every row the new query finds, the last one found too), it looks at the last matches alone,
 * not at every row. `narrows` must hold only then; the answer is the same either way, in the
 * entries' order. `test` prepares a query once (its texts folded, its fields trimmed), so a row
 * costs only the comparisons; it may also prepare what it reads of `entries` side by side, as each
 * entry is tested with its position in them. It is told how many entries it will test (at most):
 * a few of the last matches are cheaper to read one by one than a look over every row.
 *
 * With a `limit`, the answer is the first `limit` matches only, and the scan stops there: a
 * selector that lists 100 options does not look through 100,000 rows for a first letter. It
 * remembers how far it read, so typing on looks at the last matches, then reads on from there.
 */
export function createNarrowingFilter<E, Q>(
  test: (query: Q, entries: readonly E[], tested: number) => (entry: E, position: number) => boolean,
  narrows: (previous: Q, next: Q) => boolean,
  limit = Number.POSITIVE_INFINITY,
): (entries: readonly E[], query: Q) => Matches<E> {
  // `found` holds every match among entries[0, readTo); at least `limit` of them when readTo is
  // short of the end.
  let last: { entries: readonly E[]; query: Q; found: MatchList<E>; readTo: number } | null = null
  return (entries, query) => {
    if (last && last.entries === entries && last.query === query) return last.found
    const narrowing = last !== null && last.entries === entries && narrows(last.query, query)
    const pool = narrowing && last ? { found: last.found, readTo: last.readTo } : null
    const tested = pool ? pool.found.length + entries.length - pool.readTo : entries.length
    const matches = test(query, entries, tested)
    // Sized for every match at once: growing it push by push cost more than the tests.
    const positions = new Int32Array(Math.min(limit, tested))
    let count = 0
    let readTo = entries.length
    let from = pool ? pool.readTo : 0
    if (pool) {
      const before = pool.found.positions
      for (let index = 0; index < pool.found.length; index++) {
        const position = before[index] as number
        if (count >= limit) {
          from = readTo = position
          break
        }
        if (matches(entries[position] as E, position)) positions[count++] = position
      }
    }
    for (let position = from; position < readTo; position++) {
      if (count >= limit) {
        readTo = position
        break
      }
      if (matches(entries[position] as E, position)) positions[count++] = position
    }
    const found = new MatchList(entries, positions, count)
    last = { entries, query, found, readTo }
    return found
  }
}

/** Whether text that contains `next` always contains `previous`: typing on, in either place. */
export const containsPrevious = (previous: string, next: string) => next.includes(previous)
