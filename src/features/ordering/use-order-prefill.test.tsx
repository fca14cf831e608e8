// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import type { Address } from '#domain/entities/address'
import { emptyOrderAddress } from '#domain/ordering/order-form'
import { anAddress, anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { aReorderSource } from './testing/reorder-source'
import { type PrefillDeps, type PrefillRequest, useOrderPrefill } from './use-order-prefill'

const NOW = Temporal.Instant.from('2026-11-24T08:02:00Z') // 09:02 in Zurich
const standard = anAddress({ id: 9, label: 'Zentrale', standardSenderAddress: true })

function deps(overrides: Partial<PrefillDeps> = {}): PrefillDeps {
  return {
    organization: anOrganization({ use_default_remark: true, default_remark: 'Rampe 2' }),
    email: 'lea@muster.ch',
    addresses: [standard],
    readDraft: async () => null,
    readCorrection: async () => null,
    findShipment: async () => 'missing',
    findContact: async () => null,
    now: () => NOW,
    ...overrides,
  }
}

function prefill(request: Partial<PrefillRequest>, overrides: Partial<PrefillDeps> = {}) {
  const full = { archivedShipment: null, correct: null, ...request }
  return renderHook(() => useOrderPrefill(full, deps(overrides)))
}

async function ready(request: Partial<PrefillRequest>, overrides: Partial<PrefillDeps> = {}) {
  const { result } = prefill(request, overrides)
  await waitFor(() => expect(result.current.status).not.toBe('loading'))
  return result.current
}

describe('order form prefill', () => {
  it('a new form: the account’s e-mail, organization defaults, standard addresses, now rounded up', async () => {
    const state = await ready({})
    expect(state).toMatchObject({ status: 'ready', origin: 'new' })
    if (state.status !== 'ready') return
    expect(state.initial).toMatchObject({
      emailClient: 'lea@muster.ch',
      notes: 'Rampe 2',
      date: '2026-11-24',
      time: '0905',
    })
    expect(state.initial.sender.id).toBe(9)
  })

  it('waits for the address book before it preselects', async () => {
    const { result, rerender } = renderHook(
      (addresses: Address[] | undefined) =>
        useOrderPrefill({ archivedShipment: null, correct: null }, deps({ addresses })),
      { initialProps: undefined as Address[] | undefined },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.status).toBe('loading')
    rerender([standard])
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })

  it('a stored draft is restored as it is, without preselection or defaults', async () => {
    const draft = anOrderForm({ notes: 'aus dem Entwurf', date: '2026-11-25', time: '1400' })
    draft.sender = { ...draft.sender, id: 5 }
    const state = await ready({}, { readDraft: async () => draft })
    expect(state).toMatchObject({
      status: 'ready',
      origin: 'draft',
      initial: { notes: 'aus dem Entwurf', time: '1400' },
    })
    if (state.status === 'ready') expect(state.initial.sender.id).toBe(5)
  })

  it('from the price calculator, its draft opens with the e-mail, the default remark and the standard addresses around it', async () => {
    const draft = anOrderForm({
      emailClient: '',
      emailLetter: '',
      notes: '',
      date: '2026-11-25',
      time: '1400',
    })
    draft.sender = { ...emptyOrderAddress(), zip: '8001', location: 'Zürich', locationId: 1001 }
    draft.receiver = { ...emptyOrderAddress(), zip: '3011', location: 'Bern', locationId: 1002 }
    draft.invoiceAddress = { ...emptyOrderAddress(), isBillingAddress: true }
    const state = await ready({ fromCalculator: true }, { readDraft: async () => draft })
    expect(state).toMatchObject({
      status: 'ready',
      initial: {
        emailClient: 'lea@muster.ch',
        notes: 'Rampe 2',
        time: '1400',
        receiver: { locationId: 1002 },
      },
    })
    if (state.status === 'ready') expect(state.initial.sender.id).toBe(9)
  })

  // A failed contact fetch is ignored by the app's findContact: src/app/reorder-contact.test.tsx.
  it('re-orders from a shipment, overlaying the fetched contact, for today', async () => {
    const shipment = aReorderSource()
    const findContact = vi.fn(async (id: number | null) =>
      id === 21 ? anAddress({ id: 21, name: 'Alt', locationId: 4321 }) : null,
    )
    const state = await ready({ archivedShipment: 77 }, { findShipment: async () => shipment, findContact })
    expect(state).toMatchObject({ status: 'ready', origin: 'reorder' })
    if (state.status !== 'ready') return
    expect(state.initial.sender).toMatchObject({
      id: 21,
      name: 'Absender AG',
      street: 'Neue Gasse 5',
      locationId: 4321,
    })
    expect(state.initial.receiver).toMatchObject({ name: 'Ziel AG' })
    expect(findContact.mock.calls).toEqual([[21], [22]])
    expect(state.initial.date).toBe('2026-11-24')
    expect(state.initial.notes).toBe('')
  })

  it('re-ordering offline without a copy on the device says it needs the network', async () => {
    expect(await ready({ archivedShipment: 77 }, { findShipment: async () => 'offline' })).toEqual({
      status: 'needsNetwork',
    })
  })

  it('"Correct" opens the queued order itself', async () => {
    const queued = anOrderForm({ invoiceReference: 'aus der Warteschlange', date: '2026-11-26' })
    const state = await ready({ correct: 4 }, { readCorrection: async (seq) => (seq === 4 ? queued : null) })
    expect(state).toMatchObject({
      status: 'ready',
      origin: 'correction',
      initial: { invoiceReference: 'aus der Warteschlange' },
    })
  })
})
