// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { harnessOver, stubHarness } from '#api/testing/harness'
import type { AppServices } from '#services/app-services'
import { anOrganization } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { aReorderSource } from './testing/reorder-source'
import { useOrderPrefill } from './use-order-prefill'
import { useOrdering } from './use-ordering'

/**
 * ORDER-096 (spec section 4, "Order form prefill"): the re-order's contact-address fetch goes
 * through the app's own findContact and the real API client, so the failure is the ApiError the
 * API throws and nothing in the test catches it.
 */

const shipment = aReorderSource()

function Reorder() {
  const { findContact } = useOrdering()
  const state = useOrderPrefill(
    { archivedShipment: 77, correct: null },
    {
      organization: anOrganization(),
      email: 'lea@muster.ch',
      addresses: [],
      readDraft: async () => null,
      readCorrection: async () => null,
      findShipment: async () => shipment,
      findContact,
    },
  )
  if (state.status !== 'ready') return <output>{state.status}</output>
  return <output>{`${state.initial.sender.name} → ${state.initial.receiver.name}`}</output>
}

const LOADING = { status: 'loading' }

function servicesOver(api: AppServices['api']): AppServices {
  // Only what useOrdering reads while the prefill runs.
  return {
    account: () => 'customer',
    api,
    config: { apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '' },
    profile: { subscribe: () => () => undefined, get: () => LOADING },
  } as unknown as AppServices
}

describe('re-order: the contact address', () => {
  it.each([
    ['answers 404', () => stubHarness({ message: 'Not found' }, 404)],
    ['cannot be reached', () => harnessOver(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])(
    'a contact fetch whose server %s is ignored: the form is filled from the shipment',
    async (_, harness) => {
      const h = harness()
      await renderWithRouter(<Reorder />, { context: { services: servicesOver(h.api) } })
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Absender AG → Ziel AG'))
      const asked = new Set(h.sent.map((request) => request.url.pathname))
      expect([...asked].sort()).toEqual(['/api/v2/address/21', '/api/v2/address/22'])
    },
  )
})
