import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { isQuotaExceeded } from '#db/storage-pressure'
import { emptyAddressInput } from '#domain/changes/address-save'
import type { AddressInput } from '#domain/entities/address'
import { Notice } from '#ui/components/notice'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { AddressForm, type AddressFormProps } from './address-form'

interface AddressEditorPageProps extends Omit<AddressFormProps, 'onSave'> {
  mode: 'create' | 'edit'
  /** Queues the save (it is sent at once when online); resolves when it is stored on this device. */
  save: (address: AddressInput) => Promise<void>
  onSaved: () => void
  /** The server's reason when it refused the last change of this address, still waiting to be corrected. */
  refusal?: string | null | undefined
}

/** "New contact" and "Edit contact" (spec section 2): the form, a way back, and the save's outcome. */
export function AddressEditorPage({ mode, save, onSaved, refusal, ...form }: AddressEditorPageProps) {
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
        {...form}
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

export const EMPTY_ADDRESS: AddressInput & { readonly: boolean } = { ...emptyAddressInput(), readonly: false }
