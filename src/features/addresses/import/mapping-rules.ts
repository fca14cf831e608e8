import type { ColumnMapping, ImportField } from '#domain/address-import/contract'

/**
 * Puts `field` on one column. A field fills one column only: the column that held it before is
 * set to "Ignore", so choosing never leaves two columns writing the same field.
 */
export function assignField(
  mapping: ColumnMapping,
  column: number,
  field: ImportField | null,
): ColumnMapping {
  return mapping.map((current, position) => {
    if (position === column) return field
    return field !== null && current === field ? null : current
  })
}

/** The first rows of the file under each column, for the mapping's samples. */
export function samplesOf(rows: readonly (readonly string[])[], column: number, count = 3): string[] {
  return rows
    .slice(0, count)
    .map((row) => row[column] ?? '')
    .filter((cell) => cell.trim() !== '')
}
