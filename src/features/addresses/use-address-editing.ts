import { useCallback } from 'react'
import type { AddressInput } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import { useLocationSearch } from '#services/use-location-search'
import { useProfileState } from '#services/use-profile-state'
import { useQueueChange } from '#services/use-queue'
import { useServices } from '#services/use-services'
import { afterAddressSave } from './after-address-save'

const NO_RIGHTS = {
  change_default_invoice_address_allowed: false,
  select_or_create_invoice_address_allowed: false,
}

/** What the address create and edit screens need from the session: rights, place search, save. */
export function useAddressEditing() {
  const services = useServices()
  const profileState = useProfileState()
  const organization: Pick<Organization, keyof typeof NO_RIGHTS> =
    profileState.status === 'ready' ? profileState.profile.organization : NO_RIGHTS
  const searchLocations = useLocationSearch()
  const queueSave = useQueueChange('saveAddress')
  const save = async (address: AddressInput) => {
    const seq = await queueSave(address)
    await afterAddressSave(services.account(), seq, () => services.profile.reload())
  }
  const fetchAddress = useCallback(
    (id: number, signal: AbortSignal) => services.api.addresses.get(id, { signal }),
    [services],
  )
  return { organization, searchLocations, save, fetchAddress }
}
