// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { stop } from '#domain/shipments/testing-items'
import { keptForLater, refusedWith } from '#testing/list-api-fakes'
import { bodyRows, cell, expectCellContains, numbers } from '#testing/list-table'
import { click } from '#testing/user-events'
import { ActivePage } from './active-page'
import { ACCOUNT, fakeShipmentsApi, renderShipments, shipmentRow } from './testing/fake-shipments-api'

beforeEach(async () => {
  await db.shipments.clear()
  await db.meta.clear()
  await db.meta.put({
    account: ACCOUNT,
    key: 'lastSuccess:activeShipments',
    value: '2026-11-24T08:00:00.000Z',
  })
})

/** Keeps shipment 9 with `fields`, opens its popup from the list's ?open and waits for its addresses. */
async function openNine(fields: Parameters<typeof shipmentRow>[1] = {}, api = fakeShipmentsApi()) {
  await db.shipments.put(shipmentRow('active', { key: 9, ...fields }))
  await renderShipments(<ActivePage openKey={9} />, api)
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Sender' })
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  const save = () => click(within(dialog).getByRole('button', { name: 'Save' }))
  return { api, dialog, type, save }
}

describe('Active shipments: columns (ACTIVE-016 to ACTIVE-029)', () => {
  it('shows number, reference, date with its note, stops with +N and cancelled, cargo and state', async () => {
    await db.shipments.bulkPut([
      shipmentRow('active', {
        key: 1,
        externalNumber: 'VK-0500001',
        reference: 'PO-1',
        numberOfColis: 3,
        totalWeight: 12.5,
        to: [stop({ type: 'to', name: 'Beispiel GmbH', location: 'Bern' }), stop({ id: 7, type: 'to' })],
      }),
      shipmentRow('active', {
        key: 2,
        externalNumber: 'VK-0500002',
        start: '2026-11-23T09:00:00+01:00',
        cancelled: true,
        state: 400,
        pickedUp: '2026-11-23T09:12:00+01:00',
      }),
    ])
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(screen.getByRole('heading', { level: 1, name: 'Active shipments' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Open filter' })).toBeTruthy()
    expect(numbers()).toEqual(['VK-0500001', 'VK-0500002'])
    expect(cell(0, 2).textContent).toBe('PO-1')
    expectCellContains(0, 3, '24.11.2026 09:00', 'planned pickup 24.11.2026 09:00 – 10:00')
    expectCellContains(1, 3, 'picked up at 23.11.2026 09:12')
    expectCellContains(0, 4, 'Muster AG', 'Zürich')
    expectCellContains(0, 5, '+1', 'planned delivery 24.11.2026 11:00 – 12:00')
    expectCellContains(1, 4, 'cancelled')
    expectCellContains(1, 5, 'cancelled')
    expect(cell(0, 6).textContent).toBe('3 colis, 12.50 kg')
    expect(cell(0, 7).textContent).toBe('Ready for pickup')
    expect(cell(1, 7).textContent).toBe('Cancelled')
  })

  it('a tour takes its notes from its first stops (ACTIVE-028)', async () => {
    await db.shipments.put(
      shipmentRow('active', {
        key: 1,
        isTour: true,
        from: [stop({ timeStart: '07:30', timeEnd: '08:00' }), stop({ id: 5 })],
        to: [stop({ type: 'to', datetime: '2026-11-24T10:05:00+01:00' })],
      }),
    )
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(cell(0, 3).textContent).toContain('planned pickup 07:30 – 08:00')
    expect(cell(0, 5).textContent).toContain('delivered at 24.11.2026 10:05')
  })

  it('says so when there are no active shipments (ACTIVE-032)', async () => {
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    expect(await screen.findByText('There are no active shipments.')).toBeTruthy()
  })
})

describe('Active shipments: sorting, paging and the state filter', () => {
  beforeEach(async () => {
    await db.shipments.bulkPut(
      Array.from({ length: 25 }, (_, index) =>
        shipmentRow('active', {
          key: index + 1,
          externalNumber: `VK-${String(index + 1).padStart(7, '0')}`,
          start: `2026-11-${String(index + 1).padStart(2, '0')}T09:00:00+01:00`,
          state: index < 5 ? 500 : 100,
        }),
      ),
    )
  })

  it('sorts by date newest first by default, 20 per page (ACTIVE-030, ACTIVE-031)', async () => {
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    expect(numbers()[0]).toBe('VK-0000025')
    await click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
  })

  it('a list that shrinks below the page on show moves to its last page with rows, never an empty one', async () => {
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    await click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    // Another tab's sync: six shipments were delivered and left the active list.
    await db.shipments.bulkDelete([1, 2, 3, 4, 5, 6].map((key) => [ACCOUNT, key] as [string, number]))
    await waitFor(() => expect(bodyRows()).toHaveLength(19))
    expect(screen.getByText(/1 - 19/)).toBeTruthy()
  })

  it('sorts by date and by state from the column headers (ACTIVE-018, ACTIVE-026)', async () => {
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    await click(screen.getByRole('button', { name: /^Date/ }))
    expect(numbers()[0]).toBe('VK-0000001')
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('ascending')
    await click(screen.getByRole('button', { name: /^State/ }))
    await click(screen.getByRole('button', { name: /^State/ }))
    expect(screen.getByRole('columnheader', { name: /State/ }).getAttribute('aria-sort')).toBe('descending')
    expect(cell(0, 7).textContent).toBe('In delivery')
  })

  it('the details button of a row opens its popup (ACTIVE-027)', async () => {
    await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    await click(screen.getByRole('button', { name: 'Details VK-0000025' }))
    expect(await screen.findByRole('dialog', { name: 'Shipment VK-0000025' })).toBeTruthy()
  })

  it('?state= pre-sets the filter and opens the panel (ACTIVE-002, ACTIVE-012)', async () => {
    await renderShipments(<ActivePage initialState="inTransit" />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('inTransit')
  })
})

describe('the active detail popup (ACTIVE-043 to ACTIVE-055)', () => {
  it('shows the shipment, loads its detail and offers the inline edit while editable', async () => {
    await db.shipments.put(shipmentRow('active', { key: 9, externalNumber: 'VK-0500009', reference: 'PO-9' }))
    const api = fakeShipmentsApi()
    await renderShipments(<ActivePage openKey={9} />, api)
    const dialog = await screen.findByRole('dialog', { name: 'Shipment VK-0500009' })
    expect(api.loadDetail).toHaveBeenCalledWith(9, 'active')
    expect(within(dialog).getByText('Ready for pickup')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Sender' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Receiver' })).toBeTruthy()
    expect((within(dialog).getByLabelText('Reference') as HTMLInputElement).value).toBe('PO-9')
    expect(within(dialog).getByRole('button', { name: 'Download freight documents' })).toBeTruthy()
  })

  it('a shipment in delivery or cancelled has no edit form (ACTIVE-047, ACTIVE-049)', async () => {
    await db.shipments.bulkPut([
      shipmentRow('active', { key: 1, state: 300 }),
      shipmentRow('active', { key: 2, state: 100, cancelled: true }),
    ])
    for (const key of [1, 2]) {
      const { unmount } = await renderShipments(<ActivePage openKey={key} />, fakeShipmentsApi())
      const dialog = await screen.findByRole('dialog')
      await within(dialog).findByRole('heading', { name: 'Sender' })
      expect(within(dialog).queryByRole('textbox', { name: 'Reference' })).toBeNull()
      expect(within(dialog).getByText('Number of colis')).toBeTruthy()
      unmount()
    }
  })

  it('saves through the queue with the plain confirmation, or the reprint one when colis changed (ACTIVE-052, ACTIVE-053)', async () => {
    // As the worker does: the queued edit shows in the replica at once, before the server answers.
    const queueEdit = vi.fn(async (key: number, edit: { reference: string; numberOfColis: number }) => {
      await db.shipments.where({ account: ACCOUNT, key }).modify((row) => {
        row.item = { ...row.item, ...edit }
        row.pendingSeq = 1
      })
      return { seq: 1 }
    })
    const { api, dialog, type, save } = await openNine({ numberOfColis: 2 }, fakeShipmentsApi({ queueEdit }))
    type('Reference', 'Neu')
    await save()
    expect(api.queueEdit).toHaveBeenCalledWith(9, { reference: 'Neu', numberOfColis: 2 })
    expect(await within(dialog).findByText('The shipment was saved.')).toBeTruthy()
    type('Number of colis', '4')
    await save()
    expect(await within(dialog).findByText(/please print the shipping documents again/)).toBeTruthy()
  })

  it('refuses colis below 1 or blank and keeps the reference optional (ACTIVE-050, ACTIVE-051)', async () => {
    const { api, dialog, type, save } = await openNine({ numberOfColis: 2, reference: 'X' })
    type('Number of colis', '0')
    await save()
    expect(within(dialog).getByText('Enter a whole number from 1 to 15.')).toBeTruthy()
    type('Number of colis', '')
    await save()
    expect(within(dialog).getByText('Please enter the number of colis.')).toBeTruthy()
    expect(api.queueEdit).not.toHaveBeenCalled()
    type('Number of colis', '2')
    type('Reference', '')
    await save()
    expect(api.queueEdit).toHaveBeenCalledWith(9, { reference: '', numberOfColis: 2 })
  })

  it('a shipment booked with more colis than the form allows can still get a new reference', async () => {
    const { api, dialog, type, save } = await openNine({ numberOfColis: 22, reference: 'Alt' })
    type('Reference', 'Neu')
    await save()
    expect(api.queueEdit).toHaveBeenCalledWith(9, { reference: 'Neu', numberOfColis: 22 })
    // A changed count must be within the limit.
    type('Number of colis', '23')
    await save()
    expect(within(dialog).getByText('Enter a whole number from 1 to 15.')).toBeTruthy()
    expect(api.queueEdit).toHaveBeenCalledTimes(1)
  })

  it('a refused edit says so, with the reason (ACTIVE-054)', async () => {
    const api = fakeShipmentsApi({ settled: refusedWith('can no longer be changed') })
    const { dialog, save } = await openNine({}, api)
    await save()
    expect(
      await within(dialog).findByText(/The change could not be saved\. can no longer be changed/),
    ).toBeTruthy()
  })

  it('offline, a save is kept and the popup says it will be sent', async () => {
    const { dialog, save } = await openNine({}, fakeShipmentsApi({ settled: keptForLater() }))
    await save()
    expect(await within(dialog).findByText(/sent once you are back online/)).toBeTruthy()
  })

  it('Escape closes the popup (ACTIVE-055)', async () => {
    const { dialog } = await openNine()
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
