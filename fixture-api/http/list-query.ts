import { HttpError } from './errors'

export interface ListQuery {
  count: number
  offset: number
  sorting: { field: string; direction: 'asc' | 'desc' } | undefined
  filter: Record<string, string>
}

const BRACKET = /^(\w+)\[(\w+)\]$/

/** The nested objects of a bracket-notation query (filter[sender]=x → { filter: { sender: 'x' } }). */
export function bracketGroups(url: URL): Record<string, Record<string, string>> {
  // Null-prototype objects: a key like filter[__proto__] must stay a plain entry, never reach Object.prototype.
  const groups: Record<string, Record<string, string>> = Object.create(null)
  for (const [key, value] of url.searchParams) {
    const match = BRACKET.exec(key)
    if (!match?.[1] || !match[2]) continue
    const group = groups[match[1]] ?? Object.create(null)
    group[match[2]] = value
    groups[match[1]] = group
  }
  return groups
}

function integer(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new HttpError(400, `Query parameter "${name}" must be an integer from ${min} to ${max}`, {
      field: name,
    })
  }
  return value
}

export function parseListQuery(url: URL, sortable: readonly string[], maxCount = 10000): ListQuery {
  const groups = bracketGroups(url)
  const sortingGroup = groups.sorting
  let sorting: ListQuery['sorting']
  if (sortingGroup?.field) {
    const direction = (sortingGroup.direction ?? 'asc').toLowerCase()
    if (!sortable.includes(sortingGroup.field)) {
      throw new HttpError(
        400,
        `sorting[field] "${sortingGroup.field}" is not one of: ${sortable.join(', ')}`,
        {
          field: 'sorting[field]',
        },
      )
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw new HttpError(400, 'sorting[direction] must be asc or desc', { field: 'sorting[direction]' })
    }
    sorting = { field: sortingGroup.field, direction }
  }
  const filter: Record<string, string> = Object.create(null)
  for (const [key, value] of Object.entries(groups.filter ?? {})) {
    if (value.trim() !== '') filter[key] = value.trim()
  }
  return {
    count: integer(url, 'count', 20, 1, maxCount),
    offset: integer(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
    sorting,
    filter,
  }
}

export type Comparable = string | number | null | undefined

/** Sorts a copy; nulls last whatever the direction, ties broken by id so pages never overlap. */
export function sortRows<T extends { id: number }>(
  rows: T[],
  key: (row: T) => Comparable,
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1
  const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })
  return rows
    .map((row) => ({ row, value: key(row) }))
    .sort((a, b) => {
      if (a.value === b.value) return sign * (a.row.id - b.row.id)
      if (a.value === null || a.value === undefined) return 1
      if (b.value === null || b.value === undefined) return -1
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value))
      return sign * (order || a.row.id - b.row.id)
    })
    .map((entry) => entry.row)
}

export function page<T>(rows: T[], query: ListQuery): { pagination: { total: number }; data: T[] } {
  return { pagination: { total: rows.length }, data: rows.slice(query.offset, query.offset + query.count) }
}

export function contains(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase())
}

/** filter[orderList]: the selected keys, comma-separated. */
export function orderList(filter: Record<string, string>): Set<number> | undefined {
  const raw = filter.orderList
  if (!raw) return undefined
  const ids = raw.split(',').map((part) => Number(part.trim()))
  if (ids.some((id) => !Number.isInteger(id))) {
    throw new HttpError(400, 'filter[orderList] must be shipment keys separated by commas', {
      field: 'filter[orderList]',
    })
  }
  return new Set(ids)
}
