import ExcelJS from 'exceljs'
import type { Locale } from '../model'

export interface SheetColumn<T> {
  header: Record<Locale, string>
  width: number
  value: (row: T) => string | number | null
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const MAX_EXPORT_ROWS = 1000

/** One sheet, one row per record, headers in the requested language. */
export async function renderSheet<T>(
  title: string,
  columns: readonly SheetColumn<T>[],
  rows: readonly T[],
  locale: Locale,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Velocity Kurier fixture API'
  // Fixed dates keep the same export byte-identical.
  workbook.created = new Date(0)
  workbook.modified = new Date(0)
  const sheet = workbook.addWorksheet(title)
  sheet.columns = columns.map((column, index) => ({
    header: column.header[locale],
    key: `c${index}`,
    width: column.width,
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)))
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}
