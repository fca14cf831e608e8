import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { type DashboardApi, DashboardApiContext } from '#features/dashboard/dashboard-api'
import type { Locale } from '#i18n/locales'
import { renderWithRouter } from '#testing/render'

export const ACCOUNT = 'anna'

/** A DashboardApi with fixed, friendly answers; each call a spy a test can override. */
export function fakeDashboardApi(overrides: Partial<DashboardApi> = {}): DashboardApi {
  return {
    account: ACCOUNT,
    locale: 'en',
    today: () => '2026-11-24',
    summary: vi.fn(async () => ({ readyForPickup: 1, inTransit: 2, delivered: 0 })),
    savedEmission: vi.fn(async () => ({ savedEmissionThisYear: 8836.5 })),
    team: vi.fn(async () => [
      {
        image: { src: '/team/lea.jpg', srcset: '' },
        firstname: 'Lea',
        lastname: 'Brunner',
        position: 'Dispatch',
        phone: '+41 44 000 00 01',
        email: 'lea@example.ch',
      },
    ]),
    serviceInformation: vi.fn(async () => [
      { title: 'Holidays', description: '<p>Closed on <b>25 December</b></p>' },
    ]),
    blog: vi.fn(async () => [
      { link: 'https://example.ch/a', title: 'Post A', imageUrl: null },
      { link: 'https://example.ch/b', title: 'Post B', imageUrl: null },
      { link: 'https://example.ch/c', title: 'Post C', imageUrl: null },
    ]),
    searchLocations: vi.fn(async () => [
      { id: 1, label: '8001 Zürich', name: 'Zürich', code: '8001', is_active: true },
      { id: 2, label: '3011 Bern', name: 'Bern', code: '3011', is_active: true },
    ]),
    saveCalculatorPlaces: vi.fn(async () => undefined),
    openPriceCalculator: vi.fn(),
    links: {
      faq: 'https://example.ch/en/faq',
      team: 'https://example.ch/en/team',
      prices: 'https://example.ch/en/prices',
      blog: null,
    },
    canSwitchUser: false,
    trackForm: <p>reduced tracking form</p>,
    switchUserPanel: <p>switch user panel</p>,
    pick: (items) => items[0],
    ...overrides,
  }
}

export function renderDashboard(element: ReactNode, api: DashboardApi, locale: Locale = 'en') {
  return renderWithRouter(
    <DashboardApiContext.Provider value={api}>{element}</DashboardApiContext.Provider>,
    {
      locale,
    },
  )
}

/** Local storage for one test. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => {
      values.set(key, value)
    }),
    values,
  }
}
