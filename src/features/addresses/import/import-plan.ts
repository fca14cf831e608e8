import type { DuplicateChoice, ImportRow } from '#domain/address-import/contract'
import type { AddressSaveInput } from '#domain/changes/address-save'
import { DEFAULT_DUPLICATE_CHOICE } from './row-status'

/** Why a row is not saved. */
export type LeftOut = 'duplicate-skipped' | 'needs-network' | 'error'

export interface PlannedSave {
  row: ImportRow
  input: AddressSaveInput
  /** An update of an address in the address book, or a new address. */
  update: boolean
}

export interface ImportPlan {
  saves: PlannedSave[]
  leftOut: { row: ImportRow; why: LeftOut }[]
}

/**
 * What an import does with each row: ready and fixed rows are saved, duplicates as the user chose
 * (skipped unless told otherwise), rows with errors or an unchecked place are left out.
 */
export function planImport(
  rows: readonly ImportRow[],
  choices: ReadonlyMap<number, DuplicateChoice>,
  inputFor: (row: ImportRow, choice: DuplicateChoice | undefined) => AddressSaveInput | null,
): ImportPlan {
  const plan: ImportPlan = { saves: [], leftOut: [] }
  for (const row of rows) {
    if (row.status === 'error' || row.status === 'needs-network') {
      plan.leftOut.push({ row, why: row.status })
      continue
    }
    const choice =
      row.status === 'duplicate' ? (choices.get(row.index) ?? DEFAULT_DUPLICATE_CHOICE) : undefined
    const input = inputFor(row, choice)
    if (input === null) {
      plan.leftOut.push({ row, why: row.status === 'duplicate' ? 'duplicate-skipped' : 'error' })
      continue
    }
    plan.saves.push({ row, input, update: input.id !== null })
  }
  return plan
}
