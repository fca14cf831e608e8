import type { CheckContext } from '#domain/address-import/check-context'
import { checkRow } from '#domain/address-import/check-row'
import type { ColumnMapping, ImportRow, ParsedSheet } from '#domain/address-import/contract'
import { markDuplicates } from '#domain/address-import/duplicates'

/** Time a slice of rows may hold the main thread: well inside the 50 ms of a long task. */
const SLICE_MS = 12

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * checkRows on the main thread, a slice at a time (issue 24: 10,000 rows without blocking the main
 * thread for more than 50 ms): rows are checked until a slice's time is spent, then the event loop
 * gets its turn (input, paint) before the next slice. On the main thread rather than in a worker:
 * the place lookup and the address book are already here, and a worker would copy both and the
 * rows twice. The duplicate search (one pass, about 10 ms for 10,000 rows) runs last. Progress from
 * 0 to 1; the result equals checkRows'.
 */
export async function checkRowsInChunks(
  sheet: ParsedSheet,
  mapping: ColumnMapping,
  context: CheckContext,
  onProgress?: (fraction: number) => void,
): Promise<ImportRow[]> {
  const rows: ImportRow[] = []
  const total = sheet.rows.length
  while (rows.length < total) {
    const started = performance.now()
    do {
      const index = rows.length
      rows.push(checkRow(sheet.rows[index] ?? [], index, mapping, context))
    } while (rows.length < total && performance.now() - started < SLICE_MS)
    onProgress?.(rows.length / total)
    await nextTask()
  }
  const checked = markDuplicates(rows, context.book)
  onProgress?.(1)
  return checked
}
