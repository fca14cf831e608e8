import { searchWordsOf } from '#domain/search-words'
import { joinStreet, personName } from './cell-values'
import type { BookAddress } from './check-context'
import type { DuplicateOf, ImportRow, RowStatus } from './contract'

/** 'Rue du Lac' and 'R. du Lac' alike (folded, 'rue' reads 'ru'). */
const RUE = new Set(['rue', 'ru', 'r'])
const STRASSE = /strasse/g

const joined = (text: string) => searchWordsOf(text).join('')

function streetKey(street: string): string {
  return searchWordsOf(street)
    .map((word) => (RUE.has(word) ? 'r' : word))
    .join('')
    .replace(STRASSE, 'str')
}

/**
 * What makes two addresses the same: the company or name, the street with its house number and the
 * zip, each folded (case, accents, 'ü', 'ue' and 'u', 'ß' and 'ss', punctuation and spaces ignored)
 * and 'Strasse', 'Str.' and 'str' alike. Null when one of the three is blank: nothing to compare.
 */
export function duplicateKey(address: { name: string; street: string; zip: string }): string | null {
  const name = joined(address.name)
  const street = streetKey(address.street)
  const zip = joined(address.zip)
  if (name === '' || street === '' || zip === '') return null
  return `${name}\u0000${street}\u0000${zip}`
}

const rowKeys = new WeakMap<ImportRow, string | null>()

/**
 * A checked row's key, from its cells as fixed (a row with errors is compared once fixed). Kept
 * with the row, which is never changed in place: a fix in a 10,000-row preview works out one key.
 */
export function rowKey(row: ImportRow): string | null {
  let key = rowKeys.get(row)
  if (key === undefined) {
    const { cells } = row
    const company = cells.company ?? ''
    key = duplicateKey({
      name: company !== '' ? company : personName(cells.firstName ?? '', cells.lastName ?? ''),
      street: joinStreet(cells.street ?? '', cells.houseNumber ?? ''),
      zip: cells.zip ?? '',
    })
    rowKeys.set(row, key)
  }
  return key
}

/** Adds an address book entry to an index by key; the first address of a key stays. */
export function addToBookIndex(index: Map<string, number>, address: BookAddress): void {
  const key = duplicateKey(address)
  if (key !== null && !index.has(key)) index.set(key, address.id)
}

const indexes = new WeakMap<readonly BookAddress[], Map<string, number>>()

/** The address book by key, made once per book and kept with it: a fix in the preview reuses it. */
function bookIndex(book: readonly BookAddress[]): Map<string, number> {
  let index = indexes.get(book)
  if (!index) {
    index = new Map()
    for (const address of book) addToBookIndex(index, address)
    indexes.set(book, index)
  }
  return index
}

function statusOf(row: ImportRow, duplicateOf: DuplicateOf | undefined): RowStatus {
  if (row.issues.length > 0) return 'error'
  if (row.status === 'needs-network') return 'needs-network'
  if (duplicateOf) return 'duplicate'
  return row.fixed.length > 0 ? 'fixed' : 'ready'
}

function sameDuplicate(a: DuplicateOf | undefined, b: DuplicateOf | undefined): boolean {
  if (!a || !b) return a === b
  if (a.kind === 'file') return b.kind === 'file' && a.row === b.row
  return b.kind === 'book' && a.address === b.address
}

/**
 * Marks the rows that repeat an address: a later row of the file repeats the first row with its
 * key; the first row of a key in the address book repeats that address. Rows with errors take no
 * part until they are fixed. Rows whose finding did not change are returned as they were.
 */
export function markDuplicates(
  rows: readonly ImportRow[],
  book: readonly BookAddress[],
  /** The book's index made beforehand, a slice at a time (checkRowsInChunks). */
  preparedIndex?: Map<string, number>,
): ImportRow[] {
  if (preparedIndex) indexes.set(book, preparedIndex)
  const index = bookIndex(book)
  const firstOfKey = new Map<string, number>()
  return rows.map((row) => {
    let duplicateOf: DuplicateOf | undefined
    const key = row.issues.length > 0 ? null : rowKey(row)
    if (key !== null) {
      const first = firstOfKey.get(key)
      if (first !== undefined) duplicateOf = { kind: 'file', row: first }
      else {
        firstOfKey.set(key, row.index)
        const address = index.get(key)
        if (address !== undefined) duplicateOf = { kind: 'book', address }
      }
    }
    const status = statusOf(row, duplicateOf)
    if (status === row.status && sameDuplicate(duplicateOf, row.duplicateOf)) return row
    const { duplicateOf: _previous, ...rest } = row
    const marked: ImportRow = duplicateOf ? { ...rest, status, duplicateOf } : { ...rest, status }
    // Same cells, same key.
    if (key !== null) rowKeys.set(marked, key)
    return marked
  })
}
