import { HttpError } from '#fixture-api/http/errors'
import type { AddressRecord, ContactAddress } from '#fixture-api/model'
import type { Store } from '#fixture-api/store'

const FLAGS = ['default_absender', 'default_empfaenger', 'default_rechnungsadresse'] as const

/** One standard address per kind: setting a flag on one row clears it on the others. */
export function saveWithUniqueDefaults(store: Store, row: AddressRecord): void {
  for (const flag of FLAGS) {
    if (!row[flag]) continue
    for (const other of store.addresses.of(row.owner)) {
      if (other.kontaktadresse.id !== row.kontaktadresse.id && other[flag])
        store.saveAddress({ ...other, [flag]: false })
    }
  }
  store.saveAddress(row)
}

/**
 * Shipping addresses need a known location id; billing-only ones may be free zip and place text.
 * Answers the contact with zip and place taken from the location when one is given.
 */
export function resolveLocation(
  store: Store,
  contact: ContactAddress,
  billingOnly: boolean,
  field: string,
): ContactAddress {
  if (contact.plz === null) {
    if (!billingOnly)
      throw new HttpError(422, `Invalid value for field "${field}.plz": a location is required`, {
        field: `${field}.plz`,
      })
    if (!contact.postleitzahl || !contact.ort) {
      throw new HttpError(
        422,
        `Invalid value for field "${field}.postleitzahl": zip and location are required`,
        {
          field: `${field}.postleitzahl`,
        },
      )
    }
    return contact
  }
  const locality = store.localityById.get(contact.plz)
  if (!locality) {
    throw new HttpError(
      422,
      `Invalid value for field "${field}.plz": location ${contact.plz} does not exist`,
      {
        field: `${field}.plz`,
      },
    )
  }
  return { ...contact, postleitzahl: locality.code, ort: contact.ort || locality.name_de }
}
