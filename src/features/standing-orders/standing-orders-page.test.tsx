// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { orderStop } from '#domain/standing-orders/testing-orders'
import { bodyRows, cell, numbers } from '#testing/list-table'
import { click } from '#testing/user-events'
import { ACCOUNT, fakeStandingOrdersApi, manyOrders, orderRow } from './testing/fake-standing-orders-api'
import { AS_OF, renderPage, showOrders, withFreshStandingOrders } from './testing/standing-orders-page-driver'

withFreshStandingOrders()

const pagination = () => screen.getByRole('navigation', { name: 'Pages' })

describe('Standing orders: the list (STAND-003, STAND-009 to STAND-016, STAND-026 to STAND-032)', () => {
  it('shows title, as-of time and every column: number and name, addresses with windows, price, weekdays, type, details', async () => {
    await showOrders([
      orderRow({
        key: 1,
        number: 'DA-00001',
        customerName: 'Morgentour',
        price: '1234.5',
        type: 4,
        days: ['friday', 'monday', 'wednesday'],
        from: [orderStop({ name: 'Alpen AG', contact: 'Anna Muster', timeStart: '07:30', timeEnd: '08:00' })],
        to: [
          orderStop({
            type: 'to',
            name: 'Beispiel GmbH',
            contact: '',
            phone: '',
            zip: '3011',
            location: 'Bern',
          }),
        ],
      }),
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeTruthy()
    expect(screen.getByText(/^Data as of (24\.11\.2026 )?09:00$/)).toBeTruthy()
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) =>
      th.textContent?.replace(/[▲▼↕]/g, ''),
    )
    expect(headers).toEqual([
      'Select for export',
      'Number',
      'Sender',
      'Receiver',
      'Price',
      'Weekdays',
      'Transport type',
      'Actions',
    ])
    expect(within(cell(0, 0)).getByRole('checkbox', { name: 'Select DA-00001' })).toBeTruthy()
    expect(cell(0, 1).textContent).toBe('DA-00001Morgentour')
    const sender = cell(0, 2)
    for (const part of ['Alpen AG', 'Anna Muster', 'Bahnhofstrasse 1', '8001', 'Zürich', '044 000 00 00']) {
      expect(sender.textContent).toContain(part)
    }
    expect(sender.textContent).toContain('Planned pickup: 07:30 - 08:00')
    expect(cell(0, 3).textContent).toContain('Beispiel GmbH')
    expect(cell(0, 3).textContent).toContain('Planned delivery: 10:00 - 11:00')
    expect(cell(0, 4).textContent).toMatch(/^1.234\.50 CHF \(excl\.\)$/)
    expect(Array.from(cell(0, 5).querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
    ])
    expect(cell(0, 6).textContent).toBe('Night transport')
    expect(within(cell(0, 7)).getByRole('button', { name: 'Details DA-00001' })).toBeTruthy()
  })

  it('names every transport type in words: Train, Direct run, Night transport', async () => {
    await showOrders([
      orderRow({ key: 1, type: 1, from: [orderStop({ name: 'A' })] }),
      orderRow({ key: 2, type: 3, from: [orderStop({ name: 'B' })] }),
      orderRow({ key: 3, type: 4, from: [orderStop({ name: 'C' })] }),
    ])
    expect([0, 1, 2].map((row) => cell(row, 6).textContent)).toEqual([
      'Train',
      'Direct run',
      'Night transport',
    ])
  })

  it('an address without its own window shows the order’s pickup or delivery window (STAND-030, STAND-032)', async () => {
    await showOrders([
      orderRow({
        key: 1,
        pickupFrom: '06:00',
        pickupTo: '06:30',
        deliveryFrom: '09:15',
        deliveryTo: '09:45',
      }),
    ])
    expect(cell(0, 2).textContent).toContain('Planned pickup: 06:00 - 06:30')
    expect(cell(0, 3).textContent).toContain('Planned delivery: 09:15 - 09:45')
  })

  it('shows several addresses one at a time with dots; a single address has none (STAND-027)', async () => {
    await showOrders([
      orderRow({
        key: 1,
        to: [
          orderStop({ type: 'to', name: 'Erste AG', timeStart: '10:00', timeEnd: '10:45' }),
          orderStop({ type: 'to', name: 'Zweite AG', timeStart: '10:30', timeEnd: '11:15' }),
        ],
      }),
    ])
    expect(within(cell(0, 2)).queryAllByRole('button')).toHaveLength(0)
    const receiver = cell(0, 3)
    expect(receiver.textContent).toContain('Erste AG')
    expect(receiver.textContent).not.toContain('Zweite AG')
    await click(within(receiver).getByRole('button', { name: 'Show address 2 of 2' }))
    expect(receiver.textContent).toContain('Zweite AG')
    expect(receiver.textContent).toContain('Planned delivery: 10:30 - 11:15')
  })

  it('shows a rename the replica receives at once, marked as waiting (STAND-038)', async () => {
    await showOrders([orderRow({ key: 1, number: 'DA-1' })])
    await act(async () => {
      await db.standingOrders.put(orderRow({ key: 1, number: 'DA-1', customerName: 'Abendtour' }, 3))
    })
    await waitFor(() => expect(cell(0, 1).textContent).toBe('DA-1Abendtourwaiting to be sent'))
  })
})

describe('Standing orders: sorting and paging (STAND-011 to STAND-013, STAND-017, STAND-020 to STAND-025)', () => {
  it('sorts by sender ascending by default, 20 per page (STAND-020, STAND-021)', async () => {
    await showOrders(manyOrders(45).reverse(), 20)
    expect(numbers()[0]).toBe('DA-01')
    expect(numbers()[19]).toBe('DA-20')
    expect(pagination().textContent).toContain('Entry 1 - 20 of 45')
    expect(screen.getByRole('columnheader', { name: /Sender/ }).getAttribute('aria-sort')).toBe('ascending')
  })

  it('sorts by sender, receiver and price from their headers; a second click flips the direction', async () => {
    await showOrders(manyOrders(5))
    await click(screen.getByRole('button', { name: /^Sender/ }))
    expect(numbers()).toEqual(['DA-05', 'DA-04', 'DA-03', 'DA-02', 'DA-01'])
    await click(screen.getByRole('button', { name: /^Receiver/ }))
    expect(numbers()).toEqual(['DA-05', 'DA-04', 'DA-03', 'DA-02', 'DA-01'])
    await click(screen.getByRole('button', { name: /^Price/ }))
    expect(numbers()).toEqual(['DA-05', 'DA-04', 'DA-03', 'DA-02', 'DA-01'])
    await click(screen.getByRole('button', { name: /^Price/ }))
    expect(numbers()).toEqual(['DA-01', 'DA-02', 'DA-03', 'DA-04', 'DA-05'])
  })

  it('on a phone the same sortings come from a select', async () => {
    await showOrders(manyOrders(3))
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement
    // Each sortable column, ascending then descending, in the headers' order.
    const sortings = ['Sender', 'Receiver', 'Price'].flatMap((column) => [
      `${column}, ascending`,
      `${column}, descending`,
    ])
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(sortings)
    await act(async () => {
      fireEvent.change(select, { target: { value: 'price:asc' } })
    })
    expect(numbers()).toEqual(['DA-03', 'DA-02', 'DA-01'])
  })

  it('a page change clears the selection (STAND-024)', async () => {
    await showOrders(manyOrders(45), 20)
    await click(screen.getByRole('checkbox', { name: 'Select DA-01' }))
    expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeTruthy()
    await click(within(pagination()).getByRole('button', { name: 'Next' }))
    expect(numbers()[0]).toBe('DA-21')
    expect(pagination().textContent).toContain('Entry 21 - 40 of 45')
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
    await click(within(pagination()).getByRole('button', { name: 'Previous' }))
    expect((screen.getByRole('checkbox', { name: 'Select DA-01' }) as HTMLInputElement).checked).toBe(false)
  })

  it.each([
    [
      'per page',
      async () => {
        await act(async () => {
          fireEvent.change(within(pagination()).getByLabelText('Per page'), { target: { value: '50' } })
        })
      },
      'Entry 1 - 45 of 45',
    ],
    ['sorting', () => click(screen.getByRole('button', { name: /^Price/ })), 'Entry 1 - 20 of 45'],
    [
      'filter',
      async () => {
        await click(screen.getByRole('button', { name: 'Open filter' }))
        fireEvent.change(screen.getByLabelText('Sender location'), { target: { value: 'Zürich' } })
        await click(screen.getByRole('button', { name: 'Apply' }))
      },
      'Entry 1 - 20 of 45',
    ],
  ])(
    'changing the %s goes back to page 0 and clears the selection (STAND-022, STAND-023)',
    async (_name, change, range) => {
      await showOrders(manyOrders(45), 20)
      await click(within(pagination()).getByRole('button', { name: 'Next' }))
      await click(screen.getAllByRole('checkbox')[0] as HTMLElement)
      expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeTruthy()
      await change()
      await waitFor(() => expect(pagination().textContent).toContain(range))
      expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: /Export selected/ })).toBeNull()
    },
  )
})

describe('Standing orders: empty and loading (STAND-018, STAND-019)', () => {
  it('says “Loading…” until the list is on the device', async () => {
    await db.meta.clear()
    await renderPage()
    expect(await screen.findByText('Loading…')).toBeTruthy()
    await act(async () => {
      await db.standingOrders.put(orderRow({ key: 1 }))
      await db.meta.put({ account: ACCOUNT, key: 'lastSuccess:standingOrders', value: AS_OF })
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
  })

  it('says “No standing orders found.” when there are none, or none match', async () => {
    await renderPage()
    expect(await screen.findByText('No standing orders found.')).toBeTruthy()
  })

  it('offline and never loaded here, it says so instead of loading forever', async () => {
    await db.meta.clear()
    // One object, as the sync client keeps it: a new one per read would never settle.
    const offline = { type: 'offline', scope: 'standingOrders', lastSuccess: {} } as const
    await renderPage(fakeStandingOrdersApi({ syncStatus: () => offline }))
    expect(
      await screen.findByText(
        'Standing orders have not been loaded on this device yet. They show once you are online.',
      ),
    ).toBeTruthy()
  })

  it('shows only the signed-in account’s orders', async () => {
    await showOrders(
      [orderRow({ key: 1, number: 'DA-MINE' }), orderRow({ key: 2, number: 'DA-OTHER' }, null, 'bruno')],
      1,
    )
    expect(numbers()).toEqual(['DA-MINE'])
  })
})
