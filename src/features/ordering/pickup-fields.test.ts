import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { earliestPickupDate, maskTime, unmaskTime } from './pickup-fields'

describe('pickup time mask (##:##)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['09', '09'],
    ['093', '09:3'],
    ['0930', '09:30'],
    ['093015', '09:30'],
  ])('shows %j as %j', (value, shown) => {
    expect(maskTime(value)).toBe(shown)
  })

  it.each([
    ['09:30', '0930'],
    ['9.30 Uhr', '930'],
    ['12:345', '1234'],
    ['ab', ''],
  ])('keeps the digits of %j as the form value %j', (typed, value) => {
    expect(unmaskTime(typed)).toBe(value)
  })
})

describe('the earliest pickup date', () => {
  it('is yesterday in Zurich, so days before yesterday are disabled', () => {
    expect(earliestPickupDate(Temporal.Instant.from('2026-11-24T08:00:00Z'))).toBe('2026-11-23')
  })

  it('follows the Zurich date just after midnight, not UTC', () => {
    // 00:30 on 25 November in Zurich is still 24 November in UTC.
    expect(earliestPickupDate(Temporal.Instant.from('2026-11-24T23:30:00Z'))).toBe('2026-11-24')
  })
})
