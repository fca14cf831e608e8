import type { AddressInput } from '#domain/entities/address'

/** The use checkboxes of an address, in the order the address form shows them. */
export const ADDRESS_FLAGS = [
  'standardSenderAddress',
  'standardReceiverAddress',
  'standardBillingAddress',
  'isBillingAddress',
] as const
export type AddressFlag = (typeof ADDRESS_FLAGS)[number]
type Flags = Pick<AddressInput, AddressFlag>

/**
 * Applies a checkbox change with its side effects (spec section 4, "Address form"): a standard
 * billing address is always a billing address. The form and the address import share it, so a row
 * of a file gets the flags the form would have given it.
 */
export function setFlag<T extends Flags>(address: T, flag: AddressFlag, checked: boolean): T {
  const next = { ...address, [flag]: checked }
  if (flag === 'standardBillingAddress' && checked) next.isBillingAddress = true
  if (flag === 'isBillingAddress' && !checked && address.standardBillingAddress) next.isBillingAddress = true
  return next
}
