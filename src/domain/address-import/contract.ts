/**
 * Issue 24: the shapes the address import's parts hand to each other. The file reader (features'
 * parse worker) produces a `ParsedSheet`; the domain maps and checks its rows into `ImportRow`s; the
 * import screen shows them and queues the ready ones as address saves in one outbox batch.
 */
import type { AddressSaveInput } from '#domain/changes/address-save'

/**
 * The product fields a column can fill: `firstName` and `lastName` join into the address's name, and
 * `houseNumber` into its street. An e-mail column is recognised and left unmapped: addresses keep none.
 */
export const IMPORT_FIELDS = [
  'type',
  'company',
  'firstName',
  'lastName',
  'contact',
  'street',
  'houseNumber',
  'zip',
  'location',
  'phone',
  'standardSenderAddress',
  'standardReceiverAddress',
  'standardBillingAddress',
  'isBillingAddress',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** What the reader made of a file: its header cells and its data rows, every cell as text. */
export interface ParsedSheet {
  format: 'csv' | 'xlsx'
  /** Only for CSV: how the bytes were read and split. */
  encoding?: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
  separator?: ',' | ';' | '\t'
  headers: string[]
  /**
   * The data cells. The portal's own export writes a cell that starts like a formula ('+41 44 …',
   * '=…', '-…', '@…') behind a single quote; `unguardCell` (#domain/export/spreadsheet-cell) drops
   * that quote again, so an exported file imports as it was.
   */
  rows: string[][]
  /**
   * The line of the file each data row starts on, 1-based (the header's line is before them): for
   * CSV the physical line, counting empty lines and the line breaks of quoted cells; for xlsx the
   * sheet row. The reader drops empty rows, so a row's index alone does not give its line. Absent
   * (a sheet made elsewhere): the row after the header line, index + 2.
   */
  sourceLines?: number[]
}

/** Why a file is refused before any row is read; nothing is changed. */
export type FileRefusal =
  | { code: 'empty' }
  | { code: 'too-large'; bytes: number; limit: number }
  | { code: 'too-many-rows'; rows: number; limit: number }
  | { code: 'not-what-it-says'; expected: 'csv' | 'xlsx' }
  | { code: 'unsupported-type' }
  | { code: 'unreadable' }

/** Column index (in `headers`) → the field it fills, or null when the column is ignored. */
export type ColumnMapping = (ImportField | null)[]

export type RowStatus = 'ready' | 'fixed' | 'duplicate' | 'needs-network' | 'error'

/** One problem of a row, on the field the user fixes; `message` is a Lingui message id's key. */
export interface RowIssue {
  field: ImportField
  /** The address save's issue code (`#domain/changes/issue-codes`) or the import's own. */
  code: string
}

/** A row that matches another: within the file (`row`, its index) or in the address book (`address`, its id). */
export type DuplicateOf = { kind: 'file'; row: number } | { kind: 'book'; address: number }

/** What the user chose for a duplicate; `update` only for a match in the address book. */
export type DuplicateChoice = 'skip' | 'import' | 'update'

export interface ImportRow {
  /** The row's index in `ParsedSheet.rows`. */
  index: number
  /** The row's cells by field, as the user sees and edits them (after fixes). */
  cells: Partial<Record<ImportField, string>>
  status: RowStatus
  /** Fields the check changed by itself (a phone written another way, a trimmed cell). */
  fixed: ImportField[]
  issues: RowIssue[]
  duplicateOf?: DuplicateOf
  /** Present when the row is ready or fixed: the address save it becomes. */
  input?: AddressSaveInput
}
