// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { Location } from '#domain/entities/location'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'
import type { OrderForm } from '#domain/ordering/order-form'
import { aLocation } from '#testing/factories'
import { anOrderColi, anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import { PriceCalculatorPage } from './price-calculator-page'

const RESULT: PriceOutcome = {
  kind: 'result',
  totalDuration: '03:20',
  eta: '14:45',
  priceInclVat: 64.5,
  transportTypeId: 1,
  savedCo2Grams: 2500,
}
const NINE = Temporal.Instant.from('2026-11-24T08:00:00Z')

async function renderCalculator({
  draft = anOrderForm(),
  price = async (): Promise<PriceOutcome> => RESULT,
  online = true,
  locations = [],
}: {
  draft?: OrderForm | null
  price?: () => Promise<PriceOutcome>
  online?: boolean | (() => boolean)
  locations?: Location[]
} = {}) {
  const getPrice = vi.fn((_request: PriceRequest, _signal: AbortSignal) => price())
  const saveDraft = vi.fn(async () => undefined)
  const onOrder = vi.fn()
  await renderWithRouter(
    <PriceCalculatorPage
      loadDraft={async () => draft}
      saveDraft={saveDraft}
      getPrice={getPrice}
      searchLocations={async () => locations}
      templates={[]}
      locale="en"
      tariffsUrl="https://example.test/tariffs"
      online={typeof online === 'function' ? online : () => online}
      onOrder={onOrder}
      now={() => NINE}
    />,
    { locale: 'en' },
  )
  await screen.findByRole('button', { name: 'Calculate price' })
  return { getPrice, saveDraft, onOrder }
}

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const calculate = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate price' })))

describe('price calculator', () => {
  it('has from and to place pickers, pickup date and time, and colis without notes', async () => {
    await renderCalculator()
    expect(screen.getByRole('combobox', { name: 'From' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'To' })).toBeTruthy()
    expect(field('time')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Pickup date' })).toBeTruthy()
    expect(field('colis.colis[0].weight')).toBeTruthy()
    expect(field('colis.colis[0].notes')).toBeNull()
  })

  it('requires from, to and the colis before it asks for a price', async () => {
    const draft = anOrderForm({ colis: { count: '1', colis: [anOrderColi({ weight: '' })] } })
    draft.sender = { ...draft.sender, locationId: null }
    const { getPrice } = await renderCalculator({ draft })
    await calculate()
    expect((await screen.findAllByText('This field is required')).length).toBe(2)
    expect(getPrice).not.toHaveBeenCalled()
  })

  it('saves its values into the order draft', async () => {
    const { saveDraft } = await renderCalculator()
    fireEvent.change(field('colis.colis[0].weight'), { target: { value: '12' } })
    await waitFor(() =>
      expect(saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          colis: expect.objectContaining({ colis: [expect.objectContaining({ weight: '12' })] }),
        }),
      ),
    )
  })

  it('shows duration with the last-order hint, the price with the tariffs link, and CO2; then offers to order', async () => {
    const { onOrder } = await renderCalculator()
    await calculate()
    const result = await screen.findByRole('region', { name: 'Your price' })
    expect(result.textContent).toContain('03:20h')
    expect(result.textContent).toContain('Today 18:00 if ready by 14:45')
    expect(result.textContent).toContain('CHF 64.50')
    expect(result.textContent).toContain('~2.50kg')
    expect(screen.getByRole('link', { name: 'Tariffs' }).getAttribute('href')).toBe(
      'https://example.test/tariffs',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'order' })))
    await waitFor(() => expect(onOrder).toHaveBeenCalled())
  })

  it('picking another postcode for an end clears the old company, street and saved address there', async () => {
    const draft = anOrderForm()
    draft.sender = { ...draft.sender, id: 9, saved: { id: 9, label: 'Muster AG', hasLocation: true } }
    const basel = aLocation({ id: 1003, code: '4051', name: 'Basel', label: '4051 Basel' })
    const { saveDraft } = await renderCalculator({ draft, locations: [basel] })
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'From' }), { target: { value: '4051' } })
    })
    const option = await screen.findByRole('option', { name: /4051/ })
    await act(async () => fireEvent.click(option))
    await waitFor(() =>
      expect(saveDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({
          sender: expect.objectContaining({
            locationId: 1003,
            zip: '4051',
            id: null,
            saved: null,
            name: '',
            street: '',
          }),
        }),
      ),
    )
  })

  it('after the first submit it recalculates when the form changes', async () => {
    const { getPrice } = await renderCalculator()
    await calculate()
    await waitFor(() => expect(getPrice).toHaveBeenCalledTimes(1))
    fireEvent.change(field('colis.colis[0].weight'), { target: { value: '30' } })
    await waitFor(() => expect(getPrice).toHaveBeenCalledTimes(2), { timeout: 2000 })
    expect(getPrice.mock.calls[1]?.[0]).toMatchObject({ weight: 30 })
  })

  it.each([
    [
      'max_weight',
      'Due to weight or dimensions an online price calculation is not possible. Please fill in the offer form.',
    ],
    ['delivery_time_train', 'Delivery time is expected after 18:00. Please fill in the offer form.'],
    ['holiday', 'Pickup time falls on a national holiday. Please fill in the offer form.'],
    ['time', 'The pickup time is in the past.'],
  ] as const)('%s: shows the message with the offer link and keeps submit disabled', async (code, text) => {
    await renderCalculator({ price: async () => ({ kind: 'error', code }) })
    await calculate()
    expect((await screen.findByRole('alert')).textContent).toContain(text)
    expect(screen.getByRole('link', { name: 'To the offer form' }).getAttribute('href')).toBe('/offer')
    expect((screen.getByRole('button', { name: 'Calculate price' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('offline it says the calculation needs the network and keeps the inputs', async () => {
    await renderCalculator({ online: false })
    fireEvent.change(field('colis.colis[0].weight'), { target: { value: '8' } })
    await calculate()
    expect(
      await screen.findByText(
        'Price calculation needs a connection to the network. Your entries are kept; try again once you are online.',
      ),
    ).toBeTruthy()
    expect(field('colis.colis[0].weight').value).toBe('8')
  })

  it('pressed again once back online, "Calculate price" asks for the price again', async () => {
    let online = false
    const { getPrice } = await renderCalculator({ online: () => online })
    await calculate()
    await screen.findByText(/Price calculation needs a connection to the network/)
    online = true
    await calculate()
    await waitFor(() => expect(getPrice).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('region', { name: 'Your price' })).toBeTruthy()
  })

  it('a look-up that failed offline runs again by itself when the browser is back online', async () => {
    const offline = new ApiError({ kind: 'offline', message: 'offline' })
    const answers = [Promise.reject(offline), Promise.resolve(RESULT)]
    answers[0]?.catch(() => undefined)
    const { getPrice } = await renderCalculator({ price: () => answers.shift() ?? Promise.resolve(RESULT) })
    await calculate()
    await screen.findByText(/Price calculation needs a connection to the network/)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(getPrice).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('region', { name: 'Your price' })).toBeTruthy()
    expect(screen.queryByText(/Price calculation needs a connection to the network/)).toBeNull()
  })

  it('a lookup that fails for lack of network says so too', async () => {
    await renderCalculator({
      price: async () => Promise.reject(new ApiError({ kind: 'offline', message: 'offline' })),
    })
    await calculate()
    expect(await screen.findByText(/Price calculation needs a connection to the network/)).toBeTruthy()
  })
})
