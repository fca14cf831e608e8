import { describe, expect, it } from 'vitest'
import type { AddressRow } from '#db/rows'
import { createNarrowingFilter, indexingRows, indexRows, type RowIndex, runInSlices } from '#domain/row-index'
import { anAddress, anAddressRow } from '#testing/factories'
import {
  type AddressFilter,
  addressFilterTest,
  EMPTY_FILTER,
  filterNarrows,
  type IndexedAddress,
  matchesFilter,
  toggleFlag,
  typeInto,
} from './address-filter'
import { ADDRESS_BOOK_INDEX, inBookOrder } from './use-address-book'

const WORDS = ['Gartenbau', 'Bäckerei', 'Muster', 'Zürich', 'Bern', 'Rösti', 'Seestrasse', 'Ölwerk', 'AG']
const PLACES = ['Zürich', 'Bern', 'Genève', 'Lugano', 'Thun']

function randomness(start: number) {
  let seed = start
  return (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % below
  }
}

function randomRows(count: number, random: (below: number) => number): AddressRow[] {
  return Array.from({ length: count }, (_, at) => {
    const word = () => WORDS[random(WORDS.length)] as string
    // A few created offline: temporary negative ids.
    const id = random(20) === 0 ? -(at + 1) : at + 1
    return anAddressRow(
      'customer',
      anAddress({
        id,
        name: `${word()} ${word()}`,
        street: `${word()} ${random(90)}`,
        zip: String(1000 + random(9000)),
        location: PLACES[random(PLACES.length)] as string,
        standardSenderAddress: random(5) === 0,
        isBillingAddress: random(4) === 0,
      }),
    )
  })
}

/** What the book showed before the index: every row through the filter rule, sorted by the book's order. */
function byRule(rows: readonly AddressRow[], filter: AddressFilter): number[] {
  const key = (id: number) => (id < 0 ? Number.MAX_SAFE_INTEGER / 2 - id : id)
  return rows
    .filter((row) => matchesFilter(row.address, filter))
    .map((row) => row.id)
    .sort((a, b) => key(a) - key(b))
}

/** A user at the filter: typing on, deleting, switching fields, ticking a box. */
function nextFilter(filter: AddressFilter, random: (below: number) => number): AddressFilter {
  const fields = ['company', 'street', 'zip', 'location', 'addressId'] as const
  const field = fields[random(fields.length)] as (typeof fields)[number]
  const source = field === 'zip' ? '1234567890' : field === 'addressId' ? '123' : 'aeiourstnülgb AG'
  switch (random(6)) {
    case 0:
      return typeInto(filter, field, filter[field].slice(0, -1))
    case 1:
      return toggleFlag(filter, 'standardSenderAddress', random(2) === 0)
    case 2:
      return EMPTY_FILTER
    default:
      return typeInto(filter, field, filter[field] + source[random(source.length)])
  }
}

const search = (index: RowIndex<IndexedAddress>, filter: AddressFilter) =>
  createNarrowingFilter(addressFilterTest, filterNarrows)(index.entries, filter)
    .slice()
    .map((entry) => entry.id)

describe('the address book index', () => {
  it('finds exactly what the filter rule finds over all rows, in the book order, as the user types on and back', () => {
    const random = randomness(11)
    const rows = randomRows(500, random)
    const index = indexRows(inBookOrder(rows), ADDRESS_BOOK_INDEX)
    const typing = createNarrowingFilter(addressFilterTest, filterNarrows)
    let filter = EMPTY_FILTER
    for (let step = 0; step < 200; step++) {
      filter = nextFilter(filter, random)
      const found = typing(index.entries, filter)
        .slice()
        .map((entry) => entry.id)
      expect(found, JSON.stringify(filter)).toEqual(byRule(rows, filter))
    }
  })

  it('looks for a company in the joined names, not address by address, unless it tests only a few', () => {
    // 100,000 addresses lie scattered over the heap: reading each one's name cost most of the first
    // keystroke (issue 25, item 3). Names that count their reads show which path ran.
    const rows = randomRows(800, randomness(3))
    const index = indexRows(inBookOrder(rows), ADDRESS_BOOK_INDEX)
    let reads = 0
    const counted = index.entries.map((entry) => {
      const copy = { ...entry }
      Object.defineProperty(copy, 'name', {
        get: () => {
          reads++
          return entry.name
        },
      })
      return copy
    })
    const typing = createNarrowingFilter(addressFilterTest, filterNarrows)
    const ids = (filter: AddressFilter) =>
      typing(counted, filter)
        .slice()
        .map((entry) => entry.id)
    const muster = typeInto(EMPTY_FILTER, 'company', 'muster')
    const garten = typeInto(EMPTY_FILTER, 'company', 'gartenbau z')
    expect(ids(muster)).toEqual(byRule(rows, muster))
    expect(ids(garten)).toEqual(byRule(rows, garten))
    // Each name read once, to join them; the two looks themselves read none.
    expect(reads).toBe(counted.length)
    const gartenbauMuster = typeInto(EMPTY_FILTER, 'company', 'gartenbau zürich')
    const found = ids(gartenbauMuster)
    expect(found).toEqual(byRule(rows, gartenbauMuster))
    expect(found.length).toBeGreaterThan(0)
    // Typing on over the few last matches reads those names one by one.
    expect(reads).toBe(counted.length + byRule(rows, garten).length)
  })

  it('says a filter narrows only when every address it finds the previous one found', () => {
    const random = randomness(5)
    const rows = randomRows(200, random)
    let previous = EMPTY_FILTER
    for (let step = 0; step < 300; step++) {
      const next = nextFilter(previous, random)
      if (filterNarrows(previous, next)) {
        const before = new Set(byRule(rows, previous))
        for (const id of byRule(rows, next)) expect(before.has(id)).toBe(true)
      }
      previous = next
    }
  })

  it('follows the replica: an address added, renamed or deleted is found as it now is', () => {
    const rows = [
      anAddressRow('customer', anAddress({ id: 1, name: 'Gartenbau Meier AG' })),
      anAddressRow('customer', anAddress({ id: 2, name: 'Bäckerei Rösti' })),
      anAddressRow('customer', anAddress({ id: 3, name: 'Gartenbau Huber' })),
    ]
    const before = indexRows(inBookOrder(rows), ADDRESS_BOOK_INDEX)
    const gartenbau = typeInto(EMPTY_FILTER, 'company', 'gartenbau')
    expect(search(before, gartenbau)).toEqual([1, 3])

    const after = [
      anAddressRow('customer', anAddress({ id: 1, name: 'Blumen Meier AG', phone: '+41 44 000 00 00' })),
      anAddressRow('customer', anAddress({ id: 2, name: 'Bäckerei Rösti' })),
      anAddressRow('customer', anAddress({ id: 4, name: 'Gartenbau Neu GmbH' })),
      anAddressRow('customer', anAddress({ id: -1, name: 'Gartenbau offline' })),
    ]
    const followed = indexRows(inBookOrder(after), ADDRESS_BOOK_INDEX, before)
    expect(search(followed, gartenbau)).toEqual([4, -1])
    expect(search(followed, typeInto(EMPTY_FILTER, 'company', 'blumen'))).toEqual([1])
    // The unchanged row kept its prepared texts, the renamed one was prepared again, and the
    // entries show each row as it now is (the new phone).
    expect(followed.byKey.get(2)?.source).toBe(before.byKey.get(2)?.source)
    expect(followed.entries.find((entry) => entry.id === 1)?.address.phone).toBe('+41 44 000 00 00')
    expect(followed.byKey.has(3)).toBe(false)
  })

  it('built in slices, answers what it answers built at once', async () => {
    const rows = inBookOrder(randomRows(5_000, randomness(3)))
    const sliced = await runInSlices(indexingRows(rows, ADDRESS_BOOK_INDEX), new AbortController().signal, 1)
    expect(sliced?.entries.map((entry) => entry.id)).toEqual(
      indexRows(rows, ADDRESS_BOOK_INDEX).entries.map((entry) => entry.id),
    )
  })

  it('stops building once aborted', async () => {
    const controller = new AbortController()
    const rows = inBookOrder(randomRows(5_000, randomness(9)))
    const building = runInSlices(indexingRows(rows, ADDRESS_BOOK_INDEX), controller.signal, 0)
    controller.abort()
    expect(await building).toBeNull()
  })
})
