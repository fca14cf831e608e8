import type { SortDirection } from '#domain/entities/basics'

/** What a list sorts by: a number, a text, or nothing (missing). */
export type Comparable = string | number | null

const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

/**
 * The server's order for the lists: numbers by value, texts as Swiss German readers expect (case and
 * accents aside, digits by number), missing values last in either direction, ties by key in the
 * chosen direction.
 */
export function sortByValue<T>(
  entries: readonly T[],
  value: (entry: T) => Comparable,
  key: (entry: T) => number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return entries
    .map((entry) => ({ entry, value: value(entry), key: key(entry) }))
    .sort((a, b) => {
      if (a.value === b.value) return sign * (a.key - b.key)
      if (a.value === null) return 1
      if (b.value === null) return -1
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value))
      return sign * (order === 0 ? a.key - b.key : order)
    })
    .map(({ entry }) => entry)
}
