import type { AddressFlag } from '#domain/address-flags'
import { usesLocationPicker } from '#domain/changes/address-save'
import type { AddressInput } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'

// The flags' rules live in the domain: the address import applies them to every row of a file.
export { ADDRESS_FLAGS, type AddressFlag, setFlag } from '#domain/address-flags'

type Flags = Pick<AddressInput, AddressFlag>
type OrganizationRights = Pick<
  Organization,
  'change_default_invoice_address_allowed' | 'select_or_create_invoice_address_allowed'
>

export interface AddressFormLayout {
  showTypeRadio: boolean
  standardBillingDisabled: boolean
  isBillingDisabled: boolean
  /** Ticking standard billing forces isBillingAddress on and locks it (spec section 4). */
  isBillingLocked: boolean
  useLocationPicker: boolean
  /** The saved standard billing address without the right to change it: its fields are read-only (spec section 6). */
  fieldsLocked: boolean
}

/** Which controls the address form shows and enables (spec sections 2, 4 and 6). */
export function addressFormLayout(
  address: Flags & { readonly: boolean; savedAsStandardBilling: boolean },
  organization: OrganizationRights,
): AddressFormLayout {
  const lockedBilling = address.savedAsStandardBilling && !organization.change_default_invoice_address_allowed
  const noBillingChoice = !organization.select_or_create_invoice_address_allowed
  return {
    showTypeRadio: !address.readonly && !lockedBilling,
    standardBillingDisabled: noBillingChoice || !organization.change_default_invoice_address_allowed,
    isBillingDisabled: noBillingChoice || address.standardBillingAddress,
    isBillingLocked: address.standardBillingAddress,
    useLocationPicker: usesLocationPicker(address),
    fieldsLocked: lockedBilling,
  }
}
