import type { readSheet } from 'read-excel-file/web-worker'

/** A number cell as Excel stored it, kept apart from text cells that merely look like numbers. */
interface StoredNumber {
  stored: string
}

export type ReadSheet = typeof readSheet
type Cell = string | StoredNumber | boolean | Date | null | undefined

/**
 * The first sheet of a workbook as rows of text, each cell as a person sees it in Excel: a postcode
 * 8004 typed as a number is "8004", a phone number stored as a number keeps all its digits (not
 * "4.18E+10"), a date is DD.MM.YYYY.
 */
export async function readXlsxRows(bytes: ArrayBuffer, read: ReadSheet): Promise<string[][]> {
  const data = (await read<StoredNumber>(bytes, {
    parseNumber: (stored) => ({ stored }),
  })) as unknown as Cell[][]
  return data.map((row) => row.map(cellText))
}

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'string') return cell
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  if (cell instanceof Date) return dateText(cell)
  return numberText(cell.stored)
}

/** Whole numbers with every digit; fractions to Excel's 15 significant digits (0.1 + 0.2 is 0.3). */
export function numberText(stored: string): string {
  const value = Number(stored)
  if (stored.trim() === '' || !Number.isFinite(value)) return stored
  if (Number.isInteger(value)) return Math.abs(value) < 1e21 ? value.toFixed(0) : BigInt(value).toString()
  return String(Number(value.toPrecision(15)))
}

const two = (value: number) => String(value).padStart(2, '0')

/**
 * Excel's dates carry no time zone: the reader hands them over as that wall time in UTC. A time of
 * day is added when there is one, and a time alone (a day before 1900: Excel's day zero) is shown alone.
 */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`
  if (date.getUTCFullYear() < 1900) return time
  const day = `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
  return time === '00:00' ? day : `${day} ${time}`
}
