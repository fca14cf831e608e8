// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { stop } from '#domain/shipments/testing-items'
import { exportFailsThenOffline, refusedWith } from '#testing/list-api-fakes'
import { bodyRows, cell, expectCellContains } from '#testing/list-table'
import { click, pressEscape } from '#testing/user-events'
import { archiveQueryKey } from '#worker/contract'
import { ArchiveDetailDialog } from './archive-detail-dialog'
import { ArchivePage } from './archive-page'
import { ShipmentsApiContext } from './shipments-api'
import { ACCOUNT, fakeShipmentsApi, renderShipments, shipmentRow } from './testing/fake-shipments-api'

const DEFAULT_QUERY = { count: 20, offset: 0, sorting: { field: 'visier_datum', direction: 'desc' } } as const

beforeEach(async () => {
  await db.shipments.clear()
  await db.archivePages.clear()
})

/** What the sync worker writes for a page: its rows and its entry. */
async function keepPage(query: Parameters<typeof archiveQueryKey>[0], keys: number[], total: number) {
  await db.shipments.bulkPut(
    keys.map((key) =>
      shipmentRow('archive', {
        key,
        externalNumber: `VK-${key}`,
        reference: `R-${key}`,
        state: 1000,
        delivered: '2026-11-20T10:00:00Z',
      }),
    ),
  )
  await keepEntry(query, keys, total)
}

/** The page's entry alone, for rows a test writes itself. */
async function keepEntry(query: Parameters<typeof archiveQueryKey>[0], keys: number[], total: number) {
  await db.archivePages.put({
    account: ACCOUNT,
    queryKey: archiveQueryKey(query),
    keys,
    total,
    fetchedAt: '2026-11-24T08:00:00.000Z',
  })
}

/** Keeps the first page of the default sorting with `keys` out of `total`, and shows it. */
async function showKept(keys: number[], total: number, api = fakeShipmentsApi()) {
  await keepPage(DEFAULT_QUERY, keys, total)
  const { unmount } = await renderShipments(<ArchivePage />, api)
  await waitFor(() => expect(bodyRows()).toHaveLength(keys.length))
  return { api, unmount }
}

const checkbox = (row: number) => bodyRows()[row]?.querySelector('input[type=checkbox]') as HTMLInputElement

describe('the archive list', () => {
  it('asks for its page, and shows the kept page with its columns (ARCH-005 to ARCH-015)', async () => {
    const { api } = await showKept([3, 2, 1], 3)
    expect(api.refreshArchive).toHaveBeenCalledWith({ ...DEFAULT_QUERY, filter: {} })
    const first = bodyRows()[0] as HTMLTableRowElement
    expect(first.cells[1]?.textContent).toBe('VK-3')
    expect(first.cells[2]?.textContent).toBe('R-3')
    expect(first.cells[6]?.textContent).toContain('delivered at 20.11.2026 11:00')
    expect(screen.getByText(/Data as of/)).toBeTruthy()
  })

  it('leaving the archive hands the polls back to the default page', async () => {
    const { api, unmount } = await showKept([3, 2, 1], 3)
    expect(api.releaseArchive).not.toHaveBeenCalled()
    unmount()
    expect(api.releaseArchive).toHaveBeenCalledTimes(1)
  })

  it('shows from and to with +N, picked-up and delivered notes or the red cancelled tag, cargo and details (ARCH-008 to ARCH-015)', async () => {
    await db.shipments.bulkPut([
      shipmentRow('archive', {
        key: 1,
        externalNumber: 'VK-1',
        pickedUp: '2026-11-20T09:10:00+01:00',
        delivered: '2026-11-20T10:00:00Z',
        numberOfColis: 4,
        totalWeight: 9.5,
        from: [stop({ name: 'Alpha AG', location: 'Basel' }), stop({ id: 4 }), stop({ id: 5 })],
      }),
      shipmentRow('archive', { key: 2, externalNumber: 'VK-2', cancelled: true }),
      shipmentRow('archive', {
        key: 3,
        externalNumber: 'VK-3',
        isTour: true,
        from: [
          stop({ datetime: '2026-11-19T08:00:00+01:00' }),
          stop({ id: 6, datetime: '2026-11-19T09:00:00+01:00' }),
        ],
        to: [stop({ type: 'to', datetime: '2026-11-19T11:00:00+01:00' }), stop({ id: 7, type: 'to' })],
      }),
    ])
    await keepEntry(DEFAULT_QUERY, [1, 2, 3], 3)
    await renderShipments(<ArchivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    const [plain, cancelled, tour] = [0, 1, 2]
    expectCellContains(plain, 3, 'Alpha AG', 'Basel', '+2', 'picked up at 20.11.2026 09:10')
    expectCellContains(plain, 4, 'delivered at 20.11.2026 11:00')
    expect(cell(plain, 5).textContent).toBe('4 colis, 9.50 kg')
    expect(cell(cancelled, 3).querySelector('span:last-child')?.textContent).toBe('cancelled')
    expectCellContains(cancelled, 4, 'cancelled')
    expect(cell(cancelled, 3).textContent).not.toContain('picked up')
    expectCellContains(tour, 3, 'picked up at 19.11.2026 08:00')
    expectCellContains(tour, 4, 'delivered at 19.11.2026 11:00')
    await click(screen.getByRole('button', { name: 'Details VK-1' }))
    expect(await screen.findByRole('dialog', { name: 'Shipment VK-1' })).toBeTruthy()
  })

  it('offers re-order only for one sender, one receiver and no night transport (ARCH-016 to ARCH-018)', async () => {
    await db.shipments.bulkPut([
      shipmentRow('archive', { key: 1, externalNumber: 'VK-1' }),
      shipmentRow('archive', { key: 2, externalNumber: 'VK-2', transportart_id: 4 }),
      shipmentRow('archive', { key: 3, externalNumber: 'VK-3', to: [stop(), stop({ id: 9 })] }),
    ])
    await keepEntry(DEFAULT_QUERY, [1, 2, 3], 3)
    await renderShipments(<ArchivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    const links = screen.getAllByRole('link', { name: /order again/ })
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/order/1')
  })

  it('a changed sorting starts at page 0 and clears the selection (ARCH-021, ARCH-022)', async () => {
    const { api } = await showKept([3, 2, 1], 45)
    await click(checkbox(0))
    expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeTruthy()
    await click(screen.getByRole('button', { name: /^Reference/ }))
    expect(api.refreshArchive).toHaveBeenLastCalledWith({
      count: 20,
      offset: 0,
      sorting: { field: 'reference', direction: 'asc' },
      filter: {},
    })
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
    // The new order's page is not on the device yet: the old rows must not stand in for it.
    await waitFor(() => expect(bodyRows()).toHaveLength(0))
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('on a phone, where the headers are hidden, sorts from a select', async () => {
    const { api } = await showKept([3, 2, 1], 3)
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement
    expect(select.value).toBe('visier_datum:desc')
    await act(async () => {
      fireEvent.change(select, { target: { value: 'sender:asc' } })
    })
    expect(api.refreshArchive).toHaveBeenLastCalledWith({
      count: 20,
      offset: 0,
      sorting: { field: 'sender', direction: 'asc' },
      filter: {},
    })
  })

  it('exports the selected rows as filter[orderList] (ARCH-024)', async () => {
    const { api } = await showKept([3, 2, 1], 3)
    await click(checkbox(0))
    await click(checkbox(2))
    await click(screen.getByRole('button', { name: 'Export selected (2)' }))
    expect(api.exportArchive).toHaveBeenCalledWith(
      { sorting: DEFAULT_QUERY.sorting, filter: {}, orderList: [3, 1] },
      expect.any(Function),
    )
  })

  it('exports all from 1 to 1000 results, and above 1000 disables the button with the hint (ARCH-025 to ARCH-028)', async () => {
    const { api, unmount } = await showKept([1], 1000)
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(api.exportArchive).toHaveBeenCalledWith(
      { sorting: DEFAULT_QUERY.sorting, filter: {} },
      expect.any(Function),
    )
    unmount()
    await showKept([1], 1001)
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(/More than 1000 shipments cannot be exported at once/)).toBeTruthy()
  })

  it('a failed export says so; offline it says it needs the network (ARCH-029, ARCH-030)', async () => {
    await showKept([1], 1, fakeShipmentsApi({ exportArchive: exportFailsThenOffline() }))
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText(/The export failed\. An error occurred/)).toBeTruthy()
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText(/Exports need the network/)).toBeTruthy()
  })

  it('offline, the export says before it is pressed that it needs the network', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await showKept([1], 1)
      expect(screen.getByText('Exports need the network. Please try again once you are online.')).toBeTruthy()
    } finally {
      onLine.mockRestore()
    }
  })

  it('says so when there are no results (ARCH-023)', async () => {
    await keepPage(DEFAULT_QUERY, [], 0)
    await renderShipments(<ArchivePage />, fakeShipmentsApi())
    expect(await screen.findByText('The archive is empty.')).toBeTruthy()
  })

  it('?initialDate= fills both dates and opens the panel (ARCH-002)', async () => {
    const api = fakeShipmentsApi()
    await renderShipments(<ArchivePage initialDate="2026-11-20" />, api)
    expect(api.refreshArchive).toHaveBeenCalledWith({
      ...DEFAULT_QUERY,
      filter: { from: '2026-11-20', to: '2026-11-20' },
    })
    expect(screen.getByRole('button', { name: 'Close filter' })).toBeTruthy()
    expect(screen.getByLabelText('State')).toBeTruthy()
    expect(screen.getByLabelText('Transport type')).toBeTruthy()
  })

  it('offline with the page never kept, filters the kept rows and says the result may be partial', async () => {
    await db.shipments.bulkPut([
      shipmentRow('archive', { key: 1, externalNumber: 'VK-1', delivered: '2026-11-20T10:00:00Z' }),
      shipmentRow('archive', { key: 2, externalNumber: 'VK-2', delivered: '2026-11-21T10:00:00Z' }),
    ])
    await keepEntry({ ...DEFAULT_QUERY, offset: 40 }, [1], 50)
    const offline = { type: 'offline', scope: 'archive', lastSuccess: {} } as const
    const api = fakeShipmentsApi({ syncStatus: () => offline })
    // Every state the screen passes through: until the kept pages are read it must not say none is kept.
    const shown: string[] = []
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    await renderShipments(<ArchivePage />, api)
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(bodyRows()[0]?.cells[1]?.textContent).toBe('VK-2')
    expect(screen.getByText(/the result may be partial/)).toBeTruthy()
    expect(await screen.findByText(/Pages kept on this device for this list: 3\./)).toBeTruthy()
    observer.disconnect()
    expect(shown.filter((text) => text.includes('No page of this list is kept'))).toEqual([])
  })
})

describe('the archive detail popup (ARCH-031 to ARCH-044)', () => {
  const delivered = '2026-11-23T10:00:00Z'
  async function openDetail(
    now: string,
    api = fakeShipmentsApi(),
    senders = [stop({ name: 'Alpha AG' }), stop({ id: 3, name: 'Beta AG' })],
  ) {
    const row = shipmentRow('archive', {
      key: 5,
      externalNumber: 'VK-5',
      reference: 'R-5',
      numberOfColis: 2,
      totalWeight: 7,
      state: 1000,
      delivered,
      visierName: 'Signe Keller',
      from: senders,
    })
    await db.shipments.put({
      ...row,
      detail: {
        ...row.item,
        colis: [],
        priceExclVat: 92.5,
        priceInclVat: 100,
        invoiceType: 'monthly',
        invoiceEmailAddresses: [],
      },
    })
    const rendered = await renderShipments(
      <ShipmentsApiContext.Provider value={api}>
        <ArchiveDetailDialog
          shipmentKey={5}
          onClose={() => undefined}
          now={() => Temporal.Instant.from(now)}
        />
      </ShipmentsApiContext.Provider>,
      api,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Shipment VK-5' })
    return Object.assign(dialog, { unmount: rendered.unmount })
  }

  it('shows number, reference, colis, weight and the signer (ARCH-032, ARCH-033, ARCH-040)', async () => {
    const dialog = await openDetail('2026-11-25T10:00:00Z')
    for (const text of ['VK-5', 'R-5', '2', '7.00 kg', 'Signe Keller'])
      expect(within(dialog).getByText(text)).toBeTruthy()
  })

  it('shows prices only more than 24 hours after delivery (ARCH-034, ARCH-035)', async () => {
    const shown = await openDetail('2026-11-24T10:01:00Z')
    expect(within(shown).getByText(/CHF\s*92\.50/)).toBeTruthy()
    expect(within(shown).getByText(/CHF\s*100\.00/)).toBeTruthy()
    shown.unmount()
    const dialog = await openDetail('2026-11-24T09:59:00Z')
    expect(within(dialog).queryByText(/CHF/)).toBeNull()
  })

  it('shows sender and receiver carousels, one address at a time with dots (ARCH-036 to ARCH-039)', async () => {
    const dialog = await openDetail('2026-11-25T10:00:00Z')
    expect(within(dialog).getByText('Alpha AG')).toBeTruthy()
    for (const part of ['Anna Muster', 'Bahnhofstrasse 1', '8001', '044 000 00 00']) {
      expect(within(dialog).getAllByText(part).length).toBeGreaterThan(0)
    }
    expect(within(dialog).queryByText('Beta AG')).toBeNull()
    await click(within(dialog).getByRole('button', { name: 'Show address 2 of 2' }))
    expect(within(dialog).getByText('Beta AG')).toBeTruthy()
    expect(within(dialog).getAllByText(/planned pickup 24\.11\.2026 09:00 – 10:00/).length).toBeGreaterThan(0)
  })

  it('closes on Escape (ARCH-031)', async () => {
    const onClose = vi.fn()
    const api = fakeShipmentsApi()
    await db.shipments.put(shipmentRow('archive', { key: 5, externalNumber: 'VK-5' }))
    await renderShipments(<ArchiveDetailDialog shipmentKey={5} onClose={onClose} />, api)
    const dialog = await screen.findByRole('dialog', { name: 'Shipment VK-5' })
    await pressEscape(dialog)
    expect(onClose).toHaveBeenCalled()
  })

  it('requests the proof of delivery for a valid e-mail only, and confirms it (ARCH-041, ARCH-042)', async () => {
    const api = fakeShipmentsApi()
    const dialog = await openDetail('2026-11-25T10:00:00Z', api)
    await click(within(dialog).getByRole('button', { name: 'Request proof of delivery' }))
    expect(within(dialog).getByText('Please enter an e-mail address.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'not-an-address' } })
    await click(within(dialog).getByRole('button', { name: 'Request proof of delivery' }))
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeTruthy()
    expect(api.queuePodEmail).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'pod@example.ch' } })
    await click(within(dialog).getByRole('button', { name: 'Request proof of delivery' }))
    expect(api.queuePodEmail).toHaveBeenCalledWith(5, 'pod@example.ch')
    expect(
      await within(dialog).findByText('The proof of delivery will be sent to pod@example.ch.'),
    ).toBeTruthy()
  })

  it('a refused request says so (ARCH-043)', async () => {
    const api = fakeShipmentsApi({ settled: refusedWith('Shipment not found') })
    const dialog = await openDetail('2026-11-25T10:00:00Z', api)
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'pod@example.ch' } })
    await click(within(dialog).getByRole('button', { name: 'Request proof of delivery' }))
    expect(await within(dialog).findByText(/could not be requested\. Shipment not found/)).toBeTruthy()
  })

  it("has 'Order again' to the order form with the shipment, where re-order is allowed (ARCH-044)", async () => {
    const single = await openDetail('2026-11-25T10:00:00Z', fakeShipmentsApi(), [stop()])
    expect(within(single).getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/order/5')
    single.unmount()
    const tour = await openDetail('2026-11-25T10:00:00Z')
    expect(within(tour).queryByRole('link', { name: 'Order again' })).toBeNull()
  })
})
