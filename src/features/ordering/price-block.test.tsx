// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { renderWithI18n } from '#testing/render'
import { CalculatorPrice, ConfirmPrice } from './price-block'

type PriceResult = Extract<PriceOutcome, { kind: 'result' }>

const RESULT: PriceResult = {
  kind: 'result',
  totalDuration: '01:05',
  eta: '10:35',
  priceInclVat: 48.5,
  transportTypeId: 3,
  savedCo2Grams: 4321,
}

describe('the price blocks and the CO2 saved (optional, spec section 3)', () => {
  it('the confirm page shows the CO2 saved when the server sent it', async () => {
    await renderWithI18n(<ConfirmPrice result={RESULT} locale="en" />, 'en')
    expect(screen.getByText('CO2 saved')).toBeTruthy()
    expect(screen.getByText(/~4\.32kg/)).toBeTruthy()
  })

  it('a price without it is still shown, with the price and no CO2 line', async () => {
    await renderWithI18n(<ConfirmPrice result={{ ...RESULT, savedCo2Grams: null }} locale="en" />, 'en')
    expect(screen.queryByText('CO2 saved')).toBeNull()
    expect(screen.getByText('Price incl. VAT')).toBeTruthy()
    expect(screen.getByText(/48\.50/)).toBeTruthy()
  })

  it('the calculator leaves the CO2 out too', async () => {
    await renderWithI18n(
      <CalculatorPrice result={{ ...RESULT, savedCo2Grams: null }} locale="en" tariffsUrl="/tariffs" />,
      'en',
    )
    expect(screen.queryByText('CO2 saved')).toBeNull()
    expect(screen.getByText(/48\.50/)).toBeTruthy()
  })
})
