// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { DefaultLayout, type SignedInUser } from './default-layout'

const anna: SignedInUser = { initials: 'AM', displayName: 'Anna Muster' }

function renderLayout({
  user,
  onLogout = () => {},
  onLocaleChange = () => {},
}: {
  user: SignedInUser | undefined
  onLogout?: () => void
  onLocaleChange?: (locale: string) => void
}) {
  return renderWithRouter(
    <DefaultLayout
      locale="de"
      onLocaleChange={onLocaleChange}
      websiteBaseUrl="https://www.example.ch"
      user={user}
      onLogout={onLogout}
      tracking={<p>tracking form</p>}
    >
      <p>page content</p>
    </DefaultLayout>,
  )
}

const header = () => screen.getByRole('banner')
const avatar = () => screen.getByTestId('user-menu')
const de = (message: string, values?: Record<string, string>) => translation('de', message, values)

afterEach(() => {
  vi.useRealTimers()
})

// The dialog's code loads on demand; a cold import in a test run can outlast findBy's second.
beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

describe('DefaultLayout without a user', () => {
  it('shows only the language switcher in the header: no avatar, no navigation, no tracking button', async () => {
    await renderLayout({ user: undefined })
    const banner = header()
    expect(within(banner).getAllByRole('combobox')).toHaveLength(1)
    expect(within(banner).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByTestId('user-menu')).toBeNull()
    expect(screen.queryByRole('navigation', { name: de('Main navigation') })).toBeNull()
    expect(screen.queryByRole('button', { name: de('Track shipment') })).toBeNull()
    expect(screen.queryByRole('button', { name: de('Menu') })).toBeNull()
  })

  it('still shows the page, the skip link and the footer', async () => {
    await renderLayout({ user: undefined })
    expect(screen.getByRole('main').textContent).toContain('page content')
    expect(screen.getByRole('link', { name: de('Skip to content') }).getAttribute('href')).toBe('#main')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })
})

describe('DefaultLayout with a user', () => {
  it('shows the initials, the main navigation and the tracking button', async () => {
    await renderLayout({ user: anna })
    const banner = header()
    expect(avatar().textContent).toBe('AM')
    expect(avatar().getAttribute('aria-label')).toBe(
      de('Account menu of {displayName}', { displayName: 'Anna Muster' }),
    )
    expect(within(banner).getByRole('button', { name: de('Track shipment') })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: de('Main navigation') })
    expect(within(nav).getAllByRole('link')).toHaveLength(8)
    expect(within(banner).getAllByRole('combobox')).toHaveLength(1)
  })

  it('toggles the navigation with the burger button', async () => {
    await renderLayout({ user: anna })
    const burger = screen.getByRole('button', { name: de('Menu') })
    const nav = screen.getByRole('navigation', { name: de('Main navigation') })
    expect(burger.getAttribute('aria-controls')).toBe(nav.id)
    expect(burger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(burger)
    expect(burger.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(burger)
    expect(burger.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the tracking popup with its content', async () => {
    await renderLayout({ user: anna })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: de('Track shipment') }))
    const dialog = await screen.findByRole('dialog', { name: de('Track shipment') })
    expect(dialog.textContent).toContain('tracking form')
  })

  it('closes the tracking popup on Escape and gives the focus back to the tracking button (TRACK-001)', async () => {
    await renderLayout({ user: anna })
    const button = screen.getByRole('button', { name: de('Track shipment') })
    button.focus()
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: de('Track shipment') })
    // The modal loads on demand and then takes the focus: Escape is pressed where the user is.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
      fireEvent.keyUp(document.activeElement ?? dialog, { key: 'Escape' })
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('says the tracking is being built while no tracking form is given', async () => {
    await renderWithRouter(
      <DefaultLayout
        locale="de"
        onLocaleChange={() => {}}
        websiteBaseUrl="https://www.example.ch"
        user={anna}
        onLogout={() => {}}
      >
        <p>page content</p>
      </DefaultLayout>,
    )
    fireEvent.click(screen.getByRole('button', { name: de('Track shipment') }))
    expect((await screen.findByRole('dialog')).textContent).toContain(de('This page is being built.'))
  })
})

describe('DefaultLayout: avatar menu', () => {
  it('opens with the profile link and a logout button that calls onLogout', async () => {
    const onLogout = vi.fn()
    await renderLayout({ user: anna, onLogout })
    expect(screen.queryByTestId('logout')).toBeNull()
    expect(avatar().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(avatar())
    expect(avatar().getAttribute('aria-expanded')).toBe('true')
    const menu = document.getElementById(avatar().getAttribute('aria-controls') ?? '')
    if (!menu) throw new Error('the avatar does not control a menu')
    expect(menu.textContent).toContain('Anna Muster')
    expect(
      within(menu)
        .getByRole('link', { name: de('Profile') })
        .getAttribute('href'),
    ).toBe('/profile')

    const logout = within(menu).getByRole('button', { name: de('Log out') })
    expect(onLogout).not.toHaveBeenCalled()
    fireEvent.click(logout)
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('closes on Escape and gives the focus back to the avatar', async () => {
    await renderLayout({ user: anna })
    fireEvent.click(avatar())
    const logout = screen.getByTestId('logout')
    logout.focus()
    expect(document.activeElement).toBe(logout)

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(screen.queryByTestId('logout')).toBeNull()
    expect(avatar().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(avatar())
  })

  it('closes on a click elsewhere but not on a click inside', async () => {
    await renderLayout({ user: anna })
    fireEvent.click(avatar())
    fireEvent.pointerDown(screen.getByTestId('logout'))
    expect(screen.queryByTestId('logout')).not.toBeNull()
    fireEvent.pointerDown(screen.getByRole('main'))
    expect(screen.queryByTestId('logout')).toBeNull()
  })

  it('closes when the avatar is clicked again', async () => {
    await renderLayout({ user: anna })
    fireEvent.click(avatar())
    fireEvent.click(avatar())
    expect(screen.queryByTestId('logout')).toBeNull()
  })
})

describe('DefaultLayout: languages and footer', () => {
  it('passes a language chosen in the header or the footer to onLocaleChange', async () => {
    const onLocaleChange = vi.fn()
    await renderLayout({ user: undefined, onLocaleChange })
    fireEvent.change(within(header()).getByRole('combobox'), { target: { value: 'fr' } })
    expect(onLocaleChange).toHaveBeenLastCalledWith('fr')
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Italiano' }))
    expect(onLocaleChange).toHaveBeenLastCalledWith('it')
  })

  it('shows the current year in the footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'))
    await renderLayout({ user: undefined })
    expect(within(screen.getByRole('contentinfo')).getByText(/©\s*2031/)).toBeTruthy()
  })

  it('links the help strip to the FAQ of the language', async () => {
    await renderLayout({ user: undefined })
    const help = screen.getByRole('complementary', { name: de('Help') })
    expect(
      within(help)
        .getByRole('link', { name: de('FAQ') })
        .getAttribute('href'),
    ).toBe('https://www.example.ch/de/faq')
  })

  it('links the help strip to the phone line', async () => {
    await renderLayout({ user: undefined })
    const help = screen.getByRole('complementary', { name: de('Help') })
    const phone = within(help).getByRole('link', { name: new RegExp(`${de('Phone')}\\s*\\+41 44 000 00 00`) })
    expect(phone.getAttribute('href')).toBe('tel:+41440000000')
  })
})

describe('DefaultLayout: header', () => {
  it.each([undefined, anna])('links the logo to the dashboard (user: %j)', async (user) => {
    await renderLayout({ user })
    const logo = within(header()).getByRole('link', { name: de('Velocity Kurier, to the dashboard') })
    expect(logo.getAttribute('href')).toBe('/')
  })
})
