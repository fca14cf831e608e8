import { sheetFromRows } from './clean-cells'
import { decodeText } from './decode-text'
import { claimedFormat, refusalBeforeReading } from './file-type'
import { type ReadOutcome, refuse } from './import-limits'
import { sniffContent, zipEntries } from './sniff-content'
import { splitCsv } from './split-csv'
import { type ReadSheet, readXlsxRows } from './xlsx-cells'

export interface ParseDeps {
  /** The xlsx reader, loaded only when a workbook is read (the worker imports it on demand). */
  loadXlsxReader: () => Promise<ReadSheet>
}

/** What an xlsx may inflate to: a 10,000-row address sheet is a few MB; a zip bomb is gigabytes. */
export const XLSX_INFLATED_LIMIT = 200 * 1024 * 1024

/**
 * A chosen file's bytes into a sheet of text, or the reason it is refused. Runs in the read worker;
 * plain so tests call it directly. Progress goes from 0 to 1 over the steps that take time.
 */
export async function parseImportBytes(
  name: string,
  bytes: Uint8Array,
  deps: ParseDeps,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ReadOutcome> {
  const early = refusalBeforeReading(name, bytes.length)
  if (early) return early
  const format = claimedFormat(name)
  const kind = sniffContent(bytes)
  try {
    if (format === 'csv') {
      if (kind !== 'text') return refuse({ code: 'not-what-it-says', expected: 'csv' })
      const { text, encoding } = decodeText(bytes)
      onProgress(0.1)
      const { separator, rows, lines } = splitCsv(text, (fraction) => onProgress(0.1 + fraction * 0.7))
      return sheetFromRows(
        rows,
        { format: 'csv', encoding, separator },
        (fraction) => onProgress(0.8 + fraction * 0.2),
        lines,
      )
    }
    if (kind !== 'xlsx') return refuse({ code: 'not-what-it-says', expected: 'xlsx' })
    const inflated = zipEntries(bytes).reduce((sum, entry) => sum + entry.inflatedBytes, 0)
    if (inflated > XLSX_INFLATED_LIMIT) return refuse({ code: 'unreadable' })
    const read = await deps.loadXlsxReader()
    onProgress(0.1)
    const copy = bytes.slice().buffer
    const rows = await readXlsxRows(copy, read)
    onProgress(0.8)
    // The reader keeps a workbook's empty rows above and between others: a row's place is its sheet row.
    return sheetFromRows(rows, { format: 'xlsx' }, (fraction) => onProgress(0.8 + fraction * 0.2))
  } catch {
    // A damaged workbook (a broken zip, missing sheet XML) or a parser failure: said, never thrown.
    return refuse({ code: 'unreadable' })
  }
}
