import type { ParsedSheet } from '#domain/address-import/contract'
import { IMPORT_LIMITS, type ReadOutcome, refuse } from './import-limits'

/**
 * Characters no address holds and that only hide or disguise text: C0 controls but tab and line
 * feed (a quoted cell may hold a line break; a CR of CRLF goes), DEL, C1 controls, the
 * bidirectional overrides and isolates that can reverse what a reviewer sees, byte-order marks and
 * the Unicode line separators.
 */
const UNWANTED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g

/** A cell as the checks see it: trimmed text, everything else kept (a 10,000-character cell stays whole). */
export function cleanCell(raw: string): string {
  return raw.replace(UNWANTED, '').trim()
}

type SheetSource = Omit<ParsedSheet, 'headers' | 'rows'>

/**
 * Rows of raw cells into the sheet the checks read: fully empty rows dropped, the first row left is
 * the header, and every row as wide as the widest one (a row longer than the header gets unnamed
 * columns instead of losing cells; columns empty everywhere at the end are dropped, as Excel's
 * trailing ";;;" are). Each data row keeps the line it came from (`lines`, 1-based, one per raw
 * row; without it a row's line is its place in `raw`, as a sheet's row number is), so the screen
 * and the report name the line the user sees in the file, empty lines or not.
 */
export function sheetFromRows(
  raw: readonly (readonly string[])[],
  source: SheetSource,
  onProgress?: (fraction: number) => void,
  lines?: readonly number[],
): ReadOutcome {
  const kept: string[][] = []
  const keptLines: number[] = []
  let width = 0
  for (let index = 0; index < raw.length; index++) {
    const row = (raw[index] ?? []).map(cleanCell)
    let last = row.length - 1
    while (last >= 0 && row[last] === '') last--
    if (last < 0) continue
    width = Math.max(width, last + 1)
    kept.push(row)
    keptLines.push(lines?.[index] ?? index + 1)
    if (onProgress && index % 2000 === 0) onProgress(index / raw.length)
  }
  const dataRows = kept.length - 1
  if (dataRows <= 0) return refuse({ code: 'empty' })
  if (dataRows > IMPORT_LIMITS.rows) {
    return refuse({ code: 'too-many-rows', rows: dataRows, limit: IMPORT_LIMITS.rows })
  }
  const fit = (row: string[]) => {
    if (row.length > width) row.length = width
    while (row.length < width) row.push('')
    return row
  }
  const [headers = [], ...rows] = kept.map(fit)
  onProgress?.(1)
  return { ok: true, sheet: { ...source, headers, rows, sourceLines: keptLines.slice(1) } }
}
