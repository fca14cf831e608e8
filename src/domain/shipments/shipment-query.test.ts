import { describe, expect, it } from 'vitest'
import { ACTIVE_DEFAULT_SORTING, ARCHIVE_DEFAULT_SORTING, queryShipments } from './shipment-query'
import { listItem, stop } from './testing-items'

const keys = (items: { key: number }[]) => items.map((item) => item.key)

describe('shipments filtered on this device, as the server filters them', () => {
  const rows = [
    listItem({ key: 1, start: '2026-11-20T09:00:00+01:00', state: 100 }),
    listItem({
      key: 2,
      start: '2026-11-22T09:00:00+01:00',
      state: 400,
      reference: 'PO-77',
      from: [stop({ name: 'Alpen AG', zip: '6003', location: 'Luzern' })],
      transportart_id: 3,
    }),
    listItem({ key: 3, start: '2026-11-21T23:30:00+01:00', state: 100, cancelled: true }),
  ]

  it('sorts active shipments by pickup, newest first, by default (ACTIVE-030)', () => {
    expect(keys(queryShipments(rows, {}, ACTIVE_DEFAULT_SORTING, 'active'))).toEqual([2, 3, 1])
  })

  it('sorts by state with cancelled lowest (ACTIVE-026)', () => {
    const sorted = queryShipments(rows, {}, { field: 'status', direction: 'asc' }, 'active')
    expect(keys(sorted)).toEqual([3, 1, 2])
  })

  it('filters by display state: in transit means 300 to 999, never cancelled', () => {
    expect(keys(queryShipments(rows, { state: 'inTransit' }, ACTIVE_DEFAULT_SORTING, 'active'))).toEqual([2])
    expect(keys(queryShipments(rows, { state: 'readyForPickup' }, ACTIVE_DEFAULT_SORTING, 'active'))).toEqual(
      [1],
    )
  })

  it('filters by sender, postcode start, location, reference, number and transport type', () => {
    const run = (filter: Parameters<typeof queryShipments>[1]) =>
      keys(queryShipments(rows, filter, ACTIVE_DEFAULT_SORTING, 'active'))
    expect(run({ sender: 'alpen' })).toEqual([2])
    expect(run({ senderZip: '60' })).toEqual([2])
    expect(run({ senderLocation: 'luz' })).toEqual([2])
    expect(run({ reference: 'po-7' })).toEqual([2])
    expect(run({ orderNumber: 'VK-1001' })).toEqual([2, 3, 1])
    expect(run({ transportTypeId: 3 })).toEqual([2])
    expect(run({ transportTypeId: 0 })).toEqual([2, 3, 1])
  })

  it('filters by the Zurich day: 23:30 on the 21st belongs to the 21st', () => {
    const run = (from: string, to: string) =>
      keys(queryShipments(rows, { from, to }, ACTIVE_DEFAULT_SORTING, 'active'))
    expect(run('2026-11-21', '2026-11-21')).toEqual([3])
    expect(run('2026-11-21', '2026-11-22')).toEqual([2, 3])
  })

  it('sorts the archive by delivery, newest first, missing deliveries last (ARCH-019)', () => {
    const archive = [
      listItem({ key: 1, delivered: '2026-11-20T10:00:00Z' }),
      listItem({ key: 2, delivered: null, cancelled: true }),
      listItem({ key: 3, delivered: '2026-11-22T10:00:00Z' }),
    ]
    expect(keys(queryShipments(archive, {}, ARCHIVE_DEFAULT_SORTING, 'archive'))).toEqual([3, 1, 2])
    expect(keys(queryShipments(archive, {}, { field: 'default', direction: 'desc' }, 'archive'))).toEqual([
      3, 1, 2,
    ])
  })

  it('sorts by sender name with the Swiss collation, ties by key', () => {
    const named = [
      listItem({ key: 1, from: [stop({ name: 'Zürcher AG' })] }),
      listItem({ key: 2, from: [stop({ name: 'ägerer AG' })] }),
      listItem({ key: 3, from: [stop({ name: 'Zürcher AG' })] }),
    ]
    const sorted = queryShipments(named, {}, { field: 'sender', direction: 'asc' }, 'archive')
    expect(keys(sorted)).toEqual([2, 1, 3])
  })
})
