import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { createLocationSearch } from '#db/location-search'
import type { AddressInput } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import { isLocale } from '#i18n/locales'
import { afterAddressSave } from './after-address-save'
import { useQueueChange } from './use-queue-change'

const NO_RIGHTS = {
  change_default_invoice_address_allowed: false,
  select_or_create_invoice_address_allowed: false,
}

/** What the address create and edit screens need from the session: rights, place search, save. */
export function useAddressEditing() {
  const { services } = useRouteContext({ from: '__root__' })
  const { i18n } = useLingui()
  const profileState = useSyncExternalStore(services.profile.subscribe, services.profile.get)
  const organization: Pick<Organization, keyof typeof NO_RIGHTS> =
    profileState.status === 'ready' ? profileState.profile.organization : NO_RIGHTS
  const locale = isLocale(i18n.locale) ? i18n.locale : 'de'
  const searchLocations = useMemo(() => {
    const search = createLocationSearch((text, options) => services.api.locations.search(text, options))
    return (text: string, signal: AbortSignal) => search(text, locale, signal)
  }, [services, locale])
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
