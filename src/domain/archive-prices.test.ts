import { describe, expect, it } from 'vitest'
import { utc, zurich } from '#testing/instants'
import { ARCHIVE_PRICE_DELAY_HOURS, pricesVisible } from './archive-prices'

describe('pricesVisible', () => {
  const delivered = zurich('2026-05-12T14:00:00')

  it('waits 24 hours', () => {
    expect(ARCHIVE_PRICE_DELAY_HOURS).toBe(24)
  })

  it('hides prices at exactly 24 hours and shows them 1 ms later', () => {
    expect(pricesVisible(delivered, zurich('2026-05-13T14:00:00'))).toBe(false)
    expect(pricesVisible(delivered, zurich('2026-05-13T14:00:00.001'))).toBe(true)
    expect(pricesVisible(delivered, zurich('2026-05-13T13:59:59.999'))).toBe(false)
  })

  it('hides prices right after delivery and before it', () => {
    expect(pricesVisible(delivered, delivered)).toBe(false)
    expect(pricesVisible(delivered, zurich('2026-05-12T13:00:00'))).toBe(false)
  })

  it('shows prices long after delivery', () => {
    expect(pricesVisible(delivered, zurich('2027-01-01T00:00:00'))).toBe(true)
  })

  it('hides prices without a delivered time', () => {
    expect(pricesVisible(null, zurich('2030-01-01T00:00:00'))).toBe(false)
  })

  it('counts elapsed hours across the spring switch (2026-03-29 has 23 hours)', () => {
    const before = zurich('2026-03-28T12:00:00')
    // Same wall-clock time next day is only 23 hours later.
    expect(pricesVisible(before, zurich('2026-03-29T12:00:00'))).toBe(false)
    expect(pricesVisible(before, zurich('2026-03-29T13:00:00'))).toBe(false)
    expect(pricesVisible(before, zurich('2026-03-29T13:00:00.001'))).toBe(true)
  })

  it('counts elapsed hours across the autumn switch (2026-10-25 has 25 hours)', () => {
    const before = zurich('2026-10-24T12:00:00')
    expect(pricesVisible(before, zurich('2026-10-25T11:00:00'))).toBe(false)
    expect(pricesVisible(before, zurich('2026-10-25T11:00:00.001'))).toBe(true)
  })

  it('is independent of the zone the instants were written in', () => {
    expect(pricesVisible(utc('2026-05-12T12:00:00Z'), zurich('2026-05-13T14:00:00'))).toBe(false)
    expect(pricesVisible(utc('2026-05-12T12:00:00Z'), zurich('2026-05-13T14:00:01'))).toBe(true)
  })
})
