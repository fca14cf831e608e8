import { describe, expect, it } from 'vitest'
import {
  EMPTY_STANDING_ORDER_FILTER,
  filterFromState,
  isStandingOrderFilterEmpty,
  queryStandingOrders,
  STANDING_ORDER_DEFAULT_SORTING,
  type StandingOrderQueryFilter,
  toQueryFilter,
} from './standing-order-query'
import { orderStop, standingOrder } from './testing-orders'
import { inWeekOrder, weekdayOf } from './weekdays'

const keys = (orders: { key: number }[]) => orders.map((order) => order.key)

const rows = [
  standingOrder({
    key: 1,
    type: 1,
    price: '120.50',
    days: ['monday', 'friday'],
    from: [orderStop({ name: 'Zeta AG', zip: '8001', location: 'Zürich' })],
    to: [orderStop({ type: 'to', name: 'alpha GmbH', zip: '3011', location: 'Bern' })],
  }),
  standingOrder({
    key: 2,
    type: 3,
    price: '9.00',
    days: ['tuesday', 'thursday'],
    from: [
      orderStop({ name: 'Ägerer AG', zip: '6300', location: 'Zug' }),
      orderStop({ name: 'Basel Depot', zip: '4051', location: 'Basel' }),
    ],
    to: [orderStop({ type: 'to', name: 'Beta SA', zip: '1003', location: 'Lausanne' })],
  }),
  standingOrder({
    key: 3,
    type: 4,
    price: '45.00',
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    from: [orderStop({ name: 'Zeta AG', zip: '8004', location: 'Zürich' })],
    to: [],
  }),
  standingOrder({ key: 4, type: 3, price: '45.00', days: ['saturday'], from: [], to: [] }),
]

const run = (filter: StandingOrderQueryFilter, sorting = STANDING_ORDER_DEFAULT_SORTING) =>
  keys(queryStandingOrders(rows, filter, sorting))

describe('standing orders sorted on this device, as the server sorts them', () => {
  it('sorts by the first sender ascending by default, umlauts as their letter, missing last (STAND-021)', () => {
    expect(run({})).toEqual([2, 1, 3, 4])
  })

  it('breaks ties by key in the chosen direction, and keeps missing values last either way', () => {
    expect(run({}, { field: 'sender', direction: 'desc' })).toEqual([3, 1, 2, 4])
    expect(run({}, { field: 'receiver', direction: 'asc' })).toEqual([1, 2, 3, 4])
    expect(run({}, { field: 'receiver', direction: 'desc' })).toEqual([2, 1, 4, 3])
  })

  it('sorts prices as numbers, not as text', () => {
    expect(run({}, { field: 'price', direction: 'asc' })).toEqual([2, 3, 4, 1])
    expect(run({}, { field: 'price', direction: 'desc' })).toEqual([1, 4, 3, 2])
  })
})

describe('standing orders filtered on this device, as the server filters them', () => {
  it('filters by a weekday the order runs on (STAND-041)', () => {
    expect(run({ monday: true })).toEqual([1, 3])
    expect(run({ saturday: true })).toEqual([4])
    expect(run({ sunday: true })).toEqual([])
  })

  it('filters by a pickup date through its weekday: 24.12.2026 is a Thursday (STAND-044)', () => {
    expect(run({ pickupDate: '2026-12-24' })).toEqual([2, 3])
    expect(run({ pickupDate: '2026-02-30' })).toEqual([])
  })

  it('filters by sender and receiver location: zip or place of any stop, case-insensitive (STAND-042)', () => {
    expect(run({ senderLocation: 'zürich' })).toEqual([1, 3])
    expect(run({ senderLocation: '405' })).toEqual([2])
    expect(run({ senderLocation: 'basel' })).toEqual([2])
    expect(run({ receiverLocation: 'BERN' })).toEqual([1])
    expect(run({ receiverLocation: '3011 bern' })).toEqual([1])
  })

  it('filters by transport type; 0 means all (STAND-043)', () => {
    expect(run({ transportTypeId: 3 })).toEqual([2, 4])
    expect(run({ transportTypeId: 0 })).toEqual([2, 1, 3, 4])
  })

  it('combines every condition', () => {
    expect(run({ monday: true, senderLocation: 'Zürich', transportTypeId: 4 })).toEqual([3])
  })
})

describe('the filter panel’s values', () => {
  it('sends only what is set, trimmed, with the weekday key and no "All" type (spec section 7)', () => {
    expect(toQueryFilter(EMPTY_STANDING_ORDER_FILTER)).toEqual({})
    expect(
      toQueryFilter({
        weekday: 'friday',
        senderLocation: '  Bern ',
        receiverLocation: ' ',
        transportType: 0,
        pickupDate: '2026-08-01',
      }),
    ).toEqual({ friday: true, senderLocation: 'Bern', pickupDate: '2026-08-01' })
    expect(toQueryFilter({ ...EMPTY_STANDING_ORDER_FILTER, transportType: 4 })).toEqual({
      transportTypeId: 4,
    })
  })

  it('is empty when nothing narrows the list; "All" and blanks count as empty (STAND-046)', () => {
    expect(isStandingOrderFilterEmpty(EMPTY_STANDING_ORDER_FILTER)).toBe(true)
    expect(isStandingOrderFilterEmpty({ ...EMPTY_STANDING_ORDER_FILTER, transportType: 0 })).toBe(true)
    expect(isStandingOrderFilterEmpty({ ...EMPTY_STANDING_ORDER_FILTER, senderLocation: '  ' })).toBe(true)
    expect(isStandingOrderFilterEmpty({ ...EMPTY_STANDING_ORDER_FILTER, weekday: 'monday' })).toBe(false)
    expect(isStandingOrderFilterEmpty({ ...EMPTY_STANDING_ORDER_FILTER, pickupDate: '2026-08-01' })).toBe(
      false,
    )
  })
})

describe('?state pre-sets the filter (STAND-002)', () => {
  it('reads a weekday code', () => {
    expect(filterFromState('friday')).toEqual({ ...EMPTY_STANDING_ORDER_FILTER, weekday: 'friday' })
    expect(filterFromState('Monday')).toEqual({ ...EMPTY_STANDING_ORDER_FILTER, weekday: 'monday' })
  })

  it('reads the whole panel as JSON', () => {
    expect(
      filterFromState(
        JSON.stringify({
          weekday: 'tuesday',
          senderLocation: 'Bern',
          receiverLocation: 'Zug',
          transportType: 3,
          pickupDate: '2026-12-24',
        }),
      ),
    ).toEqual({
      weekday: 'tuesday',
      senderLocation: 'Bern',
      receiverLocation: 'Zug',
      transportType: 3,
      pickupDate: '2026-12-24',
    })
    expect(filterFromState('{"senderLocation":"Basel"}')).toEqual({
      ...EMPTY_STANDING_ORDER_FILTER,
      senderLocation: 'Basel',
    })
  })

  it.each([
    undefined,
    '',
    'readyForPickup',
    '{not json',
    '[1]',
    '{"weekday":"someday"}',
    '{"transportType":2}',
    '{"pickupDate":"2026-02-30"}',
    '{"senderLocation":7}',
    '{"colour":"green"}',
  ])('opens the unfiltered list for %j', (state) => {
    expect(filterFromState(state)).toEqual(EMPTY_STANDING_ORDER_FILTER)
  })
})

describe('weekdays', () => {
  it('names the weekday of a day, and none of an impossible one', () => {
    expect(weekdayOf('2026-08-01')).toBe('saturday')
    expect(weekdayOf('2026-03-29')).toBe('sunday')
    expect(weekdayOf('2026-13-01')).toBeNull()
  })

  it('lists an order’s days Monday first, each once (STAND-014)', () => {
    expect(inWeekOrder(['sunday', 'friday', 'monday', 'friday'])).toEqual(['monday', 'friday', 'sunday'])
  })
})
