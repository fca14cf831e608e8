// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import { ConfirmPage } from './confirm-page'
import { fakePlacement, PRICE_RESULT, renderConfirm } from './testing/confirm-driver'

const orderButton = () => screen.getByRole('button', { name: 'order' }) as HTMLButtonElement
const box = (title: string) => screen.getByRole('region', { name: title })

describe('order confirm', () => {
  it('fetches the price on load for the form’s places, weight and time', async () => {
    const { getPrice } = await renderConfirm()
    await waitFor(() => expect(getPrice).toHaveBeenCalledTimes(1))
    expect(getPrice.mock.calls[0]?.[0]).toMatchObject({
      fromZip: '8001',
      toZip: '3011',
      time: '10:00',
      weight: 20,
      colis: 1,
    })
  })

  it('shows the shipment, colis, sender, receiver and notes boxes as the spec lists them', async () => {
    const form = anOrderForm({ notes: '' })
    await renderConfirm({ form })
    expect(box('Shipment').textContent).toContain('24.11.2026, pickup from 10:00')
    expect(box('Colis').textContent).toContain('1 colis')
    expect(box('Colis').textContent).toContain('50 x 60 x 40 cm, 10 kg')
    for (const text of ['Muster AG', 'Anna Muster', 'Seestrasse 1', '8001 Zürich', '+41 44 000 00 01'])
      expect(box('Pickup address').textContent).toContain(text)
    for (const text of ['Empfang GmbH', 'Ben Bauer', 'Bundesgasse 1', '3011 Bern'])
      expect(box('Delivery address').textContent).toContain(text)
    expect(box('Notes').textContent).toContain('n/A')
  })

  it('monthly: the invoice box labels the reference "Order reference" and hides contact and invoice e-mail', async () => {
    const form = anOrderForm({ invoiceReference: 'K-1', invoiceMail: 'rechnung@muster.ch' })
    form.invoiceAddress = { ...form.invoiceAddress, contact: 'Frau Kasse' }
    await renderConfirm({ form })
    const invoice = box('Invoice address').textContent ?? ''
    expect(invoice).toContain('Order reference: K-1')
    expect(invoice).toContain('Billing type: Monthly collective invoice')
    expect(invoice).not.toContain('Frau Kasse')
    expect(invoice).not.toContain('rechnung@muster.ch')
  })

  it('single: "Reference on invoice", with the contact and the invoice e-mail', async () => {
    const form = anOrderForm({
      invoiceType: 'single',
      invoiceReference: 'K-2',
      invoiceMail: 'rechnung@muster.ch',
    })
    form.invoiceAddress = { ...form.invoiceAddress, contact: 'Frau Kasse' }
    await renderConfirm({ form })
    const invoice = box('Invoice address').textContent ?? ''
    expect(invoice).toContain('Reference on invoice: K-2')
    expect(invoice).toContain('Billing type: Single invoice per order')
    expect(invoice).toContain('Frau Kasse')
    expect(invoice).toContain('Invoice e-mail: rechnung@muster.ch')
  })

  it('shows max duration, the window ETA − 1 h to ETA, ~CO2 kg and the price incl. VAT', async () => {
    await renderConfirm()
    const price = await screen.findByRole('region', { name: 'Price and delivery' })
    expect(price.textContent).toContain('03:20 h')
    expect(price.textContent).toContain('13:45 to 14:45')
    expect(price.textContent).toContain('~4.32kg')
    expect(price.textContent).toMatch(/CHF\s*123\.40/)
  })

  it.each([
    [
      'no result',
      { kind: 'noresult' } as PriceOutcome,
      'No price information could be determined. Please fill in the offer form',
    ],
    [
      'weekend',
      { kind: 'error', code: 'weekend' } as PriceOutcome,
      'Pickup time is on a weekend. Please fill in the offer form.',
    ],
    [
      'direct run',
      { kind: 'error', code: 'delivery_time_direct', maxDeliveryTimeDirect: '19:00' } as PriceOutcome,
      'Delivery expected after 19:00. Please fill in the offer form.',
    ],
  ])(
    'a price with %s shows its message with the offer link and disables order',
    async (_case, outcome, text) => {
      await renderConfirm({ price: async () => outcome })
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(text)
      expect(screen.getByRole('link', { name: 'To the offer form' }).getAttribute('href')).toBe('/offer')
      expect(orderButton().disabled).toBe(true)
    },
  )

  it('a failed lookup counts as no result', async () => {
    await renderConfirm({ price: async () => Promise.reject(new Error('500')) })
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No price information could be determined',
    )
    expect(orderButton().disabled).toBe(true)
  })

  it('the terms are accepted by default and must stay accepted to order', async () => {
    const { deps } = await renderConfirm()
    const terms = screen.getByRole('checkbox', {
      name: 'I accept the general terms and conditions.',
    }) as HTMLInputElement
    expect(terms.checked).toBe(true)
    fireEvent.click(terms)
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await act(async () => fireEvent.click(orderButton()))
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy()
    expect(deps.queueShipment).not.toHaveBeenCalled()
  })

  it('Back leads to the order form with its draft', async () => {
    await renderConfirm()
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/order?load=1')
  })

  it('a pickup more than 10 minutes past is set to now and saved, with the disclaimer, and nothing is ordered', async () => {
    const eleven = Temporal.Instant.from('2026-11-24T09:11:00Z') // 10:11 in Zurich
    const { saveDraft, deps } = await renderConfirm({ now: eleven })
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await act(async () => fireEvent.click(orderButton()))
    expect(saveDraft).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-11-24', time: '1011' }))
    expect(
      screen.getByText(
        'Your requested pickup time is in the past and was automatically corrected to 10:11. Please confirm again by clicking order',
      ),
    ).toBeTruthy()
    expect(deps.queueShipment).not.toHaveBeenCalled()
  })

  it('10 minutes past still orders: the shipment is created as an order with the shown price', async () => {
    const ten = Temporal.Instant.from('2026-11-24T09:10:00Z')
    const { onDone, deps } = await renderConfirm({ now: ten })
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await act(async () => fireEvent.click(orderButton()))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(deps.queueShipment).toHaveBeenCalledWith(
      expect.objectContaining({
        isOffer: false,
        price: { transportTypeId: 1, priceInclVat: 123.4 },
      }),
      [],
    )
    expect(onDone.mock.calls[0]?.[0]).toEqual({ status: 'placed', seq: 11 })
    expect(deps.clearDraft).toHaveBeenCalled()
  })

  it('a refused order shows the reason and puts the form back into the draft', async () => {
    const deps = fakePlacement({
      settle: vi.fn(async () => ({ status: 'refused' as const, message: 'Ungültige PLZ', field: null })),
    })
    const { onDone } = await renderConfirm({ deps })
    await waitFor(() => expect(orderButton().disabled).toBe(false))
    await act(async () => fireEvent.click(orderButton()))
    expect(await screen.findByText(/The order was not accepted:/)).toBeTruthy()
    expect(screen.getByText(/Ungültige PLZ/)).toBeTruthy()
    expect(deps.restoreDraft).toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('offline it says the price is computed when sent, and the order can still be placed', async () => {
    const deps = fakePlacement({ online: () => false })
    const { getPrice, onDone } = await renderConfirm({ deps })
    expect(
      screen.getByText('You are offline. The price will be computed when the order is sent.'),
    ).toBeTruthy()
    expect(getPrice).not.toHaveBeenCalled()
    expect(orderButton().disabled).toBe(false)
    await act(async () => fireEvent.click(orderButton()))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(onDone.mock.calls[0]?.[0]).toEqual({ status: 'queued', seq: 11 })
    expect(deps.queueShipment).toHaveBeenCalledWith(
      expect.objectContaining({ isOffer: false, price: null }),
      [],
    )
  })

  it('with no draft it offers to start an order', async () => {
    await renderWithRouter(
      <ConfirmPage
        isComplete={() => true}
        onIncomplete={() => undefined}
        loadDraft={async () => null}
        saveDraft={async () => undefined}
        getPrice={async () => PRICE_RESULT}
        placement={fakePlacement()}
        locale="en"
        correct={null}
        onDone={() => undefined}
      />,
      { locale: 'en' },
    )
    expect(await screen.findByText('There is no order to confirm.')).toBeTruthy()
  })
})
