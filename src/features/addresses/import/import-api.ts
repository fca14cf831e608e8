import { createContext, useContext } from 'react'
import type { AccountId } from '#db/rows'
import type {
  ColumnMapping,
  DuplicateChoice,
  FileRefusal,
  ImportRow,
  ParsedSheet,
} from '#domain/address-import/contract'
import type { AddressSaveInput } from '#domain/changes/address-save'
import type { Address } from '#domain/entities/address'
import type { ImportReportEntry } from './import-report'

export type ReadOutcome = { ok: true; sheet: ParsedSheet } | { ok: false; refusal: FileRefusal }

/**
 * The checks of one file, holding what they were made against (the address book, the places
 * looked up): a fixed cell and "Check again" are judged as the first check was.
 */
export interface CheckSession {
  /** One row's cells changed: every row again, as a fix can end or start a duplicate in the file. */
  recheck(rows: readonly ImportRow[], index: number, cells: ImportRow['cells']): Promise<ImportRow[]>
  /** The rows that waited for the network, looked up again (online). */
  checkAgain(rows: readonly ImportRow[]): Promise<ImportRow[]>
}

/**
 * What the import screen needs from the outside world: the file reader, the row checks, the
 * remembered mappings, the address book and the change queue. The route provides it
 * (use-import-adapter.ts); tests hand the screen a fake.
 */
export interface AddressImportApi {
  account: AccountId
  /** The largest file the reader takes (IMPORT_LIMITS). */
  limits: { bytes: number; rows: number }
  /** Reads a chosen file off the main thread; progress from 0 to 1. */
  readFile(file: File, onProgress: (fraction: number) => void): Promise<ReadOutcome>
  /** The mapping to start from: the one confirmed last for these headers, else the proposed one. */
  initialMapping(headers: readonly string[]): { mapping: ColumnMapping; remembered: boolean }
  rememberMapping(headers: readonly string[], mapping: ColumnMapping): void
  /** Checks every row (in chunks, progress from 0 to 1). */
  checkRows(
    sheet: ParsedSheet,
    mapping: ColumnMapping,
    onProgress: (fraction: number) => void,
  ): Promise<{ rows: ImportRow[]; session: CheckSession }>
  /** The address book's address a duplicate matches, or null when it is gone. */
  bookAddress(id: number): Promise<Address | null>
  /** The save a row becomes for the user's choice; null when it is skipped. */
  inputFor(row: ImportRow, choice: DuplicateChoice | undefined): AddressSaveInput | null
  /** All saves as one outbox batch (one line in the waiting-changes panel), labelled by the file. */
  queueImport(inputs: readonly AddressSaveInput[], label: string): Promise<{ batch: string; seqs: number[] }>
  /** The batch's entries the server refused, by seq, with its reason ('' when it gave none). */
  batchRefusals(batch: string): Promise<Map<number, string>>
  /** The batch's entries the user discarded before they were sent, by seq: gone like the sent ones, never imported. */
  batchDiscards(batch: string): Promise<Set<number>>
  reportCsv(entries: readonly ImportReportEntry[]): string
}

export const AddressImportApiContext = createContext<AddressImportApi | null>(null)

export function useAddressImportApi(): AddressImportApi {
  const api = useContext(AddressImportApiContext)
  if (!api) throw new Error('useAddressImportApi outside AddressImportApiContext')
  return api
}
