import type { CheckContext } from '#domain/address-import/check-context'
import { checkRow } from '#domain/address-import/check-row'
import type { ColumnMapping, ImportRow, ParsedSheet } from '#domain/address-import/contract'
import { addToBookIndex, markDuplicates, rowKey } from '#domain/address-import/duplicates'

/** Time a slice may hold the main thread: well inside the 50 ms of a long task, on a slow phone too. */
const SLICE_MS = 8

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Runs `step(i)` for i from 0 to count - 1, handing the event loop its turn after each slice. */
async function inSlices(count: number, step: (index: number) => void, onSlice: (done: number) => void) {
  let done = 0
  while (done < count) {
    const started = performance.now()
    do {
      step(done)
      done += 1
    } while (done < count && performance.now() - started < SLICE_MS)
    onSlice(done)
    await nextTask()
  }
}

/**
 * checkRows on the main thread, a slice at a time (issue 24: 10,000 rows without blocking the main
 * thread for more than 50 ms): the address book's keys, then each row's check and key, each until
 * a slice's time is spent, then the event loop gets its turn (input, paint); the duplicate marking
 * at the end is one pass over keys worked out already. On the main thread rather than in a worker:
 * the place lookup and the address book are already here, and a worker would copy both and the
 * rows twice. Progress from 0 to 1 (the book counts as a tenth); the result equals checkRows'.
 */
export async function checkRowsInChunks(
  sheet: ParsedSheet,
  mapping: ColumnMapping,
  context: CheckContext,
  onProgress?: (fraction: number) => void,
): Promise<ImportRow[]> {
  const bookIndex = new Map<string, number>()
  const { book } = context
  await inSlices(
    book.length,
    (index) => {
      const address = book[index]
      if (address) addToBookIndex(bookIndex, address)
    },
    (done) => onProgress?.((0.1 * done) / book.length),
  )
  const rows: ImportRow[] = []
  const total = sheet.rows.length
  await inSlices(
    total,
    (index) => {
      const row = checkRow(sheet.rows[index] ?? [], index, mapping, context)
      rows.push(row)
      // Worked out now and kept with the row: the marking at the end only looks keys up.
      rowKey(row)
    },
    (done) => onProgress?.(0.1 + (0.9 * done) / total),
  )
  const checked = markDuplicates(rows, book, bookIndex)
  onProgress?.(1)
  return checked
}
