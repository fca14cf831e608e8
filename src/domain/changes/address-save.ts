import * as v from 'valibot'
import { INVALID, REQUIRED } from './issue-codes'

/** Spec section 2: the location picker shows unless the address is only a billing address. */
export function usesLocationPicker(address: {
  isBillingAddress: boolean
  standardSenderAddress: boolean
  standardReceiverAddress: boolean
}): boolean {
  return !address.isBillingAddress || address.standardSenderAddress || address.standardReceiverAddress
}

const filled = v.pipe(
  v.string(INVALID),
  v.check((text) => text.trim() !== '', REQUIRED),
)
const id = v.nullable(v.pipe(v.number(INVALID), v.integer(INVALID)))
const flag = v.boolean(INVALID)
const PICKER_FIELDS = [['isBillingAddress'], ['standardSenderAddress'], ['standardReceiverAddress']] as const

/**
 * An address save (spec sections 3 and 5): the address form validates with it, and the worker
 * checks the queued input with it. Name and street always; the location picker, or zip and place
 * text for a billing-only address; contact and phone are optional. Unknown keys (label, readonly,
 * locationObject) are dropped: they are derived or belong to the server.
 */
export const addressSaveInput = v.pipe(
  v.object(
    {
      /** null creates the address; a negative id is one created offline, not yet numbered. */
      id,
      type: v.picklist(['company', 'male', 'female'], INVALID),
      name: filled,
      street: filled,
      contact: v.string(INVALID),
      zip: v.string(INVALID),
      location: v.string(INVALID),
      phone: v.string(INVALID),
      locationId: id,
      standardSenderAddress: flag,
      standardReceiverAddress: flag,
      standardBillingAddress: flag,
      isBillingAddress: flag,
    },
    // A missing key or a value that is no object at all is reported with the code too.
    INVALID,
  ),
  v.forward(
    v.partialCheck(
      [...PICKER_FIELDS, ['locationId']],
      (address) => !usesLocationPicker(address) || address.locationId !== null,
      REQUIRED,
    ),
    ['locationId'],
  ),
  v.forward(
    v.partialCheck(
      [...PICKER_FIELDS, ['zip']],
      (address) => usesLocationPicker(address) || address.zip.trim() !== '',
      REQUIRED,
    ),
    ['zip'],
  ),
  v.forward(
    v.partialCheck(
      [...PICKER_FIELDS, ['location']],
      (address) => usesLocationPicker(address) || address.location.trim() !== '',
      REQUIRED,
    ),
    ['location'],
  ),
)

export type AddressSaveInput = v.InferOutput<typeof addressSaveInput>

/** A new address as the address form and the order form start it: a company, all empty, no role. */
export function emptyAddressInput(): AddressSaveInput {
  return {
    id: null,
    type: 'company',
    name: '',
    street: '',
    contact: '',
    zip: '',
    location: '',
    phone: '',
    locationId: null,
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
  }
}
