// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { db } from '#db/instance'
import { listItem } from '#domain/shipments/testing-items'
import { ACCOUNT, fakeDashboardApi, renderDashboard } from '#features/dashboard/testing/fake-dashboard-api'
import { anAddress, anAddressRow } from '#testing/factories'
import { archiveQueryKey, DEFAULT_ARCHIVE_QUERY } from '#worker/contract'
import { ActiveWidget } from './active-widget'
import { AddressesWidget } from './addresses-widget'
import { ArchiveWidget } from './archive-widget'
import { BlogWidget } from './blog-widget'
import { EmployeeWidget } from './employee-widget'
import { PriceCalculatorWidget } from './price-calculator-widget'
import { QuickLinksWidget } from './quick-links-widget'
import { RecurringShipmentsWidget } from './recurring-shipments-widget'
import { SavingsWidget } from './savings-widget'
import { ServiceInformationWidget } from './service-information-widget'
import { SwitchUserWidget } from './switch-user-widget'
import { TrackWidget } from './track-widget'

beforeEach(async () => {
  await Promise.all([
    db.addressBlocks.clear(),
    db.shipments.clear(),
    db.archivePages.clear(),
    db.standingOrders.clear(),
  ])
})

const box = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement
const offline = () => new ApiError({ kind: 'offline', message: 'no network' })

describe('addresses widget (DASH-013 to DASH-015)', () => {
  it('shows the 3 newest addresses with zip and location, and links to the address book', async () => {
    await db.addressRows.bulkPut(
      [4, 9, 2, 7].map((id) =>
        anAddressRow(ACCOUNT, anAddress({ id, name: `Firma ${id}`, zip: `800${id}`, location: 'Zürich' })),
      ),
    )
    await renderDashboard(<AddressesWidget />, fakeDashboardApi())
    await screen.findByText('Firma 9')
    const names = within(box('Addresses'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent)
    expect(names).toEqual(['Firma 9', 'Firma 7', 'Firma 4'])
    expect(within(box('Addresses')).getByText('8009')).toBeTruthy()
    expect(within(box('Addresses')).getByRole('link', { name: 'Address book' }).getAttribute('href')).toBe(
      '/address-book',
    )
  })
})

describe('the addresses and standing-orders widgets before the first sync', () => {
  it('say they are loading while nothing was ever mirrored, and that the list is empty once it was', async () => {
    await db.meta.clear()
    await renderDashboard(
      <>
        <AddressesWidget />
        <RecurringShipmentsWidget />
      </>,
      fakeDashboardApi(),
    )
    await waitFor(() => expect(within(box('Addresses')).getByRole('status').textContent).toBe('Loading…'))
    expect(within(box('Standing orders')).getByRole('status').textContent).toBe('Loading…')
    expect(within(box('Addresses')).queryByText('No addresses found.')).toBeNull()

    const at = '2026-11-18T08:00:00.000Z'
    await db.meta.bulkPut([
      { account: ACCOUNT, key: 'lastSuccess:addresses', value: at },
      { account: ACCOUNT, key: 'lastSuccess:standingOrders', value: at },
    ])
    expect(await within(box('Addresses')).findByText('No addresses found.')).toBeTruthy()
    expect(await within(box('Standing orders')).findByText('There are no standing orders.')).toBeTruthy()
  })
})

describe('archive widget (DASH-016 to DASH-019)', () => {
  it('shows the 3 latest delivered shipments of the kept first page, with links', async () => {
    const items = [1, 2, 3, 4].map((key) =>
      listItem({
        key,
        externalNumber: `VK-${key}`,
        delivered: `2026-11-2${key}T10:00:00Z`,
        visierName: `Signer ${key}`,
      }),
    )
    await db.shipments.bulkPut(
      items.map((item) => ({
        account: ACCOUNT,
        key: item.key,
        list: 'archive' as const,
        item,
        detail: null,
        pendingSeq: null,
      })),
    )
    await db.archivePages.put({
      account: ACCOUNT,
      queryKey: archiveQueryKey(DEFAULT_ARCHIVE_QUERY),
      keys: [4, 3, 2, 1],
      total: 4,
      fetchedAt: '2026-11-24T08:00:00.000Z',
    })
    await renderDashboard(<ArchiveWidget />, fakeDashboardApi())
    await screen.findByText('VK-4')
    const archive = box('Archive')
    expect(within(archive).getAllByRole('listitem')).toHaveLength(3)
    expect(within(archive).getByText('24.11.2026 11:00')).toBeTruthy()
    expect(within(archive).getByText('Signed by Signer 4')).toBeTruthy()
    expect(within(archive).queryByText('VK-1')).toBeNull()
    expect(within(archive).getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/archive')
    expect(within(archive).getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe('/archive')
  })
})

describe('savings widget (DASH-020 to DASH-023)', () => {
  it('shows kg of CO2 in the Swiss format of the language, and a link', async () => {
    await renderDashboard(<SavingsWidget />, fakeDashboardApi())
    expect(await screen.findByText(/8.836\.5/)).toBeTruthy()
    expect(within(box('CO2 saved this year')).getByRole('link').getAttribute('href')).toBe(
      'https://example.ch/en/prices',
    )
  })

  it('shows 0 for a negative saving', async () => {
    await renderDashboard(
      <SavingsWidget />,
      fakeDashboardApi({ savedEmission: vi.fn(async () => ({ savedEmissionThisYear: -40 })) }),
    )
    expect(await screen.findByText('0.0')).toBeTruthy()
  })

  it('offline, says in its own box that it needs the network', async () => {
    await renderDashboard(
      <SavingsWidget />,
      fakeDashboardApi({ savedEmission: vi.fn().mockRejectedValue(offline()) }),
    )
    expect(await screen.findByText('You are offline. This box needs the network.')).toBeTruthy()
  })
})

describe('active widget (DASH-024 to DASH-030)', () => {
  it("is titled with today's date and shows the counts with plural shipments and their links", async () => {
    await renderDashboard(<ActiveWidget />, fakeDashboardApi())
    const active = await waitFor(() => box('Tuesday, 24 November 2026'))
    await within(active).findByText('1 shipment')
    expect(within(active).getByText('2 shipments')).toBeTruthy()
    expect(within(active).getByText('0 shipments')).toBeTruthy()
    const more = within(active)
      .getAllByRole('link', { name: /^more/ })
      .map((link) => link.getAttribute('href'))
    expect(more).toEqual([
      '/active?state=readyForPickup',
      '/active?state=inTransit',
      '/archive?initialDate=2026-11-24',
    ])
    expect(within(active).getByRole('link', { name: 'Active shipments' }).getAttribute('href')).toBe(
      '/active',
    )
  })

  it('offline, counts what the mirrored active list tells, and delivered needs the network', async () => {
    const item = listItem({ key: 1, state: 100 })
    await db.shipments.put({ account: ACCOUNT, key: 1, list: 'active', item, detail: null, pendingSeq: null })
    await renderDashboard(
      <ActiveWidget />,
      fakeDashboardApi({ summary: vi.fn().mockRejectedValue(offline()) }),
    )
    const active = box('Tuesday, 24 November 2026')
    await within(active).findByText('1 shipment')
    expect(within(active).getByText('0 shipments')).toBeTruthy()
    expect(within(active).getByText('—')).toBeTruthy()
  })
})

describe('quick links widget (DASH-031 to DASH-033)', () => {
  it('links to order, offer, profile, FAQ, team and prices, and to the blog only when given (de, fr)', async () => {
    const { unmount } = await renderDashboard(<QuickLinksWidget />, fakeDashboardApi())
    const links = within(box('Quick links'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      '/order',
      '/offer',
      '/profile',
      'https://example.ch/en/faq',
      'https://example.ch/en/team',
      'https://example.ch/en/prices',
    ])
    unmount()
    await renderDashboard(
      <QuickLinksWidget />,
      fakeDashboardApi({ links: { faq: 'f', team: 't', prices: 'p', blog: 'https://example.ch/de/blog' } }),
    )
    expect(within(box('Quick links')).getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe(
      'https://example.ch/de/blog',
    )
  })
})

describe('employee widget (DASH-034 to DASH-037)', () => {
  it('shows the picked employee with image, name, position, phone and a mail link, fetched again in another language', async () => {
    const api = fakeDashboardApi()
    const { DashboardApiContext } = await import('#features/dashboard/dashboard-api')
    function Switchable() {
      const [locale, setLocale] = useState<'en' | 'fr'>('en')
      return (
        <DashboardApiContext.Provider value={{ ...api, locale }}>
          <button type="button" onClick={() => setLocale('fr')}>
            français
          </button>
          <EmployeeWidget />
        </DashboardApiContext.Provider>
      )
    }
    await renderDashboard(<Switchable />, api)
    await screen.findByText('Lea Brunner')
    const contact = box('Your contact')
    expect(contact.querySelector('img')?.getAttribute('src')).toBe('/team/lea.jpg')
    expect(within(contact).getByText('Dispatch')).toBeTruthy()
    expect(within(contact).getByRole('link', { name: '+41 44 000 00 01' })).toBeTruthy()
    expect(within(contact).getByRole('link', { name: 'lea@example.ch' }).getAttribute('href')).toBe(
      'mailto:lea@example.ch',
    )
    expect(api.team).toHaveBeenCalledTimes(1)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'français' }))
    })
    await waitFor(() => expect(api.team).toHaveBeenCalledTimes(2))
  })
})

describe('price calculator widget (DASH-038 to DASH-041)', () => {
  it('requires from and to, and saves them into the draft before opening the calculator', async () => {
    const api = fakeDashboardApi()
    await renderDashboard(<PriceCalculatorWidget />, api)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate price' }))
    })
    expect(screen.getAllByText('Please choose a place.')).toHaveLength(2)
    expect(api.saveCalculatorPlaces).not.toHaveBeenCalled()
    expect(api.openPriceCalculator).not.toHaveBeenCalled()
  })
})

describe('price calculator widget, as the user types', () => {
  const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement
  async function choose(name: string, text: string, option: string) {
    await act(async () => {
      fireEvent.change(field(name), { target: { value: text } })
    })
    const found = await screen.findByRole('option', { name: option }, { timeout: 2000 })
    await act(async () => {
      fireEvent.click(found)
    })
  }

  it('flags a place as soon as it is edited away, without a submit, and saves both before navigating (DASH-039 to DASH-041)', async () => {
    const api = fakeDashboardApi()
    await renderDashboard(<PriceCalculatorWidget />, api)
    await choose('From', '800', '8001 Zürich')
    expect(screen.queryByText('Please choose a place.')).toBeNull()
    await act(async () => {
      fireEvent.change(field('From'), { target: { value: '8001 Zürichx' } })
    })
    expect(screen.getAllByText('Please choose a place.')).toHaveLength(1)
    await choose('From', '800', '8001 Zürich')
    await choose('To', '301', '3011 Bern')
    expect(screen.queryByText('Please choose a place.')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate price' }))
    })
    expect(api.saveCalculatorPlaces).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, code: '8001' }),
      expect.objectContaining({ id: 2, code: '3011' }),
    )
    expect(api.openPriceCalculator).toHaveBeenCalled()
  })
})

describe('service information widget (DASH-042 to DASH-045)', () => {
  it('shows each entry with its sanitised description', async () => {
    const api = fakeDashboardApi({
      serviceInformation: vi.fn(async () => [
        {
          title: 'Notice',
          description:
            '<p>Hello <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
        },
      ]),
    })
    await renderDashboard(<ServiceInformationWidget />, api)
    const notice = await waitFor(() => box('Service information'))
    await waitFor(() => expect(notice.textContent).toContain('Hello'))
    expect(notice.innerHTML).not.toContain('onerror')
    expect(notice.innerHTML).not.toContain('<script')
    expect(notice.innerHTML).not.toContain('javascript:')
  })

  it('is fetched again when the language changes', async () => {
    const api = fakeDashboardApi()
    const { DashboardApiContext } = await import('#features/dashboard/dashboard-api')
    function Switchable() {
      const [locale, setLocale] = useState<'en' | 'it'>('en')
      return (
        <DashboardApiContext.Provider value={{ ...api, locale }}>
          <button type="button" onClick={() => setLocale('it')}>
            italiano
          </button>
          <ServiceInformationWidget />
        </DashboardApiContext.Provider>
      )
    }
    await renderDashboard(<Switchable />, api)
    await screen.findByText('Holidays')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'italiano' }))
    })
    await waitFor(() => expect(api.serviceInformation).toHaveBeenCalledTimes(2))
  })

  it('holds its place while the notices load, then shows them clamped until opened', async () => {
    let answer: (entries: { title: string; description: string }[]) => void = () => undefined
    const api = fakeDashboardApi({
      serviceInformation: vi.fn(
        () => new Promise<{ title: string; description: string }[]>((resolve) => (answer = resolve)),
      ),
    })
    await renderDashboard(<ServiceInformationWidget />, api)
    // The box is there from the first frame, so the boxes under it never jump when notices arrive.
    const loading = box('Service information')
    expect(loading.getAttribute('aria-busy')).toBe('true')
    await act(async () => answer([{ title: 'Holidays', description: '<p>Closed on 1 August.</p>' }]))
    const toggle = await screen.findByRole('button', { name: 'Show all notices' })
    expect(box('Service information').getAttribute('aria-busy')).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(list).getByText('Closed on 1 August.')).toBeTruthy()
    expect(list.className).toContain('noticesClamped')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true')
    expect(list.className).not.toContain('noticesClamped')
  })

  it('is hidden when there are no entries', async () => {
    await renderDashboard(
      <ServiceInformationWidget />,
      fakeDashboardApi({ serviceInformation: vi.fn(async () => []) }),
    )
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Service information' })).toBeNull())
  })
})

describe('track and switch-user widgets (TRACK-021, SWITCH-001)', () => {
  it('mounts the reduced tracking form', async () => {
    await renderDashboard(<TrackWidget />, fakeDashboardApi())
    expect(within(box('Track shipment')).getByText('reduced tracking form')).toBeTruthy()
  })

  it('shows the switch-user panel only to users with the role', async () => {
    const { unmount } = await renderDashboard(<SwitchUserWidget />, fakeDashboardApi())
    expect(screen.queryByRole('heading', { name: 'Switch user' })).toBeNull()
    unmount()
    await renderDashboard(<SwitchUserWidget />, fakeDashboardApi({ canSwitchUser: true }))
    expect(within(box('Switch user')).getByText('switch user panel')).toBeTruthy()
  })
})

describe('standing orders widget', () => {
  it('shows 3 standing orders by sender with short weekday names, and an empty message without any', async () => {
    const { unmount } = await renderDashboard(<RecurringShipmentsWidget />, fakeDashboardApi())
    expect(await screen.findByText('There are no standing orders.')).toBeTruthy()
    unmount()
    const order = (key: number, sender: string, days: string[]) => ({
      account: ACCOUNT,
      key,
      pendingSeq: null,
      order: { key, from: [{ name: sender }], to: [{ name: `To ${key}` }], days } as never,
    })
    await db.standingOrders.bulkPut([
      order(1, 'Zeta AG', ['monday']),
      order(2, 'Alpha AG', ['monday', 'friday']),
      order(3, 'Beta AG', ['wednesday']),
      order(4, 'Gamma AG', ['sunday']),
    ])
    await renderDashboard(<RecurringShipmentsWidget />, fakeDashboardApi())
    await screen.findByText('Alpha AG')
    const rows = within(box('Standing orders')).getAllByRole('row').slice(1) as HTMLTableRowElement[]
    expect(rows.map((row) => row.cells[0]?.textContent)).toEqual(['Alpha AG', 'Beta AG', 'Gamma AG'])
    expect(rows.map((row) => row.cells[1]?.textContent)).toEqual(['To 2', 'To 3', 'To 4'])
    expect(rows[0]?.cells[2]?.textContent).toBe('Mon, Fri')
    expect(
      within(box('Standing orders')).getByRole('link', { name: 'Standing orders' }).getAttribute('href'),
    ).toBe('/recurring-orders')
  })
})

describe('blog widget (DASH-046, DASH-047)', () => {
  it('shows 2 posts with their links', async () => {
    await renderDashboard(<BlogWidget />, fakeDashboardApi())
    await screen.findByText('Post A')
    expect(
      within(box('News'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://example.ch/a', 'https://example.ch/b'])
  })

  it('shows nothing, and no error, when the feed fails', async () => {
    const api = fakeDashboardApi({
      blog: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'x' })),
    })
    await renderDashboard(<BlogWidget />, api)
    await waitFor(() => expect(api.blog).toHaveBeenCalled())
    expect(screen.queryByRole('heading', { name: 'News' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
