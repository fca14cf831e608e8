import { useCallback, useMemo } from 'react'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { getQueuedOrderForm } from '#db/queries/queued-order'
import type { DraftKind } from '#db/rows'
import type { Address } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import { orderDraftSchema } from '#domain/ordering/order-form'
import type { OrderFormPageProps } from './order-form-page'
import { useOrdering } from './use-ordering'

type PageServices = Omit<OrderFormPageProps, 'kind' | 'request' | 'onNext'>

/** The order or offer form page's services: its draft, prefill sources and the form's needs. */
export function useOrderFormPage(kind: DraftKind, organization: Organization) {
  const ordering = useOrdering()
  const { account, addresses, findShipment, findContact, profile } = ordering

  const readCorrection = useCallback((seq: number) => getQueuedOrderForm(account, seq), [account])

  // The profile names the standard addresses too: they are preselected even before the replica
  // holds the address book (a first visit right after login).
  const candidates = useMemo(() => {
    if (addresses === undefined) return undefined
    const defaults = [
      profile?.defaultSenderAddress,
      profile?.defaultReceiverAddress,
      profile?.defaultInvoiceAddress,
    ]
    const known = new Set(addresses.map((address) => address.id))
    const extra = defaults.filter((address): address is Address => !!address && !known.has(address.id))
    return [...addresses, ...extra]
  }, [addresses, profile])

  const page = useMemo<PageServices>(
    () => ({
      prefill: {
        organization,
        email: profile?.email ?? '',
        addresses: candidates,
        readDraft: () => getDraft(account, kind, orderDraftSchema),
        readCorrection,
        findShipment,
        findContact,
      },
      organization,
      locale: ordering.locale,
      templates: ordering.templates,
      blocks: {
        addresses,
        searchLocations: ordering.searchLocations,
        isLocationActive: ordering.isLocationActive,
      },
      termsUrl: ordering.links.terms,
      saveDraft: (values) => saveDraft(account, kind, values),
    }),
    [
      organization,
      profile,
      candidates,
      addresses,
      account,
      kind,
      readCorrection,
      findShipment,
      findContact,
      ordering,
    ],
  )
  return { ordering, page }
}
