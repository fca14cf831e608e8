// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { orderStop } from '#domain/standing-orders/testing-orders'
import { bodyRows, numbers } from '#testing/list-table'
import { click } from '#testing/user-events'
import { fakeStandingOrdersApi, manyOrders, orderRow } from './testing/fake-standing-orders-api'
import { renderPage, showOrders, withFreshStandingOrders } from './testing/standing-orders-page-driver'

withFreshStandingOrders()

describe('Standing orders: the filter panel (STAND-002, STAND-041 to STAND-047)', () => {
  const week = () =>
    db.standingOrders.bulkPut([
      orderRow({
        key: 1,
        number: 'DA-MON',
        type: 1,
        days: ['monday'],
        from: [orderStop({ name: 'A', location: 'Bern', zip: '3011' })],
      }),
      orderRow({ key: 2, number: 'DA-FRI', type: 3, days: ['friday'], from: [orderStop({ name: 'B' })] }),
      orderRow({
        key: 3,
        number: 'DA-BOTH',
        type: 4,
        days: ['monday', 'friday'],
        from: [orderStop({ name: 'C' })],
        to: [orderStop({ type: 'to', name: 'D', zip: '6003', location: 'Luzern' })],
      }),
    ])

  /** The week's orders listed, and the filter panel open. */
  async function weekWithFilterOpen() {
    await week()
    await renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await click(screen.getByRole('button', { name: 'Open filter' }))
  }

  it('offers weekday, sender and receiver location, transport type and pickup date, with Apply', async () => {
    await weekWithFilterOpen()
    const weekday = screen.getByLabelText('Weekday') as HTMLSelectElement
    expect(Array.from(weekday.options).map((option) => option.textContent)).toEqual([
      'Any weekday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    const type = screen.getByLabelText('Transport type') as HTMLSelectElement
    expect(Array.from(type.options).map((option) => [option.value, option.textContent])).toEqual([
      ['0', 'All'],
      ['1', 'Train'],
      ['3', 'Direct run'],
      ['4', 'Night transport'],
    ])
    expect(screen.getByLabelText('Sender location')).toBeTruthy()
    expect(screen.getByLabelText('Receiver location')).toBeTruthy()
    expect(screen.getAllByText('Pickup date').length).toBeGreaterThan(0)
    fireEvent.change(weekday, { target: { value: 'friday' } })
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(numbers()).toEqual(['DA-FRI', 'DA-BOTH'])
    fireEvent.change(type, { target: { value: '4' } })
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(numbers()).toEqual(['DA-BOTH'])
  })

  it('filters by sender and by receiver location', async () => {
    await weekWithFilterOpen()
    fireEvent.change(screen.getByLabelText('Sender location'), { target: { value: 'bern' } })
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(numbers()).toEqual(['DA-MON'])
    fireEvent.change(screen.getByLabelText('Sender location'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Receiver location'), { target: { value: '6003' } })
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(numbers()).toEqual(['DA-BOTH'])
  })

  it('shows Reset only while the filter differs from empty; Reset shows everything again (STAND-045, STAND-046)', async () => {
    await weekWithFilterOpen()
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Transport type'), { target: { value: '0' } })
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Weekday'), { target: { value: 'monday' } })
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy()
    await click(screen.getByRole('button', { name: 'Apply' }))
    expect(numbers()).toEqual(['DA-MON', 'DA-BOTH'])
    await click(screen.getByRole('button', { name: 'Reset' }))
    expect(numbers()).toEqual(['DA-MON', 'DA-FRI', 'DA-BOTH'])
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
    expect((screen.getByLabelText('Weekday') as HTMLSelectElement).value).toBe('')
  })

  it('?state pre-sets the filter, which applies on mount with the panel open (STAND-002, STAND-047)', async () => {
    await week()
    await renderPage(fakeStandingOrdersApi(), { state: 'friday' })
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(numbers()).toEqual(['DA-FRI', 'DA-BOTH'])
    expect((screen.getByLabelText('Weekday') as HTMLSelectElement).value).toBe('friday')
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy()
  })

  it('?state may carry the whole panel as JSON; an unknown one opens the unfiltered list', async () => {
    await week()
    const { unmount } = await renderPage(fakeStandingOrdersApi(), {
      state: JSON.stringify({ weekday: 'monday', transportType: 1 }),
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(numbers()).toEqual(['DA-MON'])
    unmount()
    await renderPage(fakeStandingOrdersApi(), { state: 'inTransit' })
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'Open filter' })).toBeTruthy()
  })
})

describe('Standing orders: export (STAND-004 to STAND-008)', () => {
  function captureDownloads() {
    const names: string[] = []
    if (!URL.createObjectURL)
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export')
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    return names
  }

  it('exports every result of the filter when nothing is selected, as standing-orders.xlsx (STAND-005, STAND-006)', async () => {
    const names = captureDownloads()
    const { api } = await showOrders(manyOrders(25), 20)
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(api.exportOrders).toHaveBeenCalledWith(
      { sorting: { field: 'sender', direction: 'asc' }, filter: {}, count: 25 },
      expect.any(Function),
    )
    await waitFor(() => expect(names).toEqual(['standing-orders.xlsx']))
  })

  it('exports the selected rows, in the list’s sorting and filter (STAND-004)', async () => {
    captureDownloads()
    await db.standingOrders.bulkPut(manyOrders(5))
    const { api } = await renderPage(fakeStandingOrdersApi(), { state: 'monday' })
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    await click(screen.getByRole('checkbox', { name: 'Select DA-02' }))
    await click(screen.getByRole('checkbox', { name: 'Select DA-04' }))
    await click(screen.getByRole('button', { name: 'Export selected (2)' }))
    expect(api.exportOrders).toHaveBeenCalledWith(
      {
        sorting: { field: 'sender', direction: 'asc' },
        filter: { monday: true },
        orderList: [30002, 30004],
        count: 2,
      },
      expect.any(Function),
    )
  })

  it('shows the download’s progress while it runs', async () => {
    captureDownloads()
    let finish: (file: Blob) => void = () => {}
    const api = fakeStandingOrdersApi({
      exportOrders: vi.fn((_query, onProgress?: (fraction: number | null) => void) => {
        onProgress?.(0.4)
        return new Promise<Blob>((resolve) => {
          finish = resolve
        })
      }),
    })
    await db.standingOrders.put(orderRow({ key: 1 }))
    await renderPage(api)
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    await click(screen.getByRole('button', { name: 'Export' }))
    const bar = screen.getByRole('progressbar', { name: 'Exporting' }) as HTMLProgressElement
    expect(bar.value).toBe(0.4)
    expect(screen.getByText('Preparing standing-orders.xlsx…')).toBeTruthy()
    // Busy, not disabled: it keeps the keyboard user's focus, and a second press starts nothing.
    const busy = screen.getByRole('button', { name: 'Export' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await click(busy)
    expect(api.exportOrders).toHaveBeenCalledTimes(1)
    await act(async () => finish(new Blob(['PK'])))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('a failed export says so; without network it says the export needs one (STAND-007, STAND-008)', async () => {
    captureDownloads()
    const { ApiError } = await import('#api/errors')
    const api = fakeStandingOrdersApi({
      exportOrders: vi
        .fn()
        .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'boom' }))
        .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'Failed to fetch' })),
    })
    await db.standingOrders.put(orderRow({ key: 1 }))
    await renderPage(api)
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('The export failed. An error occurred. Please try again.')).toBeTruthy()
    await click(screen.getByRole('button', { name: 'Export' }))
    expect(
      await screen.findByText(
        'The export failed. Exports need the network. Please try again once you are online.',
      ),
    ).toBeTruthy()
  })

  it('offline the button stays usable and says beforehand that it needs the network (STAND-008)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await showOrders([orderRow({ key: 1 })])
    expect(screen.getByText('Exports need the network. Please try again once you are online.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('with nothing to export the button is disabled', async () => {
    await renderPage()
    await screen.findByText('No standing orders found.')
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
