import type { AddressSaveBody, AddressWire } from '#api/schemas/address'
import type { OrderAddressPayload } from '#api/wire/order-payload'
import type { Address, AddressInput } from '#domain/entities/address'

/** company, then contact if present, then street, then 'zip location' (spec section 3). */
export function addressLabel(
  parts: Pick<Address, 'name' | 'contact' | 'street' | 'zip' | 'location'>,
): string {
  const place = [parts.zip, parts.location].filter(Boolean).join(' ')
  return [parts.name, parts.contact, parts.street, place].filter(Boolean).join(', ')
}

export function toAddress(row: AddressWire): Address {
  const contact = row.kontaktadresse
  const fields = {
    name: contact.firma,
    contact: contact.kontakt,
    street: contact.addresse,
    zip: contact.postleitzahl,
    location: contact.ort,
  }
  const locationId = contact.plz
  return {
    id: contact.id,
    type: contact.anrede,
    ...fields,
    phone: contact.phone,
    locationId,
    locationObject: locationId === null ? null : { name: contact.ort, code: contact.postleitzahl },
    label: addressLabel(fields),
    standardSenderAddress: row.default_absender,
    standardReceiverAddress: row.default_empfaenger,
    standardBillingAddress: row.default_rechnungsadresse,
    // The standard billing address is a billing address even when the server's flag lags behind.
    isBillingAddress: row.default_rechnungsadresse || row.istRechnungsadresse,
    readonly: row.readonly,
  }
}

/** POST /address and /address/{id}; the id goes along only on an update (spec section 7). */
export function toAddressSaveBody(address: AddressInput): AddressSaveBody {
  return {
    default_rechnungsadresse: address.standardBillingAddress,
    default_absender: address.standardSenderAddress,
    default_empfaenger: address.standardReceiverAddress,
    ist_rechnungsadresse: address.isBillingAddress || address.standardBillingAddress,
    kontaktadresse: {
      ...(address.id === null ? {} : { id: address.id }),
      firma: address.name,
      addresse: address.street,
      kontakt: address.contact,
      postleitzahl: address.zip,
      ort: address.location,
      phone: address.phone,
      anrede: address.type,
      plz: address.locationId,
    },
  }
}

/**
 * One address of an order or registration payload (spec section 3, "Order address payload"). The
 * invoice address is billing-only: its zip and place are free text, so no location id goes along.
 */
export function toOrderAddress(
  address: AddressInput,
  role: 'sender' | 'receiver' | 'invoice',
): OrderAddressPayload {
  const biller = role === 'invoice'
  return {
    anrede: address.type,
    firma: address.name,
    addresse: address.street,
    kontakt: address.contact,
    referenz: null,
    kontaktadresse_id: address.id,
    biller,
    phone: address.phone,
    added: false,
    postleitzahl: address.zip,
    ort: address.location,
    ...(biller ? {} : { plz: address.locationId }),
  }
}
