// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { draftIsComplete } from '#domain/ordering/confirm-check'
import { translation } from '#testing/catalog'
import { anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'
import { ConfirmPage } from './confirm-page'
import { PriceCalculatorPage } from './price-calculator-page'
import type { PlacementDeps } from './submit-placement'

/**
 * The price look-up of the calculator and of confirm, failing with the ApiError the API throws: a
 * timeout is a server that did not answer, never "You are offline" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const timeout = () => new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })
/** 2026-11-24 09:00 in Zurich; the form's pickup is 10:00 that day. */
const NINE = Temporal.Instant.from('2026-11-24T08:00:00Z')

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

function placement(error: ApiError): PlacementDeps {
  let seq = 10
  return {
    queueShipment: vi.fn(async () => ++seq),
    getPrice: vi.fn(async () => {
      throw error
    }),
    language: 'de',
    online: () => true,
    settle: vi.fn(async () => ({ status: 'sent' as const })),
    clearDraft: vi.fn(async () => undefined),
    restoreDraft: vi.fn(async () => undefined),
    discard: vi.fn(async () => undefined),
  }
}

async function confirmFailingWith(error: ApiError) {
  await renderWithRouter(
    <ConfirmPage
      isComplete={(draft) => draftIsComplete(draft, anOrganization())}
      onIncomplete={vi.fn()}
      loadDraft={async () => anOrderForm()}
      saveDraft={vi.fn(async () => undefined)}
      getPrice={async () => {
        throw error
      }}
      placement={placement(error)}
      locale="de"
      correct={null}
      onDone={vi.fn()}
      now={() => NINE}
    />,
  )
  await screen.findByRole('heading', { name: de('Your order') })
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
