import ExcelJS from 'exceljs'
import { Temporal } from 'temporal-polyfill'
import type { Locale } from '#fixture-api/model'
import { ZONE } from '#fixture-api/zurich-time'
import { guardCell } from './spreadsheet-cell'

/** An ISO 8601 date-time whose Europe/Zurich wall clock the cell shows. */
export interface WallClock {
  date: string
}

export type SheetValue = string | number | Date | WallClock | null

export interface SheetColumn<T> {
  header: Record<Locale, string>
  width: number
  /** Excel number format of the data cells; a date format is what makes Excel treat them as dates. */
  numFmt?: string
  value: (row: T, locale: Locale) => SheetValue
}

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm'

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
  for (const row of rows) {
    const added = sheet.addRow(columns.map((column) => cellValue(column.value(row, locale))))
    columns.forEach((column, index) => {
      if (column.numFmt) added.getCell(index + 1).numFmt = column.numFmt
    })
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return pinZipTimestamps(new Uint8Array(buffer as ArrayBuffer))
}

/**
 * Excel dates have no time zone: the serial number is what the reader sees. ExcelJS counts from UTC,
 * so the Zurich wall clock goes in as UTC components and 14:30 in Zurich shows as 14:30 in Excel,
 * summer or winter, whatever zone the reader's machine is in.
 */
export function zurichWallClock(iso: string): Date {
  const wall = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(iso)
    ? Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE).toPlainDateTime()
    : Temporal.PlainDateTime.from(iso)
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second))
}

/** A customer's text (a reference `=HYPERLINK(…)`) is guarded like the portal's own exports. */
function cellValue(value: SheetValue): string | number | Date | null {
  if (typeof value === 'string') return guardCell(value)
  if (value === null || typeof value !== 'object' || value instanceof Date) return value
  return zurichWallClock(value.date)
}

/** 1980-01-01 00:00, the first date a zip entry can carry. */
const DOS_DATE = (1 << 5) | 1
const DOS_TIME = 0

/**
 * The zip writer stamps every entry with the wall clock, so the same export would differ from one
 * second to the next. Pins the modification time of each entry (central directory and local header).
 */
function pinZipTimestamps(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = -1
  for (let at = zip.byteLength - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('not a zip file: no end of central directory')
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  for (let index = 0; index < entries; index++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('not a zip file: bad central directory')
    view.setUint16(at + 12, DOS_TIME, true)
    view.setUint16(at + 14, DOS_DATE, true)
    const local = view.getUint32(at + 42, true)
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error('not a zip file: bad local header')
    view.setUint16(local + 10, DOS_TIME, true)
    view.setUint16(local + 12, DOS_DATE, true)
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return zip
}
