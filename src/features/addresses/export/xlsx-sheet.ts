import { guardCell } from '#domain/export/spreadsheet-cell'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Column widths in characters: type, name, contact, street, zip, place, phone, four flags. */
const WIDTHS = [10, 32, 24, 32, 8, 22, 18, 12, 12, 12, 12]

/**
 * The xlsx of the rows (header first), bold header, the header row kept in view. The writer is
 * loaded here, on the first xlsx export, not with the address book. Every cell is a String cell,
 * so nothing in it is a formula, and guarded as in the CSV: a file saved again as CSV from Excel
 * must not turn `=…` into one. Runs in the export worker (xlsx.worker.ts), or in the page without one.
 */
export async function xlsxOf(rows: readonly (readonly string[])[], sheet: string): Promise<Blob> {
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
