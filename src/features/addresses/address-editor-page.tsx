import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { isQuotaExceeded } from '#db/storage-pressure'
import type { AddressInput } from '#domain/entities/address'
import type { Location } from '#domain/entities/location'
import type { Organization } from '#domain/entities/organization'
import { Notice } from '#ui/components/notice'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { AddressForm } from './address-form'

interface AddressEditorPageProps {
  mode: 'create' | 'edit'
  initial: AddressInput & { readonly: boolean }
  savedAsStandardBilling: boolean
  organization: Pick<
    Organization,
    'change_default_invoice_address_allowed' | 'select_or_create_invoice_address_allowed'
  >
  searchLocations: (text: string, signal: AbortSignal) => Promise<Location[]>
  /** Queues the save (it is sent at once when online); resolves when it is stored on this device. */
  save: (address: AddressInput) => Promise<void>
  onSaved: () => void
  /** The server's reason when it refused the last change of this address, still waiting to be corrected. */
  refusal?: string | null | undefined
}

/** "New contact" and "Edit contact" (spec section 2): the form, a way back, and the save's outcome. */
export function AddressEditorPage({
  mode,
  initial,
  savedAsStandardBilling,
  organization,
  searchLocations,
  save,
  onSaved,
  refusal,
}: AddressEditorPageProps) {
  const { t } = useLingui()
  const [failure, setFailure] = useState<'storageFull' | 'other' | null>(null)
  return (
    <section>
      <div className={`${pageToolbar.toolbar} ${pageToolbar.centred}`}>
        <h1>{mode === 'create' ? t`New contact` : t`Edit contact`}</h1>
        <Link to="/address-book">{t`Back to the address book`}</Link>
      </div>
      {refusal != null ? (
        <Notice tone="error">
          {t`The last change of this address was not accepted: ${refusal}`}{' '}
          {t`Correct it and save again, or discard it in the list of changes waiting to be sent.`}
        </Notice>
      ) : null}
      {failure === 'storageFull' ? (
        <Notice tone="error">{t`This device's storage is full, so the address could not be stored. What you entered is still in the form.`}</Notice>
      ) : failure ? (
        <Notice tone="error">{t`The address could not be stored on this device. Please try again.`}</Notice>
      ) : null}
      <AddressForm
        initial={initial}
        savedAsStandardBilling={savedAsStandardBilling}
        organization={organization}
        searchLocations={searchLocations}
        onSave={async (address) => {
          try {
            await save(address)
            onSaved()
          } catch (error) {
            setFailure(isQuotaExceeded(error) ? 'storageFull' : 'other')
          }
        }}
      />
    </section>
  )
}

export const EMPTY_ADDRESS: AddressInput & { readonly: boolean } = {
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
  readonly: false,
}
