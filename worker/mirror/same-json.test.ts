import { describe, expect, it } from 'vitest'
import { sameJson } from './same-json'

/** The rule sameJson keeps: equal exactly when JSON with sorted keys is equal. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item
    const record = item as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    )
  })
}

describe('sameJson', () => {
  it('finds equal values equal whatever their key order', () => {
    expect(
      sameJson(
        { b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } },
        { a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 },
      ),
    ).toBe(true)
  })

  it('tells apart any changed, added, removed or retyped field, however deep', () => {
    const row = { id: 1, address: { name: 'A', flags: [true, false], place: { zip: '8001' } } }
    expect(sameJson(row, { ...row, id: 2 })).toBe(false)
    expect(sameJson(row, { ...row, extra: 0 })).toBe(false)
    expect(sameJson(row, { id: 1 })).toBe(false)
    expect(sameJson(row, { ...row, address: { ...row.address, place: { zip: 8001 } } })).toBe(false)
    expect(sameJson(row, { ...row, address: { ...row.address, flags: [true] } })).toBe(false)
    expect(sameJson(row, { ...row, address: { ...row.address, flags: { 0: true, 1: false } } })).toBe(false)
    expect(sameJson({ a: null }, { a: {} })).toBe(false)
    expect(sameJson({ a: '' }, { a: 0 })).toBe(false)
  })

  it('compares as JSON would: instants by toJSON, undefined keys absent, non-finite numbers as null', () => {
    const instant = { toJSON: () => '2026-11-18T08:00:00Z' }
    expect(sameJson({ delivered: instant }, { delivered: '2026-11-18T08:00:00Z' })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1, b: null })).toBe(false)
    expect(sameJson([undefined, Number.NaN], [null, null])).toBe(true)
  })

  it('agrees with sorted JSON on a sweep of values', () => {
    const values: unknown[] = [
      null,
      0,
      1,
      '',
      '1',
      true,
      false,
      [],
      [1],
      [null],
      {},
      { a: 1 },
      { a: '1' },
      { a: 1, b: 2 },
      { b: 2, a: 1 },
      { a: [1, { b: null }] },
      { a: [1, { b: false }] },
      { a: undefined },
      { a: { toJSON: () => 'x' } },
      { a: 'x' },
    ]
    for (const left of values) {
      for (const right of values) {
        expect(sameJson(left, right), `${sortedJson(left)} vs ${sortedJson(right)}`).toBe(
          sortedJson(left) === sortedJson(right),
        )
      }
    }
  })
})
