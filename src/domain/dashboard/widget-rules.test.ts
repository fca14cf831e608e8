import { describe, expect, it } from 'vitest'
import type { Address } from '#domain/entities/address'
import type { StandingOrder } from '#domain/entities/standing-order'
import { clampSavings, countFromReplica, newestAddresses, pickOne, recurringPreview } from './widget-rules'

const address = (id: number | null, name = `A${id}`) => ({ id, name }) as Address
const order = (key: number, sender: string) =>
  ({ key, from: [{ name: sender }], to: [], days: [] }) as unknown as StandingOrder

describe('widget rules', () => {
  it('takes the 3 newest addresses by id, one created offline first (DASH-013)', () => {
    const newest = newestAddresses([address(5), address(90), address(-2), address(12), address(null)])
    expect(newest.map((entry) => entry.id)).toEqual([-2, 90, 12])
  })

  it.each([
    [-3.5, 0],
    [0, 0],
    [12.4, 12.4],
    [Number.NaN, 0],
  ])('clamps a saving of %d kg to %d (DASH-022)', (kg, shown) => {
    expect(clampSavings(kg)).toBe(shown)
  })

  it('never shows a saving as negative zero', () => {
    expect(Object.is(clampSavings(-0), 0)).toBe(true)
  })

  it('counts ready for pickup and in delivery from the mirrored active list, never cancelled ones', () => {
    const counts = countFromReplica([
      { state: 100, cancelled: false },
      { state: 299, cancelled: false },
      { state: 300, cancelled: false },
      { state: 999, cancelled: false },
      { state: 100, cancelled: true },
      { state: 1000, cancelled: false },
    ])
    expect(counts).toEqual({ readyForPickup: 2, inTransit: 2 })
  })

  it('previews 3 standing orders sorted by sender ascending, with the Swiss collation', () => {
    const preview = recurringPreview([
      order(1, 'Zürcher AG'),
      order(2, 'ägerer AG'),
      order(3, 'Basel AG'),
      order(4, 'Chur AG'),
    ])
    expect(preview.map((entry) => entry.key)).toEqual([2, 3, 4])
  })

  it('picks one item, or none from an empty list (DASH-034)', () => {
    expect(pickOne(['a', 'b', 'c'], () => 0.5)).toBe('b')
    expect(pickOne(['a', 'b', 'c'], () => 0.9999)).toBe('c')
    expect(pickOne([], () => 0.5)).toBeUndefined()
  })
})
