// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { translation } from '#testing/catalog'
import { anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import { PriceCalculatorPage } from './price-calculator-page'
import { fakePlacement, NINE, renderConfirm } from './testing/confirm-driver'

/**
 * The price look-up of the calculator and of confirm, failing with the ApiError the API throws: a
 * timeout is a server that did not answer, never "You are offline" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const timeout = () => new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })

const CALCULATOR_SLOW =
  'The server is not answering right now, so the price could not be calculated. Your entries are kept; please try again in a moment.'
const CALCULATOR_OFFLINE =
  'Price calculation needs a connection to the network. Your entries are kept; try again once you are online.'
const CONFIRM_SLOW =
  'The price could not be fetched right now because the server is not answering. It will be computed when the order is sent.'
const CONFIRM_OFFLINE = 'You are offline. The price will be computed when the order is sent.'

async function calculateFailingWith(error: ApiError) {
  const getPrice = vi.fn(async (): Promise<PriceOutcome> => {
    throw error
  })
  await renderWithRouter(
    <PriceCalculatorPage
      loadDraft={async () => anOrderForm()}
      saveDraft={vi.fn(async () => undefined)}
      getPrice={getPrice}
      searchLocations={async () => []}
      templates={[]}
      locale="de"
      tariffsUrl="https://example.test/tariffs"
      online={() => true}
      onOrder={vi.fn()}
      now={() => NINE}
    />,
  )
  const calculate = await screen.findByRole('button', { name: de('Calculate price') })
  await act(async () => fireEvent.click(calculate))
  await waitFor(() => expect(getPrice).toHaveBeenCalled())
}

/** Placement doubles whose price look-up fails with the error, in German. */
function placement(error: ApiError) {
  const fail = async (): Promise<PriceOutcome> => {
    throw error
  }
  return fakePlacement({ getPrice: vi.fn(fail), language: 'de' })
}

async function confirmFailingWith(error: ApiError) {
  await renderConfirm({
    price: async () => {
      throw error
    },
    deps: placement(error),
    locale: 'de',
  })
}

describe('the price calculator when the server cannot be reached (issue 20, item 6)', () => {
  it('a look-up that times out says the server is not answering, not that the device is offline', async () => {
    await calculateFailingWith(timeout())
    const notice = await screen.findByText(de(CALCULATOR_SLOW))
    expect(notice.textContent?.toLowerCase()).not.toContain('offline')
    expect(screen.queryByText(de(CALCULATOR_OFFLINE))).toBeNull()
    // "Try again in a moment" is possible: the button asks again.
    expect((screen.getByRole('button', { name: de('Calculate price') }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('a look-up that fails for lack of network still says the calculation needs the network', async () => {
    await calculateFailingWith(offline())
    expect(await screen.findByText(de(CALCULATOR_OFFLINE))).toBeTruthy()
    expect(screen.queryByText(de(CALCULATOR_SLOW))).toBeNull()
  })
})

describe('confirm when the server cannot be reached for the price (issue 20, item 6)', () => {
  it('a price look-up that times out says the price could not be fetched now and is computed when sent; the order can still be placed', async () => {
    await confirmFailingWith(timeout())
    const notice = await screen.findByText(de(CONFIRM_SLOW))
    expect(notice.textContent?.toLowerCase()).not.toContain('offline')
    expect(screen.queryByText(de(CONFIRM_OFFLINE))).toBeNull()
    expect((screen.getByRole('button', { name: de('order') }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('a price look-up without network still says the device is offline', async () => {
    await confirmFailingWith(offline())
    expect(await screen.findByText(de(CONFIRM_OFFLINE))).toBeTruthy()
    expect(screen.queryByText(de(CONFIRM_SLOW))).toBeNull()
  })
})
