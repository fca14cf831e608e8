import { releaseProxy, wrap } from 'comlink'
import { Temporal } from 'temporal-polyfill'
import { csvFromRows } from '#domain/export/spreadsheet-cell'
import { inZurich } from '#domain/zurich-time'

export type ExportFormat = 'csv' | 'xlsx'

/** addresses-2026-11-27.csv: the day on the Zurich wall clock, so a day's exports sort by name. */
export function addressExportFileName(
  format: ExportFormat,
  now: Temporal.Instant = Temporal.Now.instant(),
): string {
  return `addresses-${inZurich(now).toPlainDate().toString()}.${format}`
}

/**
 * Writing 10,000 addresses as xlsx takes a second or two: in a worker of its own (started for this
 * file, ended after it), so the page stays responsive; where no worker can start, in the page.
 */
async function xlsxOffThePage(rows: readonly (readonly string[])[], sheet: string): Promise<Blob> {
  if (typeof Worker === 'undefined') return (await import('./xlsx-sheet')).xlsxOf(rows, sheet)
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' })
  const remote = wrap<{ xlsxOf: typeof import('./xlsx-sheet').xlsxOf }>(worker)
  try {
    const died = new Promise<never>((_, reject) => {
      worker.addEventListener('error', () => reject(new Error('the export worker failed')))
    })
    return await Promise.race([remote.xlsxOf(rows, sheet), died])
  } finally {
    remote[releaseProxy]()
    worker.terminate()
  }
}

/** The export file of the rows (header first) in the chosen format. */
export async function addressExportFile(
  rows: readonly (readonly string[])[],
  format: ExportFormat,
  sheet: string,
): Promise<Blob> {
  if (format === 'xlsx') return xlsxOffThePage(rows, sheet)
  return new Blob([csvFromRows(rows)], { type: 'text/csv;charset=utf-8' })
}
