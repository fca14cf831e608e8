import type { DuplicateChoice, ImportRow, RowStatus } from '#domain/address-import/contract'

export const ROW_STATUSES: readonly RowStatus[] = ['ready', 'fixed', 'duplicate', 'needs-network', 'error']

export type StatusFilter = RowStatus | 'all'

export function countByStatus(rows: readonly ImportRow[]): Record<RowStatus, number> {
  const counts: Record<RowStatus, number> = { ready: 0, fixed: 0, duplicate: 0, 'needs-network': 0, error: 0 }
  for (const row of rows) counts[row.status] += 1
  return counts
}

export function filterByStatus(rows: readonly ImportRow[], filter: StatusFilter): readonly ImportRow[] {
  return filter === 'all' ? rows : rows.filter((row) => row.status === filter)
}

/** A duplicate is skipped unless the user chose otherwise: a second import of a file adds nothing. */
export const DEFAULT_DUPLICATE_CHOICE: DuplicateChoice = 'skip'

/** The choices a duplicate offers: updating needs an address in the address book to update. */
export function choicesFor(row: ImportRow): DuplicateChoice[] {
  return row.duplicateOf?.kind === 'book' ? ['skip', 'import', 'update'] : ['skip', 'import']
}

/** The row's name as the user knows it: the company, or first and last name. */
export function rowName(row: ImportRow): string {
  const { company, firstName, lastName } = row.cells
  const person = [firstName, lastName].filter((part) => part?.trim()).join(' ')
  return company?.trim() || person
}

/**
 * The row's line in the file: the one the reader noted (`ParsedSheet.sourceLines`: empty lines and
 * quoted line breaks counted), else the row after the header on line 1.
 */
export function lineOf(row: Pick<ImportRow, 'index'>, sourceLines?: readonly number[]): number {
  return sourceLines?.[row.index] ?? row.index + 2
}
