import { csvFromRows } from '#domain/export/spreadsheet-cell'

/** `discarded`: queued, then discarded by the user in the waiting-changes panel before it was sent. */
export type ImportOutcome = 'imported' | 'updated' | 'skipped' | 'failed' | 'discarded'

export interface ImportReportLine {
  row: number
  outcome: ImportOutcome
  reason: string
  name: string
}

/** The report's column titles and outcome words, in the user's language (the screen translates them). */
export interface ReportWords {
  headers: { row: string; outcome: string; name: string; reason: string }
  outcomes: Record<ImportOutcome, string>
}

const ENGLISH: ReportWords = {
  headers: { row: 'Row', outcome: 'Outcome', name: 'Name', reason: 'Reason' },
  outcomes: {
    imported: 'imported',
    updated: 'updated',
    skipped: 'skipped',
    failed: 'failed',
    discarded: 'discarded',
  },
}

/**
 * The import's report as a CSV that Swiss Excel opens by a double click (UTF-8 with BOM, semicolons)
 * and that runs nothing: a name or reason starting like a formula is written as text, with the
 * address export's own guard (#domain/export/spreadsheet-cell).
 */
export function importReportCsv(entries: readonly ImportReportLine[], words: ReportWords = ENGLISH): string {
  const { headers, outcomes } = words
  return csvFromRows([
    [headers.row, headers.outcome, headers.name, headers.reason],
    ...entries.map((entry) => [String(entry.row), outcomes[entry.outcome], entry.name, entry.reason]),
  ])
}
