// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { AppServices } from '#services/app-services'
import { translation } from '#testing/catalog'
import { anOrganization } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { OrderFormPage } from './order-form-page'
import { useOrdering } from './use-ordering'

/**
 * Re-ordering a shipment this device has no copy of: the app's own findShipment asks the server,
 * whose call fails with a real ApiError. A timeout is a server that did not answer, never "needs a
 * connection to the network" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const SLOW =
  'The server is not answering right now, so this shipment could not be loaded for re-ordering. Please try again in a moment.'
const NEEDS_NETWORK = 'Re-ordering this shipment needs a connection to the network.'

function Reorder() {
  const { findShipment, findContact, locale } = useOrdering()
  return (
    <OrderFormPage
      kind="order"
      request={{ archivedShipment: 77, correct: null }}
      prefill={{
        organization: anOrganization(),
        email: 'lea@muster.ch',
        addresses: [],
        readDraft: async () => null,
        readCorrection: async () => null,
        findShipment,
        findContact,
      }}
      organization={anOrganization()}
      locale={locale}
      templates={[]}
      blocks={{ addresses: [], searchLocations: async () => [], isLocationActive: async () => null }}
      termsUrl="https://example.test/terms"
      saveDraft={vi.fn(async () => undefined)}
      onNext={vi.fn(async () => null)}
    />
  )
}

const LOADING = { status: 'loading' }

/** Only what useOrdering reads while the prefill runs; the shipment's GET fails with `error`. */
function servicesFailingWith(error: ApiError): AppServices {
  return {
    account: () => 'customer',
    api: {
      shipments: {
        get: async () => {
          throw error
        },
      },
      addresses: { get: async () => null },
      locations: { search: async () => [] },
    },
    config: { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '' },
    profile: { subscribe: () => () => undefined, get: () => LOADING },
  } as unknown as AppServices
}

async function reorderFailingWith(error: ApiError) {
  await renderWithRouter(<Reorder />, {
    path: '/order/77',
    context: { services: servicesFailingWith(error) },
  })
}

describe('re-order: the shipment could not be had from the server (issue 20, item 6)', () => {
  it('a timeout says the server is not answering, not that re-ordering needs the network', async () => {
    await reorderFailingWith(new ApiError({ kind: 'timeout', message: 'The server did not answer in time' }))
    const notice = await screen.findByText(de(SLOW))
    expect(notice.textContent?.toLowerCase()).not.toContain('offline')
    expect(screen.queryByText(de(NEEDS_NETWORK))).toBeNull()
  })

  it('a failed fetch (no network) still says re-ordering needs the network', async () => {
    await reorderFailingWith(new ApiError({ kind: 'offline', message: 'The server could not be reached' }))
    expect(await screen.findByText(de(NEEDS_NETWORK))).toBeTruthy()
    expect(screen.queryByText(de(SLOW))).toBeNull()
  })
})
