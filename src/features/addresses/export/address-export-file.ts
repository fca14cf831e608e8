import { Temporal } from 'temporal-polyfill'
import { csvFromRows, guardCell } from '#domain/export/spreadsheet-cell'
import { inZurich } from '#domain/zurich-time'

export type ExportFormat = 'csv' | 'xlsx'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** addresses-2026-11-27.csv: the day on the Zurich wall clock, so a day's exports sort by name. */
export function addressExportFileName(
  format: ExportFormat,
  now: Temporal.Instant = Temporal.Now.instant(),
): string {
  return `addresses-${inZurich(now).toPlainDate().toString()}.${format}`
}

/** Column widths in characters: type, name, contact, street, zip, place, phone, four flags. */
const WIDTHS = [10, 32, 24, 32, 8, 22, 18, 12, 12, 12, 12]

/**
 * The xlsx of the rows. The writer is loaded here, on the first xlsx export, not with the address
 * book. Every cell is a String cell, so nothing in it is a formula, and guarded as in the CSV: a
 * file saved again as CSV from Excel must not turn `=…` into one.
 */
async function xlsxOf(rows: readonly (readonly string[])[], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const data = rows.map((row, index) =>
    row.map((cell) => ({
      value: guardCell(cell),
      type: String,
      ...(index === 0 ? { fontWeight: 'bold' as const } : {}),
    })),
  )
  const blob = await writeXlsxFile(data, {
    sheet,
    columns: WIDTHS.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob()
  return blob.type === XLSX_TYPE ? blob : new Blob([blob], { type: XLSX_TYPE })
}

/** The export file of the rows (header first) in the chosen format. */
export async function addressExportFile(
  rows: readonly (readonly string[])[],
  format: ExportFormat,
  sheet: string,
): Promise<Blob> {
  if (format === 'xlsx') return xlsxOf(rows, sheet)
  return new Blob([csvFromRows(rows)], { type: 'text/csv;charset=utf-8' })
}
