import { cleanCell, plainZip } from './cell-values'
import type { CheckContext } from './check-context'
import { type Cells, cellsOf, checkCells, checkRow } from './check-row'
import type { ColumnMapping, ImportRow, ParsedSheet } from './contract'
import { markDuplicates } from './duplicates'

/**
 * Every row of a file checked (issue 24): cleaned and fixed cells, the address save each becomes,
 * its issues on the fields the user fixes, and its duplicates in the file and the address book.
 * Row i of the result is row i of the sheet. Synchronous and pure: checkRowsInChunks runs the same
 * steps a slice at a time so the screen stays responsive.
 */
export function checkRows(sheet: ParsedSheet, mapping: ColumnMapping, context: CheckContext): ImportRow[] {
  const rows = sheet.rows.map((row, index) => checkRow(row, index, mapping, context))
  return markDuplicates(rows, context.book)
}

/**
 * A row checked again from cells: what the check fixed before in a cell the user left alone stays
 * marked fixed, though reading the fixed text again changes nothing.
 */
function recheck(previous: ImportRow, cells: Cells, context: CheckContext): ImportRow {
  const row = checkCells(previous.index, cells, context)
  const kept = previous.fixed.filter(
    (field) =>
      !row.fixed.includes(field) &&
      cells[field] === previous.cells[field] &&
      row.cells[field] === cells[field],
  )
  if (kept.length === 0) return row
  return { ...row, fixed: [...row.fixed, ...kept], status: row.status === 'ready' ? 'fixed' : row.status }
}

/**
 * The user changed a row's cells in the preview: that row is checked again, and the file's
 * duplicates with it, since the change can make or end one. `index` is the row's index in the file
 * (its position in `rows`). Returns a new array; rows that did not change are the same objects.
 */
export function recheckRow(
  rows: readonly ImportRow[],
  index: number,
  cells: ImportRow['cells'],
  context: CheckContext,
): ImportRow[] {
  const previous = rows[index]
  if (!previous) throw new RangeError(`No row ${index} to check again`)
  const next = [...rows]
  next[index] = recheck(previous, cells, context)
  return markDuplicates(next, context.book)
}

/** Every row checked again from its cells, as after a new place lookup once the network is back. */
export function recheckRows(rows: readonly ImportRow[], context: CheckContext): ImportRow[] {
  return markDuplicates(
    rows.map((row) => recheck(row, row.cells, context)),
    context.book,
  )
}

/** The distinct zip and place pairs of a file the place check will ask about. */
export function placePairs(sheet: ParsedSheet, mapping: ColumnMapping): { zip: string; location: string }[] {
  const pairs = new Map<string, { zip: string; location: string }>()
  for (const row of sheet.rows) {
    const cells = cellsOf(row, mapping)
    const zip = plainZip(cleanCell(cells.zip ?? ''))
    const location = cleanCell(cells.location ?? '')
    if (zip !== '') pairs.set(`${zip}\u0000${location}`, { zip, location })
  }
  return [...pairs.values()]
}
