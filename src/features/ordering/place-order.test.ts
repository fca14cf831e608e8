import { describe, expect, it, vi } from 'vitest'
import type { AddressSaveInput } from '#domain/changes/address-save'
import type { ShipmentCreateInput } from '#domain/changes/shipment-create'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { anOrderForm } from '#testing/order-form'
import { type PlaceOrderDeps, placeOrder } from './place-order'
import { type PlacementDeps, submitPlacement } from './submit-placement'
import { fakePlacement } from './testing/confirm-driver'

const RESULT: PriceOutcome = {
  kind: 'result',
  totalDuration: '02:00',
  eta: '12:00',
  priceInclVat: 88.4,
  transportTypeId: 1,
  savedCo2Grams: 1200,
}

function deps(getPrice: PlaceOrderDeps['getPrice'] = async () => RESULT) {
  let seq = 40
  return {
    queueShipment: vi.fn(
      async (_input: ShipmentCreateInput, _addresses: readonly AddressSaveInput[]) => ++seq,
    ),
    getPrice: vi.fn(getPrice),
    language: 'de' as const,
  }
}

const flagged = () => {
  const form = anOrderForm()
  form.sender = { ...form.sender, save: true }
  form.receiver = { ...form.receiver, save: true }
  return form
}

describe('placeOrder', () => {
  it('queues the form’s values as confirmed, with the price confirm fetched', async () => {
    const d = deps()
    const form = anOrderForm()
    await placeOrder(d, form, { isOffer: false, price: { transportTypeId: 1, priceInclVat: 88.4 } })
    expect(d.queueShipment).toHaveBeenCalledWith(
      {
        form,
        isOffer: false,
        language: 'de',
        price: { transportTypeId: 1, priceInclVat: 88.4 },
        corrects: null,
      },
      [],
    )
    expect(d.getPrice).not.toHaveBeenCalled()
  })

  it('queues an order without a price (offline) unpriced, for the worker to price when it is sent', async () => {
    const d = deps()
    await placeOrder(d, anOrderForm(), { isOffer: false, price: null })
    expect(d.queueShipment.mock.calls[0]?.[0]).toMatchObject({ isOffer: false, price: null })
  })

  it('queues every address flagged "save" behind the order, so it is stored only once the order went through', async () => {
    const d = deps()
    const { seq } = await placeOrder(d, flagged(), { isOffer: false, price: null })
    expect(seq).toBe(41)
    // One call: the worker stores the order and both addresses in one transaction, the addresses
    // waiting for the order (worker/outbox/queue.test.ts).
    expect(d.queueShipment).toHaveBeenCalledTimes(1)
    const addresses = d.queueShipment.mock.calls[0]?.[1] ?? []
    expect(addresses.map((address) => address.name)).toEqual([flagged().sender.name, flagged().receiver.name])
  })

  it('an offer asks for the price first and is queued as an offer with that price', async () => {
    const d = deps()
    await placeOrder(d, anOrderForm(), { isOffer: true })
    expect(d.getPrice).toHaveBeenCalledWith(expect.objectContaining({ fromZip: '8001', toZip: '3011' }))
    expect(d.queueShipment.mock.calls[0]?.[0]).toMatchObject({
      isOffer: true,
      price: { transportTypeId: 1, priceInclVat: 88.4 },
    })
  })

  it.each([
    ['fails', async () => Promise.reject(new Error('503'))],
    ['has no result', async (): Promise<PriceOutcome> => ({ kind: 'noresult' })],
    ['is refused', async (): Promise<PriceOutcome> => ({ kind: 'error', code: 'weekend' })],
  ])(
    'an offer whose price lookup %s is queued silently without a price (transport 3, amount 0 when sent)',
    async (_case, getPrice) => {
      const d = deps(getPrice)
      await expect(placeOrder(d, anOrderForm(), { isOffer: true })).resolves.toEqual({ seq: 41 })
      expect(d.queueShipment.mock.calls[0]?.[0]).toMatchObject({ isOffer: true, price: null })
    },
  )

  it('a correction names the waiting entry it replaces', async () => {
    const d = deps()
    await placeOrder(d, anOrderForm(), { isOffer: false, price: null, correct: 7 })
    expect(d.queueShipment.mock.calls[0]?.[0]).toMatchObject({ corrects: 7 })
  })
})

function placement(overrides: Partial<PlacementDeps> = {}) {
  return { ...fakePlacement(), ...deps(), ...overrides }
}

describe('submitPlacement', () => {
  it('online: waits for the server, then clears the draft: placed', async () => {
    const d = placement()
    await expect(submitPlacement(d, anOrderForm(), { isOffer: false, price: null })).resolves.toEqual({
      status: 'placed',
      seq: 41,
    })
    expect(d.settle).toHaveBeenCalledWith(41)
    expect(d.clearDraft).toHaveBeenCalled()
  })

  it('offline: queued at once, the draft cleared since the queue holds the order; no waiting', async () => {
    const d = placement({ online: () => false })
    await expect(submitPlacement(d, anOrderForm(), { isOffer: false, price: null })).resolves.toEqual({
      status: 'queued',
      seq: 41,
    })
    expect(d.settle).not.toHaveBeenCalled()
    expect(d.clearDraft).toHaveBeenCalled()
  })

  it('refused online: the order leaves the queue, the form goes back into the draft, the reason is answered', async () => {
    const form = anOrderForm({ notes: 'bitte klingeln' })
    const d = placement({
      settle: vi.fn(async () => ({ status: 'refused' as const, message: 'Ungültige PLZ', field: 'plz' })),
    })
    await expect(submitPlacement(d, form, { isOffer: false, price: null })).resolves.toEqual({
      status: 'refused',
      message: 'Ungültige PLZ',
      field: 'plz',
    })
    expect(d.discard).toHaveBeenCalledWith(41)
    expect(d.restoreDraft).toHaveBeenCalledWith(form)
    expect(d.clearDraft).not.toHaveBeenCalled()
  })

  it('a server slow to answer: the order stays queued and the user is told so', async () => {
    const d = placement({ settle: vi.fn(async () => ({ status: 'waiting' as const })) })
    await expect(submitPlacement(d, anOrderForm(), { isOffer: false, price: null })).resolves.toMatchObject({
      status: 'queued',
    })
  })
})
