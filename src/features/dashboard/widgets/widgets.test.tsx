// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import {
  widgetBox as box,
  clearWidgetReplica,
  fakeDashboardApi,
  offline,
  renderDashboard,
  renderSwitchingLocale,
} from '#features/dashboard/testing/fake-dashboard-api'
import { translation } from '#testing/catalog'
import { BlogWidget } from './blog-widget'
import { EmployeeWidget } from './employee-widget'
import { PriceCalculatorWidget } from './price-calculator-widget'
import { QuickLinksWidget } from './quick-links-widget'
import { SavingsWidget } from './savings-widget'
import { ServiceInformationWidget } from './service-information-widget'
import { SwitchUserWidget } from './switch-user-widget'
import { TrackWidget } from './track-widget'

beforeEach(clearWidgetReplica)

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

describe('an online widget when the server cannot be reached (issue 20, item 6)', () => {
  const de = (message: string) => translation('de', message)

  it('a timeout says the server is not answering, not that the device is offline', async () => {
    const timeout = new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
    await renderDashboard(
      <SavingsWidget />,
      fakeDashboardApi({ savedEmission: vi.fn().mockRejectedValue(timeout) }),
      'de',
    )
    const text = await screen.findByText(
      de(
        'The server is not answering right now, so this box could not be loaded. Please reload the page in a moment.',
      ),
    )
    expect(text.textContent?.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) still says the device is offline', async () => {
    await renderDashboard(
      <SavingsWidget />,
      fakeDashboardApi({ savedEmission: vi.fn().mockRejectedValue(offline()) }),
      'de',
    )
    expect(await screen.findByText(de('You are offline. This box needs the network.'))).toBeTruthy()
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
    const switchLanguage = await renderSwitchingLocale(<EmployeeWidget />, api, 'fr')
    await screen.findByText('Lea Brunner')
    const contact = box('Your contact')
    expect(contact.querySelector('img')?.getAttribute('src')).toBe('/team/lea.jpg')
    expect(within(contact).getByText('Dispatch')).toBeTruthy()
    expect(within(contact).getByRole('link', { name: '+41 44 000 00 01' })).toBeTruthy()
    expect(within(contact).getByRole('link', { name: 'lea@example.ch' }).getAttribute('href')).toBe(
      'mailto:lea@example.ch',
    )
    expect(api.team).toHaveBeenCalledTimes(1)
    await switchLanguage()
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
    const switchLanguage = await renderSwitchingLocale(<ServiceInformationWidget />, api, 'it')
    await screen.findByText('Holidays')
    await switchLanguage()
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
