import type { Address } from '#domain/entities/address'
import { type AddressBlockKind, emptyOrderAddress, type OrderAddress } from './order-form'
import { splitName } from './person-name'

/**
 * A saved address chosen in a block (spec sections 2 and 4). In a shipping block, a saved address
 * whose place is inactive (a P.O.-box postcode) or that has no location id shows the inactive-zip
 * warning; an inactive place also clears id, locationId and location, so the user picks a valid
 * one and the order does not update that address. `locationActive` is null when unknown.
 */
export function selectSavedAddress(
  address: Address,
  block: AddressBlockKind,
  locationActive: boolean | null,
): { address: OrderAddress; inactiveZip: boolean } {
  const person = address.type !== 'company'
  const chosen: OrderAddress = {
    ...emptyOrderAddress(),
    id: address.id,
    type: address.type,
    name: person ? '' : address.name,
    ...(person ? splitName(address.name) : {}),
    contact: address.contact,
    street: address.street,
    zip: address.zip,
    location: address.location,
    phone: address.phone,
    locationId: address.locationId,
    standardSenderAddress: address.standardSenderAddress,
    standardReceiverAddress: address.standardReceiverAddress,
    standardBillingAddress: address.standardBillingAddress,
    isBillingAddress: block === 'invoiceAddress' || address.isBillingAddress,
    readonly: address.readonly,
    saved:
      address.id === null
        ? null
        : { id: address.id, label: address.label, hasLocation: address.locationId !== null },
  }
  if (block === 'invoiceAddress') return { address: chosen, inactiveZip: false }
  if (locationActive === false) {
    // The warning asks for a valid postcode, so the place picker must open: the saved address no
    // longer supplies the place (hasLocation false), as with one that never had a location id.
    const saved = chosen.saved && { ...chosen.saved, hasLocation: false }
    return { address: { ...chosen, id: null, locationId: null, location: '', saved }, inactiveZip: true }
  }
  return { address: chosen, inactiveZip: address.locationId === null }
}

/** Spec section 4: clearing the selection resets id, saved, locationId and the standard flags. */
export function clearSavedAddress(current: OrderAddress): OrderAddress {
  return {
    ...current,
    id: null,
    saved: null,
    locationId: null,
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
  }
}

/**
 * Spec section 2: after a selection, name, type, street and zip/location are not editable; the
 * location stays editable when the saved address has no location id.
 */
export function lockedFields(address: OrderAddress): {
  name: boolean
  type: boolean
  street: boolean
  location: boolean
} {
  const chosen = address.saved !== null
  return {
    name: chosen,
    type: chosen,
    street: chosen,
    location: chosen && address.saved?.hasLocation === true,
  }
}
