// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { Profile } from '#domain/entities/profile'
import { translation } from '#testing/catalog'
import { anAddress, aProfile } from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { ProfilePage } from './profile-page'
import type { ProfileSaveOutcome } from './profile-save-outcome'

afterEach(() => {
  vi.restoreAllMocks()
})

const sender = anAddress({
  id: 10001,
  name: 'Brunner Design GmbH',
  contact: 'Lea Brunner',
  street: 'Bahnhofstrasse 12',
  zip: '8001',
  location: 'Zürich',
  phone: '+41 44 000 21 10',
  standardSenderAddress: true,
})
const invoice = anAddress({
  id: 10003,
  name: 'Brunner Buchhaltung',
  contact: '',
  street: 'Postfach 44',
  zip: '8021',
  location: 'Zürich',
  phone: '',
  locationId: null,
  isBillingAddress: true,
  standardBillingAddress: true,
})
const profile = aProfile({
  username: 'customer',
  invoiceDispatchType: 'post',
  invoiceEmail: 'rechnungen@example.ch',
  invoiceType: 'single',
  defaultSenderAddress: sender,
  defaultReceiverAddress: null,
  defaultInvoiceAddress: invoice,
})

/** The replica's profile as the page receives it; a test may hand it a newer one later. */
let showProfile: (next: Profile) => void = () => undefined

function Replica({ first, onSave }: { first: Profile | null | undefined; onSave: ProfilePageSave }) {
  const [shown, setShown] = useState(first)
  showProfile = setShown
  return (
    <ProfilePage
      profile={shown}
      lastSuccess="2026-11-18T08:05:00.000Z"
      supportEmail="kundendienst@example.ch"
      onSave={onSave}
    />
  )
}

type ProfilePageSave = () => Promise<ProfileSaveOutcome>

async function renderPage(
  shown: Profile | null | undefined,
  onSave: ProfilePageSave = async () => ({ kind: 'saved' }),
) {
  const save = vi.fn(onSave)
  const rendered = await renderWithRouter(<Replica first={shown} onSave={save} />, {
    path: '/profile',
    locale: 'en',
  })
  return { ...rendered, save }
}

const box = (title: string) => screen.getByRole('region', { name: title })
const href = (element: HTMLElement) => element.getAttribute('href')

describe('ProfilePage (spec section 2)', () => {
  it('shows the form under "Edit profile", with the time the data is from', async () => {
    await renderPage(profile)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile')
    expect(
      screen
        .getByText(/^Data as of /)
        .closest('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-11-18T08:05:00.000Z')
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Muster AG')
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeTruthy()
  })

  it("has a 'Change password' button to /profile/change-password", async () => {
    await renderPage(profile)
    expect(href(screen.getByRole('link', { name: 'Change password' }))).toBe('/profile/change-password')
  })

  it('shows the default sender, receiver and invoice address in their own boxes', async () => {
    await renderPage(profile)
    const senderBox = box('Standard sender address')
    expect(within(senderBox).getByText(/Brunner Design GmbH/).textContent).toBe(
      'Brunner Design GmbH\nLea Brunner\nBahnhofstrasse 12\n8001 Zürich\n+41 44 000 21 10',
    )
    expect(within(box('Standard billing address')).getByText(/Brunner Buchhaltung/).textContent).toBe(
      'Brunner Buchhaltung\nPostfach 44\n8021 Zürich',
    )
    expect(within(box('Standard receiver address')).getByText('No default address set.')).toBeTruthy()
  })

  it("'Change default address' opens EditAddress of that address; 'Set default address' the address book", async () => {
    await renderPage(profile)
    const change = within(box('Standard sender address')).getByRole('link', {
      name: 'Change default address',
    })
    expect(href(change)).toBe('/address-book/10001/edit')
    expect(change.getAttribute('aria-describedby')).toBe(
      box('Standard sender address').getAttribute('aria-labelledby'),
    )
    expect(
      href(within(box('Standard billing address')).getByRole('link', { name: 'Change default address' })),
    ).toBe('/address-book/10003/edit')
    const set = within(box('Standard receiver address')).getByRole('link', { name: 'Set default address' })
    expect(href(set)).toBe('/address-book')
    expect(
      within(box('Standard receiver address')).queryByRole('link', { name: 'Change default address' }),
    ).toBeNull()
  })

  it("with no defaults at all, every box offers 'Set default address'", async () => {
    await renderPage(aProfile())
    expect(screen.getAllByRole('link', { name: 'Set default address' }).map(href)).toEqual([
      '/address-book',
      '/address-book',
      '/address-book',
    ])
  })
})

describe('the Delivery/Billing box (spec sections 2 and 6)', () => {
  it('shows delivery type, invoice e-mail and billing type, read-only', async () => {
    await renderPage(profile)
    const billing = box('Delivery/Billing')
    const facts = [...billing.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(facts).toEqual([
      ['Delivery type', 'By post (paper invoices carry a processing fee)'],
      ['Invoice e-mail', 'rechnungen@example.ch'],
      ['Billing type', 'Single invoice per order'],
    ])
    expect(within(billing).queryAllByRole('textbox')).toHaveLength(0)
    expect(within(billing).queryAllByRole('combobox')).toHaveLength(0)
    // Nothing of it is in the form either.
    expect(screen.queryByRole('textbox', { name: 'Invoice e-mail' })).toBeNull()
  })

  it('the defaults read e-mail (PDF) and the monthly collective invoice', async () => {
    await renderPage(aProfile({ invoiceDispatchType: 'email', invoiceType: 'monthly' }))
    const billing = box('Delivery/Billing')
    expect(within(billing).getByText('By e-mail (PDF)')).toBeTruthy()
    expect(within(billing).getByText('Monthly collective invoice')).toBeTruthy()
  })

  it("changes are requested by the mail link 'Request change', prefilled with the account and the settings", async () => {
    await renderPage(profile)
    const link = within(box('Delivery/Billing')).getByRole('link', { name: 'Request change' })
    const url = new URL(href(link) ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('kundendienst@example.ch')
    expect(url.searchParams.get('subject')).toBe('Request to change the delivery and billing settings')
    expect(url.searchParams.get('body')?.split('\r\n')).toEqual([
      'Customer account: customer',
      'Delivery type: By post (paper invoices carry a processing fee)',
      'Invoice e-mail: rechnungen@example.ch',
      'Billing type: Single invoice per order',
      '',
      'Please change the following:',
      '',
    ])
  })
})

describe('ProfilePage states', () => {
  it('offline: says up front that saving needs the network, and still shows the profile', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderPage(profile)
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(
      'You are offline: this is your profile as last loaded on this device. Saving changes needs the network.',
    )
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Muster AG')
  })

  it('while the device is read: loading; with no profile on the device: says so', async () => {
    const loading = await renderPage(undefined)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    loading.unmount()
    await renderPage(null)
    expect(screen.getByRole('alert').textContent).toBe(
      'Your profile has not been loaded on this device yet. Please connect and try again.',
    )
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull()
  })

  it('saves through onSave and shows the outcome', async () => {
    const { save } = await renderPage(profile)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    })
    expect(save).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Your profile has been saved.')).toBeTruthy()
  })

  it('a newer profile from the replica fills a form the user has not touched, not one being edited', async () => {
    await renderPage(profile)
    await act(async () => {
      showProfile({ ...profile, phone: '+41 44 999 00 00' })
    })
    const phone = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement
    expect(phone().value).toBe('+41 44 999 00 00')
    await act(async () => {
      fireEvent.change(phone(), { target: { value: '+41 44 111 11 11' } })
    })
    await act(async () => {
      showProfile({ ...profile, phone: '+41 44 222 22 22' })
    })
    expect(phone().value).toBe('+41 44 111 11 11')
  })
})

describe('ProfilePage when its last load could not reach the server (issue 20, item 6)', () => {
  const de = (message: string) => translation('de', message)
  const renderFailed = (loadFailure: ApiError) =>
    renderWithRouter(
      <ProfilePage
        profile={profile}
        lastSuccess="2026-11-18T08:05:00.000Z"
        loadFailure={loadFailure}
        supportEmail="kundendienst@example.ch"
        onSave={async () => ({ kind: 'saved' })}
      />,
      { path: '/profile' },
    )

  it('online, a timeout says the server is not answering and the profile is the copy on the device, not that the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await renderFailed(new ApiError({ kind: 'timeout', message: 'The server did not answer in time' }))
    const text = screen.getByRole('status', { name: '' }).textContent ?? ''
    expect(text).toBe(
      de(
        'The server is not answering right now: this is your profile as last loaded on this device. Saving changes may not work until it answers again.',
      ),
    )
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) still says the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await renderFailed(new ApiError({ kind: 'offline', message: 'The server could not be reached' }))
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      de(
        'You are offline: this is your profile as last loaded on this device. Saving changes needs the network.',
      ),
    )
  })
})
