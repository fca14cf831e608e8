// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { anOrderColi, anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { fakePlacement, renderConfirm } from './testing/confirm-driver'

/** An order whose addresses, remarks, coli notes and reference carry markup: the confirm page shows text. */

const address = (label: string) =>
  anOrderFormAddress({
    name: hostile(`${label} name`),
    contact: hostile(`${label} contact`),
    street: hostile(`${label} street`),
    location: hostile(`${label} place`),
    phone: INJECTIONS[2],
  })

describe('order confirm with markup in every text', () => {
  it('renders it inert', async () => {
    const form = anOrderForm({
      sender: address('Sender'),
      receiver: address('Receiver'),
      invoiceAddress: { ...address('Invoice'), isBillingAddress: true, locationId: null },
      notes: hostile('Remark'),
      invoiceReference: hostile('Reference'),
      colis: { count: '1', colis: [anOrderColi({ notes: hostile('Coli') })] },
    })
    await renderConfirm({
      form,
      isComplete: () => true,
      deps: fakePlacement({ queueShipment: vi.fn(async () => 1) }),
    })
    await screen.findAllByText(/^Sender name/)
    expect(activeMarkup(document.body)).toEqual([])
    for (const label of [
      'Sender name',
      'Sender street',
      'Receiver name',
      'Receiver place',
      'Invoice name',
      'Remark',
    ]) {
      expect(document.body.textContent).toContain(hostile(label))
    }
    expect(pwned()).toBeUndefined()
  })
})
