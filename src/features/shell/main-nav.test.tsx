// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { MainNav } from './main-nav'

// Spec section 2: Dashboard, Active, Order, Offer, PriceCalculator, Archive, AddressBook, RecurringShipments.
const ITEMS = [
  ['Dashboard', '/'],
  ['Active shipments', '/active'],
  ['Order', '/order'],
  ['Offer', '/offer'],
  ['Price calculator', '/price-calculator'],
  ['Archive', '/archive'],
  ['Address book', '/address-book'],
  ['Standing orders', '/recurring-orders'],
] as const

function navLinks() {
  const nav = screen.getByRole('navigation', { name: translation('de', 'Main navigation') })
  return within(nav).getAllByRole('link') as HTMLAnchorElement[]
}

describe('MainNav', () => {
  it('lists the eight items in the order of the spec, with the catalog texts', async () => {
    await renderWithRouter(<MainNav id="nav" open={false} onNavigate={() => {}} />)
    const links = navLinks()
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ITEMS.map(([, href]) => href))
    expect(links.map((link) => link.textContent)).toEqual(ITEMS.map(([label]) => translation('de', label)))
  })

  it('carries the id that the burger button controls', async () => {
    await renderWithRouter(<MainNav id="main-nav" open onNavigate={() => {}} />)
    expect(screen.getByRole('navigation').id).toBe('main-nav')
  })

  it('marks only the current screen as the current page (the dashboard only on /)', async () => {
    await renderWithRouter(<MainNav id="nav" open={false} onNavigate={() => {}} />, { path: '/archive' })
    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/archive'])
  })

  it('marks the dashboard on /', async () => {
    await renderWithRouter(<MainNav id="nav" open={false} onNavigate={() => {}} />, { path: '/' })
    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/'])
  })

  it('tells the layout when an item is chosen (to close the mobile menu)', async () => {
    const onNavigate = vi.fn()
    await renderWithRouter(<MainNav id="nav" open onNavigate={onNavigate} />)
    const offer = navLinks()[3]
    if (!offer) throw new Error('no offer link')
    fireEvent.click(offer)
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })
})
