import { useCallback, useMemo } from 'react'
import { reachability } from '#api/errors'
import { useAddresses } from '#db/queries/addresses'
import { usePackaging } from '#db/queries/packaging'
import { getShipment } from '#db/queries/shipments'
import { getKnownZips } from '#db/queries/zips'
import { COMPANY, websiteLink } from '#domain/company'
import type { Address } from '#domain/entities/address'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import type { PriceRequest } from '#domain/entities/price-request'
import type { ReorderSource } from '#domain/ordering/order-prefill'
import { useLocale } from '#i18n/use-locale'
import { useLocationSearch } from '#services/use-location-search'
import { useProfileState } from '#services/use-profile-state'
import { useQueueChange } from '#services/use-queue'
import { useServices } from '#services/use-services'
import type { PlaceOrderDeps } from './place-order'

/**
 * A shipment to re-order: the replica's copy, else the server's; 'offline' when neither can answer,
 * 'slow' when the server did not answer in time (the device may well be online).
 */
export type ReorderLookup = ReorderSource | 'offline' | 'slow' | 'missing'

/**
 * What the order, offer, confirm and calculator screens need from the session: the account and
 * its organization, the replica's addresses and packaging, place search with its offline cache,
 * the queue, and the links of the public website.
 */
export function useOrdering() {
  const services = useServices()
  const locale = useLocale()
  const account = services.account()
  const profileState = useProfileState()
  const profile = profileState.status === 'ready' ? profileState.profile : null

  const rows = useAddresses(account)
  const addresses = useMemo<Address[] | undefined>(() => rows?.map((row) => row.address), [rows])
  const packaging = usePackaging(account)
  const templates = useMemo<PackagingTemplate[]>(
    () =>
      (packaging ?? []).map((row) => ({
        id: row.id,
        label: row.labels[locale] || row.labels.de || '',
        width: row.width,
        height: row.height,
        length: row.length,
      })),
    [packaging, locale],
  )

  const searchLocations = useLocationSearch()

  const isLocationActive = useCallback(
    async (locationId: number): Promise<boolean | null> => {
      const known = (await getKnownZips()).find((zip) => zip.id === locationId)
      if (known) return known.is_active
      try {
        return (await services.api.locations.get(locationId, { locale }))?.is_active ?? null
      } catch {
        return null
      }
    },
    [services, locale],
  )

  const findShipment = useCallback(
    async (key: number): Promise<ReorderLookup> => {
      const row = await getShipment(account, key)
      if (row?.detail) return row.detail
      try {
        return await services.api.shipments.get(key)
      } catch (error) {
        return reachability(error) ?? 'missing'
      }
    },
    [services, account],
  )

  /** Re-order overlays the saved contact address; a failure is ignored (spec section 4). */
  const findContact = useCallback(
    async (id: number | null): Promise<Address | null> => {
      if (id === null) return null
      return services.api.addresses.get(id).catch(() => null)
    },
    [services],
  )

  const getPrice = useCallback(
    (request: PriceRequest, signal?: AbortSignal) =>
      services.api.prices.get(request, signal ? { signal } : undefined),
    [services],
  )

  const queueShipment = useQueueChange('createShipment')
  const placeDeps = useMemo<PlaceOrderDeps>(
    () => ({
      queueShipment: (input, addresses) =>
        queueShipment(input, {
          followers: addresses.map((address) => ({ kind: 'saveAddress', input: address })),
        }),
      getPrice: (request) => getPrice(request),
      language: locale,
    }),
    [queueShipment, getPrice, locale],
  )

  const blogFeed = useCallback(
    (signal: AbortSignal) => services.api.website.blogFeed(locale, { signal }),
    [services, locale],
  )

  const site = (page: string) => websiteLink(services.config.websiteBaseUrl, locale, page)
  return {
    account,
    locale,
    profile,
    addresses,
    templates,
    searchLocations,
    isLocationActive,
    findShipment,
    findContact,
    getPrice,
    placeDeps,
    links: { terms: site('terms'), tariffs: site('tariffs') },
    companyPhone: COMPANY.phone,
    companyPhoneHref: COMPANY.phoneHref,
    blogFeed,
  }
}
