import type { Address } from '#domain/entities/address'
import type { Profile } from '#domain/entities/profile'

export type DefaultAddressKind = 'sender' | 'receiver' | 'invoice'

/** One default address of the profile page, by kind: the address or none, and where its link goes. */
export interface DefaultAddressSlot {
  kind: DefaultAddressKind
  /** null when the profile has no default of this kind: the box offers to set one. */
  address: Address | null
  /** 'Change default address' opens EditAddress of `address`; 'Set default address' the address book. */
  link: { to: 'edit'; id: number } | { to: 'addressBook' }
}

const SOURCES = [
  ['sender', 'defaultSenderAddress'],
  ['receiver', 'defaultReceiverAddress'],
  ['invoice', 'defaultInvoiceAddress'],
] as const

/** Spec section 2: the three info boxes of the profile page, in the order sender, receiver, invoice. */
export function defaultAddressBoxes(
  profile: Pick<Profile, 'defaultSenderAddress' | 'defaultReceiverAddress' | 'defaultInvoiceAddress'>,
): DefaultAddressSlot[] {
  return SOURCES.map(([kind, field]) => {
    const address = profile[field]
    // An address without an id cannot be opened for editing: it is set in the address book instead.
    const link: DefaultAddressSlot['link'] =
      address?.id != null ? { to: 'edit', id: address.id } : { to: 'addressBook' }
    return { kind, address, link }
  })
}

/**
 * Spec section 2: company or name, contact, street, zip and location, and phone, one a line; the
 * parts an address leaves empty are left out. A street of several lines stays several lines.
 */
export function addressLines(
  address: Pick<Address, 'name' | 'contact' | 'street' | 'zip' | 'location' | 'phone'>,
): string[] {
  const place = [address.zip, address.location]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
  return [address.name, address.contact, ...address.street.split('\n'), place, address.phone]
    .map((line) => line.trim())
    .filter(Boolean)
}
