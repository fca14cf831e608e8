import type { AddressSaveInput } from '#domain/changes/address-save'
import type { AddressBlockKind, OrderAddress, OrderForm } from './order-form'
import { joinName } from './person-name'

const BLOCKS: AddressBlockKind[] = ['sender', 'receiver', 'invoiceAddress']

function toSaveInput(address: OrderAddress, block: AddressBlockKind): AddressSaveInput {
  const billing = block === 'invoiceAddress'
  return {
    id: address.id,
    type: address.type,
    name: joinName(address.type, address.name, address.firstname, address.lastname),
    street: address.street.trim(),
    contact: address.contact.trim(),
    zip: address.zip.trim(),
    location: address.location.trim(),
    phone: billing ? '' : address.phone.trim(),
    locationId: billing ? null : address.locationId,
    standardSenderAddress: address.standardSenderAddress,
    standardReceiverAddress: address.standardReceiverAddress,
    standardBillingAddress: address.standardBillingAddress,
    isBillingAddress: billing || address.isBillingAddress,
  }
}

/**
 * Spec section 4, order flow step 5: every block with "save to address book" checked, as an address
 * save: an update when it is already in the address book (it has an id), a new address otherwise.
 */
export function addressesToSave(form: OrderForm): AddressSaveInput[] {
  return BLOCKS.filter((block) => form[block].save).map((block) => toSaveInput(form[block], block))
}
