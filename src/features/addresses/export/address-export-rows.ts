import { t } from '@lingui/core/macro'
import type { Address } from '#domain/entities/address'
import type { AddressType } from '#domain/entities/basics'

/** The words of an address export, in the language the user has on screen. */
export interface AddressExportWords {
  headers: readonly string[]
  types: Record<AddressType, string>
  yes: string
  no: string
}

/**
 * Read when the file is made, so the file speaks the UI's language. The headers are the address
 * form's labels; where the French or Italian label is not a header the import knows ('Adresse
 * d’expédition par défaut', 'Appellativo'), a spreadsheet header of its own (its context 'spreadsheet column header') says
 * it in the import's words ('Expéditeur standard', 'Titolo'), so an exported file imports again as
 * it was (address-export-round-trip.test.ts).
 */
export function addressExportWords(): AddressExportWords {
  return {
    headers: [
      t({ message: 'Salutation', context: 'spreadsheet column header' }),
      t`Name`,
      t`Contact`,
      t`Street`,
      t`Zip`,
      t`Place`,
      t`Phone`,
      t({ message: 'Standard sender address', context: 'spreadsheet column header' }),
      t({ message: 'Standard receiver address', context: 'spreadsheet column header' }),
      t({ message: 'Standard billing address', context: 'spreadsheet column header' }),
      t`Billing address`,
    ],
    types: { company: t`Company`, male: t`Mr`, female: t`Ms` },
    yes: t({ message: 'Yes', comment: 'Address export: a flag that is set' }),
    no: t({ message: 'No', comment: 'Address export: a flag that is not set' }),
  }
}

/** An address not yet numbered (made offline, negative id) comes after the numbered ones. */
const orderKey = (address: Address) =>
  address.id === null
    ? Number.MAX_SAFE_INTEGER
    : address.id < 0
      ? Number.MAX_SAFE_INTEGER / 2 - address.id
      : address.id

/**
 * The file's rows: the header, then one row per address by number, oldest first (a file is read
 * top down and compared with the next export, whichever way the screen is sorted), every cell text.
 */
export function addressExportRows(addresses: readonly Address[], words: AddressExportWords): string[][] {
  const flag = (set: boolean) => (set ? words.yes : words.no)
  const rows = [...addresses]
    .sort((a, b) => orderKey(a) - orderKey(b))
    .map((address) => [
      words.types[address.type],
      address.name,
      address.contact,
      address.street,
      address.zip,
      address.location,
      address.phone,
      flag(address.standardSenderAddress),
      flag(address.standardReceiverAddress),
      flag(address.standardBillingAddress),
      flag(address.isBillingAddress),
    ])
  return [[...words.headers], ...rows]
}
