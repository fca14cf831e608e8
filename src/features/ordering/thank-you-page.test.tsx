// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '#testing/render'
import { OfferThankYouPage, OrderThankYouPage } from './thank-you-page'

const posts = [
  { link: 'https://example.test/a', title: 'Mit dem Velo durch Bern', imageUrl: null },
  { link: 'https://example.test/b', title: 'CO2-Bericht 2025', imageUrl: null },
  { link: 'https://example.test/c', title: 'Dritter Beitrag', imageUrl: null },
]

/** The order's thank-you page in English; override what a test is about. */
function renderOrderThanks(props: Partial<ComponentProps<typeof OrderThankYouPage>> = {}) {
  return renderWithRouter(
    <OrderThankYouPage
      mail="lager@muster.ch"
      phone="+41 44 000 00 00"
      phoneHref="tel:+41440000000"
      queued={false}
      loadPosts={async () => posts}
      {...props}
    />,
    { locale: 'en' },
  )
}

describe('order thank-you', () => {
  it('says the delivery note goes to the letter e-mail, gives the phone line and a way to order again', async () => {
    await renderOrderThanks()
    expect(screen.getByText(/The delivery note will be sent by e-mail to/).textContent).toContain(
      'lager@muster.ch. Please print it and hand it to the courier.',
    )
    expect(screen.getByRole('link', { name: '+41 44 000 00 00' }).getAttribute('href')).toBe(
      'tel:+41440000000',
    )
    expect(screen.getByRole('link', { name: 'Place another order' }).getAttribute('href')).toBe('/order')
  })

  it('shows two posts of the news feed', async () => {
    await renderOrderThanks()
    await screen.findByRole('link', { name: 'Mit dem Velo durch Bern' })
    expect(screen.getByRole('link', { name: 'CO2-Bericht 2025' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Dritter Beitrag' })).toBeNull()
  })

  it('a failing news feed shows nothing and no error', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('feed down')))
    await renderOrderThanks({ loadPosts: load })
    await waitFor(() => expect(load).toHaveBeenCalled())
    expect(screen.queryByRole('heading', { name: 'News' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('an order queued offline says it will be sent when there is a connection', async () => {
    await renderOrderThanks({ queued: true, loadPosts: async () => [] })
    expect(
      screen.getByText(
        /Your order is stored on this device and will be sent as soon as there is a connection/,
      ),
    ).toBeTruthy()
  })
})

describe('offer thank-you', () => {
  it('says the request was received and is answered Mon–Fri 08:00–18:00, with news', async () => {
    await renderWithRouter(<OfferThankYouPage queued={false} loadPosts={async () => posts} />, {
      locale: 'en',
    })
    expect(
      screen.getByText(
        'We have received your request for a quote and will respond Mon–Fri between 08:00 and 18:00.',
      ),
    ).toBeTruthy()
    await screen.findByRole('link', { name: 'Mit dem Velo durch Bern' })
  })
})
