import { describe, expect, it } from 'vitest'
import { createNarrowingFilter } from '#domain/row-index'
import type { ShipmentQueryFilter } from './shipment-filter'
import { matchesFilter, shipmentFilterTest } from './shipment-filter-match'
import {
  ARCHIVE_DEFAULT_SORTING,
  filterNarrows,
  indexShipment,
  queryShipments,
  type ShipmentSorting,
  shipmentIndexSource,
  sortShipments,
} from './shipment-query'
import { listItem, stop } from './testing-items'

// The archive's offline filter over the kept rows (features/shipments/use-archive-list.ts): the
// rows indexed and sorted once, each keystroke filtering the last matches when it narrows them.

const NAMES = ['Muster AG', 'Gartenbau Meier', 'Bäckerei Rösti', 'Alpen Transport', 'Ölwerk Thun']
const PLACES = ['Zürich', 'Bern', 'Luzern', 'Genève']

function randomness(start: number) {
  let seed = start
  return (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % below
  }
}

const random = randomness(23)
const pick = <T>(items: readonly T[]) => items[random(items.length)] as T
const items = Array.from({ length: 600 }, (_, at) =>
  listItem({
    key: 10_000 + at,
    externalNumber: `VK-${100_000 + random(900)}`,
    reference: random(3) === 0 ? `PO-${random(99)}` : '',
    delivered:
      random(10) === 0 ? null : `2026-11-${String(10 + random(19)).padStart(2, '0')}T1${random(9)}:00:00Z`,
    from: [stop({ name: pick(NAMES), zip: String(1000 + random(9000)), location: pick(PLACES) })],
    to: [
      stop({
        id: 2,
        type: 'to',
        name: pick(NAMES),
        zip: String(1000 + random(9000)),
        location: pick(PLACES),
      }),
    ],
    transportart_id: 1 + random(3),
  }),
)

/** A user at the offline filter: typing on or back in a field, or another field. */
function nextFilter(filter: ShipmentQueryFilter): ShipmentQueryFilter {
  const fields = ['sender', 'receiver', 'senderZip', 'receiverLocation', 'orderNumber'] as const
  const field = pick(fields)
  const letters = field.endsWith('Zip') || field === 'orderNumber' ? '0123456789' : 'aeimnrtüö '
  const before = filter[field] ?? ''
  const after = random(4) === 0 ? before.slice(0, -1) : `${before}${pick([...letters])}`
  const next = { ...filter, [field]: after }
  if (after === '') delete next[field]
  return random(15) === 0 ? { transportTypeId: 1 + random(3) } : next
}

describe('the kept archive filtered offline', () => {
  it('the prepared rows filter as queryShipments does', () => {
    const filter = { sender: 'mu', receiverLocation: 'z' }
    const found = sortShipments(
      items.map((item) => indexShipment(item, 'archive')).filter((entry) => matchesFilter(entry, filter)),
      ARCHIVE_DEFAULT_SORTING,
      'archive',
    )
    expect(found.map((entry) => entry.item.key)).toEqual(
      queryShipments(items, filter, ARCHIVE_DEFAULT_SORTING, 'archive').map((item) => item.key),
    )
  })

  it('finds exactly what the filter rule finds over every kept row, in the list order, as the user types', () => {
    const indexed = items.map((item) => indexShipment(item, 'archive'))
    for (const sorting of [
      ARCHIVE_DEFAULT_SORTING,
      { field: 'sender', direction: 'asc' } as ShipmentSorting,
    ]) {
      const sorted = sortShipments(indexed, sorting, 'archive')
      const typing = createNarrowingFilter(shipmentFilterTest, filterNarrows)
      let filter: ShipmentQueryFilter = {}
      for (let step = 0; step < 250; step++) {
        filter = nextFilter(filter)
        const found = typing(sorted, filter)
          .slice()
          .map((entry) => entry.item.key)
        // The filter as it ran before: every kept row through the rule, then sorted.
        const all = indexed.filter((entry) => matchesFilter(entry, filter))
        const rule = sortShipments(all, sorting, 'archive').map((entry) => entry.item.key)
        expect(found, JSON.stringify(filter)).toEqual(rule)
      }
    }
  })

  it('finds by sender and receiver exactly what the plain rule finds, one letter, umlauts and spaces included', () => {
    // The rule as the server states it, without the prepared rows or their character masks.
    const plain = (stops: readonly { name: string; contact: string }[], typed: string) =>
      stops.some((stop) => `${stop.name} ${stop.contact}`.toLowerCase().includes(typed.toLowerCase()))
    const indexed = items.map((item) => indexShipment(item, 'archive'))
    for (const typed of ['a', 'e', 'z', 'q', 'Ü', 'ü', 'mu', 'r m', ' ', 'é', '8', 'x-']) {
      for (const field of ['sender', 'receiver'] as const) {
        const found = indexed.filter((entry) => matchesFilter(entry, { [field]: typed }))
        const rule = items.filter((item) => plain(field === 'sender' ? item.from : item.to, typed))
        expect(
          found.map((entry) => entry.item.key),
          `${field} ${typed}`,
        ).toEqual(rule.map((item) => item.key))
      }
    }
  })

  it('answers one letter from the character masks alone, reading no row, and longer text from the rows', () => {
    // 50,000 kept rows lie scattered over the heap: a keystroke that touched each one cost about
    // 7 ms (issue 25, item 3). Rows whose texts throw when read show which rows were read.
    const sorted = sortShipments(
      items.map((item) => indexShipment(item, 'archive')),
      ARCHIVE_DEFAULT_SORTING,
      'archive',
    )
    const unread = sorted.map((entry) => {
      const guarded = { ...entry }
      for (const field of ['senders', 'receivers'] as const)
        Object.defineProperty(guarded, field, {
          get: () => {
            throw new Error(`${field} read`)
          },
        })
      return guarded
    })
    for (const filter of [{ sender: 'a' }, { receiver: 'z' }, { sender: 'm', receiver: 'e' }]) {
      const found = createNarrowingFilter(shipmentFilterTest, filterNarrows)(unread, filter)
      const rule = sorted.filter((entry) => matchesFilter(entry, filter))
      expect(
        found.slice().map((entry) => entry.item.key),
        JSON.stringify(filter),
      ).toEqual(rule.map((entry) => entry.item.key))
    }
    expect(() => createNarrowingFilter(shipmentFilterTest, filterNarrows)(unread, { sender: 'mu' })).toThrow(
      'senders read',
    )
  })

  it('narrows only by typing on: a shorter text, another day or another transport type looks at every row', () => {
    expect(filterNarrows({ sender: 'mus' }, { sender: 'must' })).toBe(true)
    expect(filterNarrows({ senderZip: '80' }, { senderZip: '800' })).toBe(true)
    expect(filterNarrows({ sender: 'must' }, { sender: 'mus' })).toBe(false)
    expect(filterNarrows({ from: '2026-11-01' }, { from: '2026-11-02' })).toBe(false)
    expect(filterNarrows({ transportTypeId: 1 }, { transportTypeId: 2 })).toBe(false)
    expect(filterNarrows({ sender: 'a' }, {})).toBe(false)
    expect(filterNarrows({}, { receiver: 'b', state: 'delivered' })).toBe(true)
  })

  it('a kept row read again keeps its prepared day and names only while they are unchanged', () => {
    const item = items[0] ?? listItem()
    const moved = { ...item, delivered: '2026-12-01T10:00:00Z' }
    expect(shipmentIndexSource({ ...item, reference: 'new' }, 'archive')).toBe(
      shipmentIndexSource(item, 'archive'),
    )
    expect(shipmentIndexSource(moved, 'archive')).not.toBe(shipmentIndexSource(item, 'archive'))
    expect(shipmentIndexSource({ ...item, to: [stop({ name: 'Neu AG' })] }, 'archive')).not.toBe(
      shipmentIndexSource(item, 'archive'),
    )
  })
})
