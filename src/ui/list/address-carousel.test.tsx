// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { AddressCarousel } from './address-carousel'

const stop = (name: string, zip: string) => ({
  name,
  contact: '',
  address: 'Gasse 1',
  zip,
  location: 'Bern',
  phone: '',
})
const STOPS = [stop('Muster AG', '3001'), stop('Beispiel GmbH', '3002')]

describe('AddressCarousel', () => {
  it('shows one address at a time, and a dot shows another', async () => {
    await renderWithI18n(<AddressCarousel stops={STOPS} note={(shown) => <i>note {shown.zip}</i>} />, 'en')
    expect(screen.getByText('Muster AG')).toBeTruthy()
    expect(screen.queryByText('Beispiel GmbH')).toBeNull()
    expect(screen.getByText('note 3001')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show address 2 of 2' }))
    expect(screen.getByText('Beispiel GmbH')).toBeTruthy()
    expect(screen.getByText('note 3002')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Show address 2 of 2' }).getAttribute('aria-current')).toBe(
      'true',
    )
  })

  it('a single address has no dots; no address shows a dash', async () => {
    await renderWithI18n(<AddressCarousel stops={STOPS.slice(0, 1)} note={() => null} />, 'en')
    expect(screen.queryByRole('button')).toBeNull()
    await renderWithI18n(<AddressCarousel stops={[]} note={() => null} />, 'en')
    expect(screen.getByText('—')).toBeTruthy()
  })

  it('with a title it is a carousel of its own, named by its heading', async () => {
    await renderWithI18n(<AddressCarousel title="Sender" stops={STOPS} note={() => null} />, 'en')
    const region = screen.getByRole('region', { name: 'Sender' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
  })
})
