import { describe, expect, it } from 'vitest'
import { inputForChoice } from '#domain/address-import/apply-choice'
import type { DuplicateChoice, ImportRow } from '#domain/address-import/contract'
import { planImport } from './import-plan'
import { buildReport, countOutcomes } from './import-report'
import { assignField } from './mapping-rules'
import { aRow } from './testing/fake-import-api'

const inputFor = (row: ImportRow, choice: DuplicateChoice | undefined) =>
  row.status === 'duplicate' ? inputForChoice(row, choice ?? 'skip') : (row.input ?? null)

const rows: ImportRow[] = [
  aRow(0, 'ready'),
  aRow(1, 'fixed', { fixed: ['phone'] }),
  aRow(2, 'duplicate', { duplicateOf: { kind: 'book', address: 77 } }),
  aRow(3, 'duplicate', { duplicateOf: { kind: 'file', row: 0 } }),
  aRow(4, 'needs-network'),
  aRow(5, 'error', { issues: [{ field: 'zip', code: 'required' }] }),
]

describe('planImport', () => {
  it('saves ready and fixed rows, skips duplicates by default, leaves errors and unchecked places out', () => {
    const plan = planImport(rows, new Map(), inputFor)
    expect(plan.saves.map((save) => save.row.index)).toEqual([0, 1])
    expect(plan.saves.every((save) => !save.update)).toBe(true)
    expect(plan.leftOut.map(({ row, why }) => [row.index, why])).toEqual([
      [2, 'duplicate-skipped'],
      [3, 'duplicate-skipped'],
      [4, 'needs-network'],
      [5, 'error'],
    ])
  })

  it('imports a duplicate anyway as a new address, or updates the address book’s one', () => {
    const choices = new Map<number, DuplicateChoice>([
      [2, 'update'],
      [3, 'import'],
    ])
    const plan = planImport(rows, choices, inputFor)
    const two = plan.saves.find((save) => save.row.index === 2)
    const three = plan.saves.find((save) => save.row.index === 3)
    expect(two).toMatchObject({ update: true, input: { id: 77 } })
    expect(three).toMatchObject({ update: false, input: { id: null } })
  })
})

describe('buildReport', () => {
  const words = {
    leftOut: (_row: ImportRow, why: string) => `left out: ${why}`,
    refused: (reason: string) => `refused: ${reason}`,
  }

  it('counts what the server took, what it refused with its reason, and what was left out, in file order', () => {
    const plan = planImport(rows, new Map([[2, 'update' as const]]), inputFor)
    // Saves in plan order: rows 0, 1, 2 as seqs 10, 11, 12; the server refused 11.
    const outcome = {
      seqs: [10, 11, 12],
      refusals: new Map([[11, 'Ungültige Telefonnummer']]),
      discarded: new Set<number>(),
    }
    const report = buildReport(plan, outcome, words)
    expect(report.map((entry) => [entry.row, entry.outcome, entry.reason])).toEqual([
      [2, 'imported', ''],
      [3, 'failed', 'refused: Ungültige Telefonnummer'],
      [4, 'updated', ''],
      [5, 'skipped', 'left out: duplicate-skipped'],
      [6, 'skipped', 'left out: needs-network'],
      [7, 'failed', 'left out: error'],
    ])
    expect(countOutcomes(report)).toEqual({ imported: 1, updated: 1, skipped: 2, failed: 2, discarded: 0 })
  })

  it('reports a save the user discarded before it was sent as discarded, neither imported nor updated', () => {
    const plan = planImport(rows, new Map([[2, 'update' as const]]), inputFor)
    const outcome = { seqs: [10, 11, 12], refusals: new Map<number, string>(), discarded: new Set([10, 12]) }
    const report = buildReport(plan, outcome, words)
    expect(report.slice(0, 3).map((entry) => [entry.row, entry.outcome])).toEqual([
      [2, 'discarded'],
      [3, 'imported'],
      [4, 'discarded'],
    ])
    expect(countOutcomes(report)).toMatchObject({ imported: 1, updated: 0, discarded: 2 })
  })
})

describe('assignField', () => {
  it('moves a field to the chosen column and ignores the column that held it', () => {
    expect(assignField(['company', 'street', null], 2, 'company')).toEqual([null, 'street', 'company'])
  })

  it('ignores a column without touching the others', () => {
    expect(assignField(['company', 'street'], 0, null)).toEqual([null, 'street'])
  })
})
