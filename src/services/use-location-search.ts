import { useMemo } from 'react'
import { createLocationSearch } from '#db/location-search'
import type { Location } from '#domain/entities/location'
import { useLocale } from '#i18n/use-locale'
import { useServices } from './use-services'

/** The place search every form uses, in the portal's language: online, kept on the device for offline use. */
export function useLocationSearch(): (text: string, signal: AbortSignal) => Promise<Location[]> {
  const services = useServices()
  const locale = useLocale()
  return useMemo(() => {
    const search = createLocationSearch((text, options) => services.api.locations.search(text, options))
    return (text: string, signal: AbortSignal) => search(text, locale, signal)
  }, [services, locale])
}
