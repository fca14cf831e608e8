import { foldSearchText } from '#domain/search-words'
import { type ColumnMapping, IMPORT_FIELDS, type ImportField } from './contract'
import { HEADER_SYNONYMS, IGNORED_HEADERS } from './header-synonyms'

/** A header as it is compared: folded ('Straße' → 'strasse', 'Località' → 'localita'), letters and digits only. */
export function headerKey(header: string): string {
  return foldSearchText(header).replace(/[^a-z0-9]/g, '')
}

interface Synonym {
  field: ImportField | null
  rank: number
}

const SYNONYMS = new Map<string, Synonym>()
for (const field of IMPORT_FIELDS) {
  HEADER_SYNONYMS[field].forEach((header, rank) => {
    if (!SYNONYMS.has(headerKey(header))) SYNONYMS.set(headerKey(header), { field, rank })
  })
}
for (const header of IGNORED_HEADERS) SYNONYMS.set(headerKey(header), { field: null, rank: 0 })

/**
 * 'Name' alone is the last name beside a first-name column ('Vorname', 'Name'), and otherwise the
 * whole name a file gives, read as the company (a company needs no salutation).
 */
const BARE_NAME = headerKey('Name')

/** Whether the header is one the import knows, an e-mail column included (it stays unmapped). */
export function isKnownHeader(header: string): boolean {
  return SYNONYMS.has(headerKey(header)) || headerKey(header) === BARE_NAME
}

/**
 * The mapping proposed for a file's headers: each column whose header is a known synonym fills its
 * field; no field is filled twice (the better synonym wins, then the column further left); every
 * other column is ignored.
 */
export function proposeMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey)
  const hasFirstName = keys.some((key) => SYNONYMS.get(key)?.field === 'firstName')
  const candidates: { column: number; field: ImportField; rank: number }[] = []
  keys.forEach((key, column) => {
    const known = SYNONYMS.get(key)
    if (known?.field) candidates.push({ column, field: known.field, rank: known.rank })
    // Ranked after every real synonym: 'Firma' beside 'Name' keeps the company.
    else if (key === BARE_NAME) {
      candidates.push({ column, field: hasFirstName ? 'lastName' : 'company', rank: Number.MAX_SAFE_INTEGER })
    }
  })
  candidates.sort((a, b) => a.rank - b.rank || a.column - b.column)
  const mapping: ColumnMapping = headers.map(() => null)
  const taken = new Set<ImportField>()
  for (const { column, field } of candidates) {
    if (taken.has(field)) continue
    taken.add(field)
    mapping[column] = field
  }
  return mapping
}

/**
 * What makes two files' headers "the same" for a remembered mapping: the folded headers in their
 * order ('PLZ' and 'plz' alike, 'PLZ' and 'Ort' swapped not).
 */
export function headerSignature(headers: readonly string[]): string {
  return `${headers.length}:${headers.map(headerKey).join('|')}`
}
