// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { listItem } from '#domain/shipments/testing-items'
import {
  ACCOUNT,
  widgetBox as box,
  clearWidgetReplica,
  fakeDashboardApi,
  offline,
  renderDashboard,
  replicateArchivePage,
} from '#features/dashboard/testing/fake-dashboard-api'
import { anAddress, anAddressRow } from '#testing/factories'
import { ActiveWidget } from './active-widget'
import { AddressesWidget } from './addresses-widget'
import { ArchiveWidget } from './archive-widget'
import { RecurringShipmentsWidget } from './recurring-shipments-widget'

beforeEach(clearWidgetReplica)

describe('addresses widget (DASH-013 to DASH-015)', () => {
  it('shows the 3 newest addresses with zip and location, and links to the address book', async () => {
    await db.addressRows.bulkPut(
      [4, 9, 2, 7].map((id) =>
        anAddressRow(ACCOUNT, anAddress({ id, name: `Firma ${id}`, zip: `800${id}`, location: 'Zürich' })),
      ),
    )
    await renderDashboard(<AddressesWidget />, fakeDashboardApi())
    await screen.findByText('Firma 9', undefined, SLOW)
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

/** A live query's first answer on a loaded machine (the full test run) can take over a second. */
const SLOW = { timeout: 5_000 }

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
    // Each box reads the replica on its own: under load the second may answer a moment later.
    await waitFor(() => {
      expect(within(box('Addresses')).getByRole('status').textContent).toBe('Loading…')
      expect(within(box('Standing orders')).getByRole('status').textContent).toBe('Loading…')
    })
    expect(within(box('Addresses')).queryByText('No addresses found.')).toBeNull()

    const at = '2026-11-18T08:00:00.000Z'
    await db.meta.bulkPut([
      { account: ACCOUNT, key: 'lastSuccess:addresses', value: at },
      { account: ACCOUNT, key: 'lastSuccess:standingOrders', value: at },
    ])
    expect(await within(box('Addresses')).findByText('No addresses found.', undefined, SLOW)).toBeTruthy()
    expect(
      await within(box('Standing orders')).findByText('There are no standing orders.', undefined, SLOW),
    ).toBeTruthy()
  })
})

describe('archive widget (DASH-016 to DASH-019)', () => {
  it('shows the 3 latest delivered shipments of the kept first page, with links', async () => {
    await replicateArchivePage(
      [4, 3, 2, 1].map((key) =>
        listItem({
          key,
          externalNumber: `VK-${key}`,
          delivered: `2026-11-2${key}T10:00:00Z`,
          visierName: `Signer ${key}`,
        }),
      ),
    )
    await renderDashboard(<ArchiveWidget />, fakeDashboardApi())
    await screen.findByText('VK-4', undefined, SLOW)
    const archive = box('Archive')
    expect(within(archive).getAllByRole('listitem')).toHaveLength(3)
    expect(within(archive).getByText('24.11.2026 11:00')).toBeTruthy()
    expect(within(archive).getByText('Signed by Signer 4')).toBeTruthy()
    expect(within(archive).queryByText('VK-1')).toBeNull()
    expect(within(archive).getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/archive')
    expect(within(archive).getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe('/archive')
  })
})

describe('active widget (DASH-024 to DASH-030)', () => {
  it("is titled with today's date and shows the counts with plural shipments and their links", async () => {
    await renderDashboard(<ActiveWidget />, fakeDashboardApi())
    const active = await waitFor(() => box('Tuesday, 24 November 2026'))
    await within(active).findByText('1 shipment', undefined, SLOW)
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
    await within(active).findByText('1 shipment', undefined, SLOW)
    expect(within(active).getByText('0 shipments')).toBeTruthy()
    expect(within(active).getByText('—')).toBeTruthy()
  })
})

describe('standing orders widget', () => {
  it('shows 3 standing orders by sender with short weekday names, and an empty message without any', async () => {
    const { unmount } = await renderDashboard(<RecurringShipmentsWidget />, fakeDashboardApi())
    expect(await screen.findByText('There are no standing orders.', undefined, SLOW)).toBeTruthy()
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
    await screen.findByText('Alpha AG', undefined, SLOW)
    const rows = within(box('Standing orders')).getAllByRole('row').slice(1) as HTMLTableRowElement[]
    expect(rows.map((row) => row.cells[0]?.textContent)).toEqual(['Alpha AG', 'Beta AG', 'Gamma AG'])
    expect(rows.map((row) => row.cells[1]?.textContent)).toEqual(['To 2', 'To 3', 'To 4'])
    expect(rows[0]?.cells[2]?.textContent).toBe('Mon, Fri')
    expect(
      within(box('Standing orders')).getByRole('link', { name: 'Standing orders' }).getAttribute('href'),
    ).toBe('/recurring-orders')
  })
})
