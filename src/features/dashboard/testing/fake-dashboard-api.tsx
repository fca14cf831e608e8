import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { vi } from 'vitest'
import { ApiError } from '#api/errors'
import { db } from '#db/instance'
import type { ShipmentRow } from '#db/rows'
import { type DashboardApi, DashboardApiContext } from '#features/dashboard/dashboard-api'
import type { Locale } from '#i18n/locales'
import { clearAddresses } from '#testing/address-rows'
import { renderWithRouter } from '#testing/render'
import { archiveQueryKey, DEFAULT_ARCHIVE_QUERY } from '#worker/contract'

export const ACCOUNT = 'anna'

/** Empties the replica tables the widgets read, so each test sets its own rows. */
export async function clearWidgetReplica() {
  await Promise.all([
    clearAddresses(db),
    db.shipments.clear(),
    db.archivePages.clear(),
    db.standingOrders.clear(),
  ])
}

/** The archive's first page as the worker mirrors it: these archived shipments, in this order. */
export async function replicateArchivePage(items: ShipmentRow['item'][]) {
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
    keys: items.map((item) => item.key),
    total: items.length,
    fetchedAt: '2026-11-24T08:00:00.000Z',
  })
}

/** The widget box under a heading. */
export const widgetBox = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement

export const offline = () => new ApiError({ kind: 'offline', message: 'no network' })

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

/** Renders, and waits for the page's boxes, which mount one per task (use-first-widgets.ts). */
export async function renderDashboard(element: ReactNode, api: DashboardApi, locale: Locale = 'en') {
  const rendered = await renderWithRouter(
    <DashboardApiContext.Provider value={api}>{element}</DashboardApiContext.Provider>,
    {
      locale,
    },
  )
  await waitFor(
    () => {
      if (document.querySelector('[aria-busy="true"] > [data-column]'))
        throw new Error('boxes still mounting')
    },
    { timeout: 10_000 },
  )
  return rendered
}

/** Renders a widget as the shell would, with a way to switch the portal's language under it. */
export async function renderSwitchingLocale(widget: ReactNode, api: DashboardApi, to: Locale) {
  function Switchable() {
    const [locale, setLocale] = useState<Locale>(api.locale)
    return (
      <DashboardApiContext.Provider value={{ ...api, locale }}>
        <button type="button" onClick={() => setLocale(to)}>
          switch language
        </button>
        {widget}
      </DashboardApiContext.Provider>
    )
  }
  await renderDashboard(<Switchable />, api)
  return () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'switch language' }))
    })
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
