// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { anOrderColi, anOrderForm, anOrderFormAddress } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import { ConfirmPage } from './confirm-page'

/** An order whose addresses, remarks, coli notes and reference carry markup: the confirm page shows text. */

const RESULT: PriceOutcome = {
  kind: 'result',
  totalDuration: '03:20',
  eta: '14:45',
  priceInclVat: 123.4,
  transportTypeId: 1,
  savedCo2Grams: 4321,
}

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
    await renderWithRouter(
      <ConfirmPage
        isComplete={() => true}
        onIncomplete={() => undefined}
        loadDraft={async () => form}
        saveDraft={vi.fn(async () => undefined)}
        getPrice={vi.fn(async () => RESULT)}
        placement={{
          queueShipment: vi.fn(async () => 1),
          getPrice: vi.fn(async () => RESULT),
          language: 'en',
          online: () => true,
          settle: vi.fn(async () => ({ status: 'sent' as const })),
          clearDraft: vi.fn(async () => undefined),
          restoreDraft: vi.fn(async () => undefined),
          discard: vi.fn(async () => undefined),
        }}
        locale="en"
        correct={null}
        onDone={vi.fn()}
        now={() => Temporal.Instant.from('2026-11-24T08:00:00Z')}
      />,
      { locale: 'en' },
    )
    await screen.findByRole('heading', { name: 'Your order' })
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
