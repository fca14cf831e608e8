import type { ImportRow } from '#domain/address-import/contract'
import type { ImportOutcome, ImportReportLine } from '#domain/address-import/report'
import type { ImportPlan, LeftOut } from './import-plan'
import { lineOf, rowName } from './row-status'

/** What became of the batch's entries once it drained; an entry neither refused nor discarded was sent. */
export interface BatchOutcome {
  /** The entries' seqs, in the order of the plan's saves. */
  seqs: readonly number[]
  /** Refused by the server, with its reason. */
  refusals: ReadonlyMap<number, string>
  /** Discarded by the user before they were sent. */
  discarded: ReadonlySet<number>
}

/** One line of the report; `row` is the row's line in the file as a spreadsheet numbers it (the header is 1). */
export type ImportReportEntry = ImportReportLine

interface ReportWords {
  leftOut: (row: ImportRow, why: LeftOut) => string
  refused: (reason: string) => string
}

/**
 * The import's outcome once the batch has drained: saves the server took are imported or updated,
 * those it refused failed with its reason, those the user discarded before they were sent are
 * discarded; rows with errors failed with theirs; skipped duplicates and rows whose place was never
 * checked are skipped. In the file's order.
 */
export function buildReport(
  plan: ImportPlan,
  { seqs, refusals, discarded }: BatchOutcome,
  words: ReportWords,
  sourceLines?: readonly number[],
): ImportReportEntry[] {
  const entries: ImportReportEntry[] = plan.saves.map((save, position) => {
    const seq = seqs[position]
    const refusal = seq === undefined ? undefined : refusals.get(seq)
    const base = { row: lineOf(save.row, sourceLines), name: rowName(save.row) }
    if (seq !== undefined && discarded.has(seq)) return { ...base, outcome: 'discarded', reason: '' }
    if (refusal !== undefined) return { ...base, outcome: 'failed', reason: words.refused(refusal) }
    return { ...base, outcome: save.update ? 'updated' : 'imported', reason: '' }
  })
  for (const { row, why } of plan.leftOut) {
    entries.push({
      row: lineOf(row, sourceLines),
      name: rowName(row),
      outcome: why === 'error' ? 'failed' : 'skipped',
      reason: words.leftOut(row, why),
    })
  }
  return entries.sort((a, b) => a.row - b.row)
}

export function countOutcomes(entries: readonly ImportReportEntry[]): Record<ImportOutcome, number> {
  const counts: Record<ImportOutcome, number> = {
    imported: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    discarded: 0,
  }
  for (const entry of entries) counts[entry.outcome] += 1
  return counts
}
