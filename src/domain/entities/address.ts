import type { AddressType } from './basics'

export interface Address {
  /** null for an address not yet in the address book. */
  id: number | null
  type: AddressType
  name: string
  street: string
  contact: string
  zip: string
  location: string
  phone: string
  /** The zip record's id; null for billing-only addresses kept as free text. */
  locationId: number | null
  locationObject: { name: string; code: string } | null
  /** company, contact (if any), street, 'zip location', joined by ', '. */
  label: string
  standardSenderAddress: boolean
  standardReceiverAddress: boolean
  standardBillingAddress: boolean
  isBillingAddress: boolean
  readonly: boolean
}

/** What an address save needs; label, readonly and locationObject are derived or server-owned. */
export type AddressInput = Omit<Address, 'label' | 'readonly' | 'locationObject'>
