import { ADDRESS_FLAGS } from '#domain/address-flags'
import type { AddressSaveInput } from '#domain/changes/address-save'
import type { DuplicateChoice, ImportField, ImportRow } from './contract'

type Saved = Omit<AddressSaveInput, 'id'>

/** Which columns each part of a save comes from: a part no column of the file filled is not the file's to change. */
const SOURCES: [readonly (keyof Saved)[], readonly ImportField[]][] = [
  [['type'], ['type']],
  [['name'], ['company', 'firstName', 'lastName']],
  [['street'], ['street', 'houseNumber']],
  [['contact'], ['contact']],
  [
    ['zip', 'location', 'locationId'],
    ['zip', 'location'],
  ],
  [['phone'], ['phone']],
  ...ADDRESS_FLAGS.map((flag): [(keyof Saved)[], ImportField[]] => [[flag], [flag]]),
]

/**
 * An update keeps what the file does not speak of: a file without a phone column must not blank
 * the phone of every address it updates, nor one without use columns take away the standard
 * sender. A standard billing address stays a billing address.
 */
function keepUnspoken(input: AddressSaveInput, row: ImportRow, existing: Saved): AddressSaveInput {
  const next: AddressSaveInput = { ...input }
  for (const [parts, columns] of SOURCES) {
    if (columns.some((column) => column in row.cells)) continue
    for (const part of parts) Object.assign(next, { [part]: existing[part] })
  }
  if (next.standardBillingAddress) next.isBillingAddress = true
  return next
}

/**
 * The address save a checked row becomes for the user's choice on a duplicate: skipped (null), a
 * new address beside the one it repeats, or an update of the address book's address it matches
 * (its id; only for a match in the address book). With that address (`existing`), an update keeps
 * what the file has no column for. Null for a row that has no save (an error, a place that waits
 * for the network), and for an update of a row that repeats no book address.
 */
export function inputForChoice(
  row: ImportRow,
  choice: DuplicateChoice,
  existing?: Saved,
): AddressSaveInput | null {
  if (!row.input || choice === 'skip') return null
  if (choice === 'import') return { ...row.input, id: null }
  if (row.duplicateOf?.kind !== 'book') return null
  const update = { ...row.input, id: row.duplicateOf.address }
  return existing ? keepUnspoken(update, row, existing) : update
}
