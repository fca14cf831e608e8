import type { AddressSaveInput } from '#domain/changes/address-save'
import type { DuplicateChoice, ImportRow } from './contract'

/**
 * The address save a checked row becomes for the user's choice on a duplicate: skipped (null), a
 * new address beside the one it repeats, or an update of the address book's address it matches
 * (its id; only for a match in the address book). Null for a row that has no save (an error, a
 * place that waits for the network), and for an update of a row that repeats no book address.
 */
export function inputForChoice(row: ImportRow, choice: DuplicateChoice): AddressSaveInput | null {
  if (!row.input || choice === 'skip') return null
  if (choice === 'import') return { ...row.input, id: null }
  return row.duplicateOf?.kind === 'book' ? { ...row.input, id: row.duplicateOf.address } : null
}
